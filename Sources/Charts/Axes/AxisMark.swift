import Foundation

/// What one axis value draws (grid line, tick, label): Swift Charts' `AxisMark`.
public protocol AxisMark {
    /// Records what this mark draws (the engine's hook; not Apple API).
    func _collect(into marks: inout _AxisMarkParts)
}

/// What the marks for one value draw. Public only for `AxisMark`'s hook.
public struct _AxisMarkParts {
    var gridLine: StrokeStyle??
    var gridCentered: Bool?
    var tick: StrokeStyle??
    var tickLength: CGFloat?
    var label: LabelSpec?
    var style: AnyShapeStyle?
    var font: Font?
    /// Made by `AxisMarks` without content: the axis's own default look.
    var isDefault = false

    struct LabelSpec {
        var text: ((PlotValue) -> String)?
        var view: AnyView?
        var centered: Bool?
        var anchor: UnitPoint?
        var spacing: CGFloat?
    }
    init() {}
}

/// A grid line across the plot at the value: Swift Charts' `AxisGridLine`. On the x axis it
/// is dashed 2 pt on, 2 pt off (6 px runs at 3x in jordibruin/Swift-Charts-Examples@5134bcf
/// screenTime.png); on the y axis solid.
public struct AxisGridLine: AxisMark {
    let centered: Bool?
    let stroke: StrokeStyle?
    /// A grid line, optionally centered in a category's band, with an optional stroke.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.centered = centered; self.stroke = stroke }
    /// Records the grid line.
    public func _collect(into marks: inout _AxisMarkParts) { marks.gridLine = .some(stroke); marks.gridCentered = centered }
}

/// A short line at the value, outside the plot: Swift Charts' `AxisTick`.
public struct AxisTick: AxisMark {
    let stroke: StrokeStyle?
    let length: CGFloat?
    /// A tick of the default length (to the labels' far edge) or `length` points.
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) { self.length = length; self.stroke = stroke }
    /// A tick of the given length kind.
    public init(centered: Bool? = nil, length: AxisTick.Length, stroke: StrokeStyle? = nil) { self.length = length.points; self.stroke = stroke }
    /// Records the tick.
    public func _collect(into marks: inout _AxisMarkParts) { marks.tick = .some(stroke); marks.tickLength = length }

    /// How long a tick is: Swift Charts' `AxisTick.Length`.
    public struct Length: Sendable {
        let points: CGFloat?
        /// To the labels' far edge.
        public static let automatic = Length(points: nil)
        /// To the label.
        public static let label = Length(points: nil)
        /// The longest label's extent.
        public static let longestLabel = Length(points: nil)
        /// A length in points.
        public static func fixed(_ length: CGFloat) -> Length { Length(points: length) }
    }
}

/// The value's label: Swift Charts' `AxisValueLabel`, in caption2 and the secondary label
/// color (11 pt, 23 px cap height at 3x, color (138,138,142) on white in
/// jordibruin/Swift-Charts-Examples@5134bcf screenTime.png).
public struct AxisValueLabel: AxisMark {
    var spec = _AxisMarkParts.LabelSpec()

    /// The value, formatted as the axis formats it.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        spec.centered = centered; spec.anchor = anchor; spec.spacing = verticalSpacing ?? horizontalSpacing
    }
    /// The value, formatted with `format`.
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) where F.FormatOutput == String {
        spec.centered = centered; spec.anchor = anchor; spec.spacing = verticalSpacing ?? horizontalSpacing
        spec.text = { value in
            if let input = AxisValueLabel.input(value, as: F.FormatInput.self) { return format.format(input) }
            return AxisFormatting.defaultLabel(value, unit: nil)
        }
    }
    /// A fixed string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        let s = String(label)
        spec.centered = centered; spec.anchor = anchor; spec.text = { _ in s }
    }
    /// A fixed localized string.
    public init(_ key: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        spec.centered = centered; spec.anchor = anchor; spec.view = AnyView(Text(key))
    }
    /// A view of your own.
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        spec.centered = centered; spec.anchor = anchor; spec.view = AnyView(content())
    }

    /// Records the label.
    public func _collect(into marks: inout _AxisMarkParts) { marks.label = spec }

    static func input<I>(_ value: PlotValue, as type: I.Type) -> I? {
        switch value {
        case .number(let v):
            if let i = Int(exactly: v.rounded()) as? I, v == v.rounded() { return i }
            if let d = v as? I { return d }
            if let f = Float(v) as? I { return f }
            if let c = CGFloat(v) as? I { return c }
            if let i = Int(v.rounded()) as? I { return i }
            return nil
        case .date(let d): return d as? I
        case .category(let s): return s as? I
        }
    }
}

/// How overlapping labels are resolved: accepted (`AxisValueLabelCollisionResolution`).
public struct AxisValueLabelCollisionResolution: Sendable {
    /// The default.
    public static let automatic = AxisValueLabelCollisionResolution()
    /// Shows every label.
    public static let disabled = AxisValueLabelCollisionResolution()
    /// Hides labels that overlap, keeping the first.
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
    /// Shows labels at a stride.
    public static func truncate(minimumLength: CGFloat = 0) -> AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
}

/// Label orientation: accepted, drawn horizontal (`AxisValueLabelOrientation`).
public struct AxisValueLabelOrientation: Sendable {
    /// The default.
    public static let automatic = AxisValueLabelOrientation()
    /// Horizontal.
    public static let horizontal = AxisValueLabelOrientation()
    /// Vertical.
    public static let vertical = AxisValueLabelOrientation()
    /// Vertical, turned the other way.
    public static let verticalReversed = AxisValueLabelOrientation()
}

extension AxisMark {
    /// Colors this axis mark.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark { _ModifiedAxisMark(mark: self) { $0.style = AnyShapeStyle(style) } }
    /// Sets this label's font.
    public func font(_ font: Font?) -> some AxisMark { _ModifiedAxisMark(mark: self) { $0.font = font } }
    /// Moves this mark; accepted, not drawn.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark { _ModifiedAxisMark(mark: self) { _ in } }
}

/// An axis mark with a style change.
public struct _ModifiedAxisMark<M: AxisMark>: AxisMark {
    let mark: M
    let change: (inout _AxisMarkParts) -> Void
    /// Records the mark, then changes the parts it drew.
    public func _collect(into marks: inout _AxisMarkParts) {
        var own = _AxisMarkParts()
        mark._collect(into: &own)
        change(&own)
        if let g = own.gridLine { marks.gridLine = g; marks.gridCentered = own.gridCentered }
        if let t = own.tick { marks.tick = t; marks.tickLength = own.tickLength }
        if let l = own.label { marks.label = l }
        if let s = own.style { marks.style = s }
        if let f = own.font { marks.font = f }
    }
}

/// Several axis marks: what `AxisMarkBuilder` makes of a block.
public struct _TupleAxisMark<each M: AxisMark>: AxisMark {
    let parts: (repeat each M)
    /// Records every part.
    public func _collect(into marks: inout _AxisMarkParts) { for part in repeat each parts { part._collect(into: &marks) } }
}

/// An axis mark that may be absent.
public struct _OptionalAxisMark<M: AxisMark>: AxisMark {
    let mark: M?
    /// Records the mark when present.
    public func _collect(into marks: inout _AxisMarkParts) { mark?._collect(into: &marks) }
}

/// One of two axis marks.
public struct _ConditionalAxisMark<T: AxisMark, F: AxisMark>: AxisMark {
    let first: T?
    let second: F?
    /// Records the branch taken.
    public func _collect(into marks: inout _AxisMarkParts) { first?._collect(into: &marks); second?._collect(into: &marks) }
}

/// No axis marks.
public struct _EmptyAxisMark: AxisMark {
    /// Records nothing.
    public func _collect(into marks: inout _AxisMarkParts) {}
}

extension Never: AxisMark {
    /// Never called.
    public func _collect(into marks: inout _AxisMarkParts) {}
}

/// Builds the marks for one axis value: Swift Charts' `AxisMarkBuilder`.
@resultBuilder
public enum AxisMarkBuilder {
    /// One mark.
    public static func buildExpression<M: AxisMark>(_ mark: M) -> M { mark }
    /// No marks.
    public static func buildBlock() -> _EmptyAxisMark { _EmptyAxisMark() }
    /// One mark.
    public static func buildBlock<M: AxisMark>(_ mark: M) -> M { mark }
    /// Several marks.
    public static func buildBlock<each M: AxisMark>(_ marks: repeat each M) -> _TupleAxisMark<repeat each M> { _TupleAxisMark(parts: (repeat each marks)) }
    /// `if` without `else`.
    public static func buildOptional<M: AxisMark>(_ mark: M?) -> _OptionalAxisMark<M> { _OptionalAxisMark(mark: mark) }
    /// The `if` branch.
    public static func buildEither<T: AxisMark, F: AxisMark>(first: T) -> _ConditionalAxisMark<T, F> { _ConditionalAxisMark(first: first, second: nil) }
    /// The `else` branch.
    public static func buildEither<T: AxisMark, F: AxisMark>(second: F) -> _ConditionalAxisMark<T, F> { _ConditionalAxisMark(first: nil, second: second) }
    /// `if #available`.
    public static func buildLimitedAvailability<M: AxisMark>(_ mark: M) -> M { mark }
}
