/// Degenerate numbers from user math (NaN, infinities, negative lengths) and what the engine
/// does with each, as SwiftUI does (docs/ARCHITECTURE.md §5.21).
///
/// Why one place: every modifier that takes a length, a scale, an angle or a radius checks it
/// the same way and warns in the same words, so a user reading `warning: …` lines can find the
/// modifier and the value, and the rule stays one rule. A value that SwiftUI ignores (an
/// invalid frame dimension) is ignored; where no measurement of SwiftUI exists, the view that
/// holds the value is not drawn and the rest of the screen is.
enum DegenerateGeometry {
    /// Prints the warning for one degenerate value: `<modifier>(<label>: <value>): <problem>; <outcome>`.
    static func warn(_ call: String, _ problem: String, _ outcome: String) {
        RuntimeWarnings.emit("\(call): \(problem); \(outcome)")
    }

    /// How a value is spelled in a warning: Swift's own spelling (`nan`, `inf`, `-inf`, `-4.0`).
    static func spell(_ value: CGFloat) -> String { "\(value)" }

    /// A length SwiftUI accepts as a frame dimension: finite and not negative.
    static func isValidDimension(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }

    /// Whether both lengths are finite: an offset that can be drawn.
    static func isFinite(_ size: CGSize) -> Bool { size.width.isFinite && size.height.isFinite }

    /// Whether every entry of an affine transform is finite (a NaN or infinite scale, angle or
    /// translation makes one that is not).
    static func isFinite(_ t: CGAffineTransform) -> Bool {
        t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }

    /// The `frame(width:height:)` rule (SwiftUI's `_FrameLayout` initializer): a negative or
    /// non-finite dimension logs "Invalid frame dimension (negative or non-finite)." and is
    /// dropped, so the frame takes the content's length on that axis.
    static func frameDimension(_ value: CGFloat?, label: String) -> CGFloat? {
        guard let value, !isValidDimension(value) else { return value }
        warn("frame(\(label): \(spell(value)))", "invalid frame dimension (negative or non-finite)", "ignored")
        return nil
    }

    /// A flexible frame's limit: NaN anywhere, or an infinite minimum or ideal, is dropped
    /// (negative limits are ordered by `FlexibleFrameNode.Limits.normalized()`, as SwiftUI
    /// orders them); `maxWidth: .infinity` is the usual way to fill and stays.
    static func flexibleLimit(_ value: CGFloat?, label: String, isMaximum: Bool) -> CGFloat? {
        guard let value else { return nil }
        if value.isNaN || (value.isInfinite && !(isMaximum && value > 0)) {
            warn("frame(\(label): \(spell(value)))", "invalid frame dimension (non-finite)", "ignored")
            return nil
        }
        return value
    }

    /// Corner radii: a NaN or negative radius is a square corner (the outline clamps it to 0)
    /// and an infinite one half the side (a capsule); both are named in a warning.
    static func checkCornerRadius(_ size: CGSize, shape: String) {
        for value in [size.width, size.height] where !isValidDimension(value) {
            let spelled = size.width == size.height || size.width.isNaN && size.height.isNaN ? spell(value) : "\(size)"
            warn("\(shape)(cornerRadius: \(spelled))", "invalid corner radius (negative or non-finite)",
                 value == .infinity ? "clamped to half the side" : "drawn square")
            return
        }
    }
}
