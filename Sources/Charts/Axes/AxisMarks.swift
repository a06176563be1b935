import Foundation

/// The content of `chartXAxis { }` / `chartYAxis { }`: Swift Charts' `AxisContent`.
public protocol AxisContent {
    /// Adds this content's mark groups (the engine's hook; not Apple API).
    func _collect(into axis: inout _AxisSpec)
}

/// One axis as configured. Public only for `AxisContent`'s hook.
public struct _AxisSpec {
    var groups: [AxisMarksGroup] = []
    init() {}
}

/// One `AxisMarks`: values, side and what to draw at each value.
struct AxisMarksGroup {
    var values: AxisMarkValues
    var position: AxisMarkPosition
    var parts: (AxisValue) -> _AxisMarkParts
}

/// Marks along an axis: Swift Charts' `AxisMarks`. Without content it draws the axis's
/// default grid line, tick and label.
public struct AxisMarks<Content: AxisMark>: AxisContent {
    let group: AxisMarksGroup

    /// Marks at `values` with the content you build for each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        group = AxisMarksGroup(values: values, position: position) { value in
            var parts = _AxisMarkParts()
            content(value)._collect(into: &parts)
            return parts
        }
    }
    /// Marks at the given values with the content you build for each value.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, values: .values(values), content: content)
    }
    /// Marks whose content does not read the value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, values: values) { (_: AxisValue) in content() }
    }

    /// Adds this group.
    public func _collect(into axis: inout _AxisSpec) { axis.groups.append(group) }
}

extension AxisMarks where Content == Never {
    /// The default grid line, tick and label at `values`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        group = AxisMarksGroup(values: values, position: position) { _ in AxisMarksGroup.defaultParts(stroke: stroke, format: nil) }
    }
    /// The default marks at the given values.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: .values(values), stroke: stroke)
    }
    /// The default marks with labels in `format`.
    public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) where Format.FormatOutput == String {
        let label = AxisValueLabel(format: format)
        group = AxisMarksGroup(values: values, position: position) { _ in AxisMarksGroup.defaultParts(stroke: stroke, format: label.spec) }
    }
}

extension AxisMarksGroup {
    /// What an axis draws when you say nothing: grid line, tick (drawn only on the x axis)
    /// and label.
    static func defaultParts(stroke: StrokeStyle?, format: _AxisMarkParts.LabelSpec?) -> _AxisMarkParts {
        var parts = _AxisMarkParts()
        parts.gridLine = .some(stroke)
        parts.tick = .some(stroke)
        parts.label = format ?? _AxisMarkParts.LabelSpec()
        parts.isDefault = true
        return parts
    }
}

/// Several axis groups.
public struct _TupleAxisContent<each C: AxisContent>: AxisContent {
    let parts: (repeat each C)
    /// Adds every group.
    public func _collect(into axis: inout _AxisSpec) { for part in repeat each parts { part._collect(into: &axis) } }
}

/// Axis content that may be absent.
public struct _OptionalAxisContent<C: AxisContent>: AxisContent {
    let content: C?
    /// Adds the content when present.
    public func _collect(into axis: inout _AxisSpec) { content?._collect(into: &axis) }
}

/// One of two axis contents.
public struct _ConditionalAxisContent<T: AxisContent, F: AxisContent>: AxisContent {
    let first: T?
    let second: F?
    /// Adds the branch taken.
    public func _collect(into axis: inout _AxisSpec) { first?._collect(into: &axis); second?._collect(into: &axis) }
}

/// No axis marks at all.
public struct _EmptyAxisContent: AxisContent {
    /// Adds nothing.
    public func _collect(into axis: inout _AxisSpec) {}
}

/// Builds axis content: Swift Charts' `AxisContentBuilder`.
@resultBuilder
public enum AxisContentBuilder {
    /// One group.
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    /// No groups: the axis draws nothing.
    public static func buildBlock() -> _EmptyAxisContent { _EmptyAxisContent() }
    /// One group.
    public static func buildBlock<C: AxisContent>(_ content: C) -> C { content }
    /// Several groups.
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> _TupleAxisContent<repeat each C> { _TupleAxisContent(parts: (repeat each content)) }
    /// `if` without `else`.
    public static func buildOptional<C: AxisContent>(_ content: C?) -> _OptionalAxisContent<C> { _OptionalAxisContent(content: content) }
    /// The `if` branch.
    public static func buildEither<T: AxisContent, F: AxisContent>(first: T) -> _ConditionalAxisContent<T, F> { _ConditionalAxisContent(first: first, second: nil) }
    /// The `else` branch.
    public static func buildEither<T: AxisContent, F: AxisContent>(second: F) -> _ConditionalAxisContent<T, F> { _ConditionalAxisContent(first: nil, second: second) }
    /// `if #available`.
    public static func buildLimitedAvailability<C: AxisContent>(_ content: C) -> C { content }
}

/// Default axis label text.
enum AxisFormatting {
    static let posix = Locale(identifier: "en_US")

    static func defaultLabel(_ value: PlotValue, unit: Calendar.Component?) -> String {
        switch value {
        case .number(let v): return PlotValue.numberLabel(v)
        case .category(let s): return s
        case .date(let d): return dateLabel(d, unit: unit ?? .day)
        }
    }

    /// Hours as "12 AM", days as "May 8", months as "Jan", years as "2024" — the hour form
    /// as in jordibruin/Swift-Charts-Examples@5134bcf screenTime.png.
    static func dateLabel(_ d: Date, unit: Calendar.Component) -> String {
        let f = DateFormatter()
        f.locale = posix
        f.timeZone = Calendar.current.timeZone
        switch unit {
        case .second, .nanosecond: f.dateFormat = "h:mm:ss"
        case .minute: f.dateFormat = "h:mm"
        case .hour: f.dateFormat = "h a"
        case .day, .weekday, .weekOfYear, .weekOfMonth, .weekdayOrdinal: f.dateFormat = "MMM d"
        case .month, .quarter: f.dateFormat = "MMM"
        default: f.dateFormat = "yyyy"
        }
        return f.string(from: d)
    }
}
