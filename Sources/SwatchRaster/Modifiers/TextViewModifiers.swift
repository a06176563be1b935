/// View-level text modifiers: they set the environment, so every `Text` inside is affected
/// unless it sets the same thing itself.
extension View {
    nonisolated private func textAttributes(_ change: @escaping (inout TextAttributes) -> Void) -> some View {
        transformEnvironment(\.textAttributes) { attributes in
            var outer = TextAttributes()
            change(&outer)
            // The inner (this) modifier wins over an outer container's.
            attributes = outer.filled(from: attributes)
        }
    }

    /// Text inside in bold, or not (iOS 16).
    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        textAttributes { if isActive { $0.weight = .bold } }
    }

    /// Text inside in italic, or not (iOS 16).
    nonisolated public func italic(_ isActive: Bool = true) -> some View {
        textAttributes { if isActive { $0.italic = true } }
    }

    /// Text inside at another weight (iOS 16).
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { textAttributes { $0.weight = weight } }

    /// Text inside in another design (iOS 16.1).
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View { textAttributes { $0.design = design } }

    /// Text inside in another width (iOS 16).
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View { textAttributes { $0.width = width } }

    /// Text inside in the monospaced design, or not (iOS 16).
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
        textAttributes { if isActive { $0.monospaced = true } }
    }

    /// Text inside with digits of equal width.
    nonisolated public func monospacedDigit() -> some View { textAttributes { $0.monospacedDigit = true } }

    /// Text inside with extra space after every character (iOS 16).
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { textAttributes { $0.tracking = tracking } }

    /// Text inside with extra space after every character (iOS 16).
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { textAttributes { $0.kerning = kerning } }

    /// Text inside raised or lowered (iOS 16).
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        textAttributes { $0.baselineOffset = baselineOffset }
    }

    /// Text inside underlined (iOS 16).
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textAttributes { $0.underline = Text.Decoration(isActive: isActive, pattern: pattern, color: color) }
    }

    /// Text inside struck through (iOS 16).
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textAttributes { $0.strikethrough = Text.Decoration(isActive: isActive, pattern: pattern, color: color) }
    }

    /// Text inside in upper or lower case; `nil` as written.
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    /// At most `limit` lines; with `reservesSpace`, always as tall as `limit` lines (iOS 16).
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformEnvironment(\.self) { environment in
            environment.lineLimit = limit
            environment.lineLimitMinimum = reservesSpace ? limit : nil
        }
    }

    /// Between `limit.lowerBound` and `limit.upperBound` lines (iOS 16).
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        transformEnvironment(\.self) { environment in
            environment.lineLimit = limit.upperBound
            environment.lineLimitMinimum = limit.lowerBound
        }
    }

    /// At least `limit.lowerBound` lines, with no maximum (iOS 16).
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        transformEnvironment(\.self) { environment in
            environment.lineLimit = nil
            environment.lineLimitMinimum = limit.lowerBound
        }
    }

    /// At most `limit.upperBound` lines (iOS 16).
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        transformEnvironment(\.self) { environment in
            environment.lineLimit = limit.upperBound
            environment.lineLimitMinimum = nil
        }
    }

    /// Extra points between the lines of text inside.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }

    /// Lets text inside shrink to `factor` of its size before it is truncated.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, min(1, max(0.01, factor)))
    }

    /// Lets text tighten its letter spacing to fit; recorded, drawn as without (no shaping tables).
    nonisolated public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }

    /// Text selection on or off: there is no interaction in an image, so nothing changes.
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

    /// Sets the Dynamic Type size for this view and everything inside it.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }

    /// Clamps the inherited Dynamic Type size to `range`.
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            if range.contains(size) { return }
            let all = DynamicTypeSize.allCases
            let allowed = all.filter { range.contains($0) }
            guard let first = allowed.first, let last = allowed.last else { return }
            size = size < first ? first : last
        }
    }
}

/// Whether text can be selected (`textSelection(_:)`); nothing is selectable in an image.
public protocol TextSelectability {
    /// Whether text is selectable.
    static var allowsSelection: Bool { get }
}

/// Selectable text.
public struct EnabledTextSelectability: TextSelectability {
    /// Always `true`.
    public static var allowsSelection: Bool { true }
}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    /// Always `false`.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
