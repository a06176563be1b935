/// A key for a value that flows down the view tree, with the value used where no ancestor sets one.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: color scheme, font, foreground color, …
/// Extend it with your own keys exactly as in SwiftUI.
public struct EnvironmentValues: CustomStringConvertible {
    /// The values set so far, one per key. An environment holds a handful of values and is
    /// read far more often than written (every `Text` and `Color` reads several), so a short
    /// list scanned by key beats hashing; each value sits in a box typed by its key, so a read
    /// needs no dynamic cast from `Any`.
    private var values: [(key: ObjectIdentifier, box: AnyEnvironmentBox)] = []

    /// The defaults: light appearance, body font, default text color.
    public init() {}

    private func index<K: EnvironmentKey>(of key: K.Type) -> Int? {
        let id = ObjectIdentifier(key)
        return values.firstIndex { $0.key == id }
    }

    /// The value for `key`, or the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let index = index(of: key) else { return K.defaultValue }
            // Only `set` below stores under this id, always an `EnvironmentValueBox<K.Value>`.
            return unsafeDowncast(values[index].box, to: EnvironmentValueBox<K.Value>.self).value
        }
        set {
            let box = EnvironmentValueBox(newValue)
            if let index = index(of: key) {
                values[index].box = box
            } else {
                values.append((ObjectIdentifier(key), box))
            }
        }
    }

    /// How many values are set; the values themselves are not printed.
    public var description: String { "EnvironmentValues(\(values.count) set)" }
}

/// A value stored in `EnvironmentValues`, of a type known from its key.
class AnyEnvironmentBox {}

/// The box for values of type `Value`.
final class EnvironmentValueBox<Value>: AnyEnvironmentBox {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light
    case dark
}

/// Standard or increased contrast (iOS "Increase Contrast").
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    case standard
    case increased
}

/// How text lines align within their frame.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private struct ColorSchemeContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { .standard } }
private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct ForegroundStylesKey: EnvironmentKey { static var defaultValue: ForegroundStyles? { nil } }
private struct TintStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct FontFamilyKey: EnvironmentKey { static var defaultValue: FontSource { .default } }

extension EnvironmentValues {
    /// Light or dark: decides how dynamic system colors resolve.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// Standard or increased contrast, read-only as in SwiftUI.
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }
    /// The settable form of `colorSchemeContrast` (SwiftUI's own spelling).
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
    /// The font text uses when it sets none itself.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// Foreground styles set with `.foregroundColor`/`.foregroundStyle`; `nil` means the
    /// label colors (docs/ARCHITECTURE.md §7.11).
    var foregroundStyles: ForegroundStyles? {
        get { self[ForegroundStylesKey.self] }
        set { self[ForegroundStylesKey.self] = newValue }
    }
    /// The tint set with `.tint(_:)`; `nil` means the accent color.
    var tintStyle: AnyShapeStyle? {
        get { self[TintStyleKey.self] }
        set { self[TintStyleKey.self] = newValue }
    }
    /// The most lines a `Text` may use; `nil` means no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// How wrapped text lines align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// Pixels per point of the image being rendered (set by `ImageRenderer`).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// Where system fonts come from: a family found by fontconfig or a font file.
    /// SwiftUI has no such setting (it always uses San Francisco); on Linux the user chooses.
    public var systemFontSource: FontSource {
        get { self[FontFamilyKey.self] }
        set { self[FontFamilyKey.self] = newValue }
    }
}
