import Foundation

/// SwiftUI's `ProgressView`: a linear bar for a known fraction, the activity spinner for
/// unknown progress (docs/ARCHITECTURE.md §5.19).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyleBox) private var style

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fractionCompleted = fraction.map { min(max($0, 0), 1) }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A bar for `value` out of `total`, with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value, total > 0 else { return nil }
        return Double(value) / Double(total)
    }

    /// The current style's body.
    public var body: some View {
        style.makeBody(ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted,
            label: label.map { .init(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) }))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An activity spinner without a label.
    public init() where Label == EmptyView {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }
    /// An activity spinner with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }
    /// An activity spinner with a localized label: what a literal title means, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }
    /// An activity spinner with a string label, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }
    /// A bar for `value` out of `total`; a `nil` value shows the spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
    /// A bar for `value` out of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
    /// A bar for `value` out of `total`, with a localized label.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }
    /// A bar for `value` out of `total`, with a string label, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) where Label == Text {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A bar for a Foundation `Progress` (Kingfisher's and EhPanda's image loaders show
    /// their downloads so): its fraction completed, or the spinner while it is
    /// indeterminate. Apple's synthesizes labels from the progress's localized descriptions;
    /// Linux's Foundation leaves those empty, so none is drawn.
    public init(_ progress: Progress) {
        self.init(fraction: progress.isIndeterminate ? nil : progress.fractionCompleted, label: nil, currentValueLabel: nil)
    }
}

/// A style that draws progress views.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// The progress view's fraction and labels.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view's look.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ProgressViewStyle` gets.
public struct ProgressViewStyleConfiguration {
    /// The label, type-erased.
    public struct Label: View {
        let content: AnyView
        /// The label as given; nothing under `labelsHidden()`.
        public var body: some View { ConfigurationLabel(content: content) }
    }
    /// The current-value label, type-erased.
    public struct CurrentValueLabel: View {
        let content: AnyView
        /// The label as given.
        public var body: some View { content }
    }
    /// The completed fraction in 0…1, or `nil` when unknown.
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The current-value label, if any.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

struct ProgressViewStyleBox {
    let makeBody: (ProgressViewStyleConfiguration) -> AnyView
    static var automatic: ProgressViewStyleBox { ProgressViewStyleBox { onMainActor($0) { AnyView(DefaultProgressViewStyle().makeBody(configuration: $0)) } } }
}

private struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: ProgressViewStyleBox { .automatic } }

extension EnvironmentValues {
    var progressViewStyleBox: ProgressViewStyleBox {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views inside this view with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyleBox, ProgressViewStyleBox { AnyView(style.makeBody(configuration: $0)) })
    }
}

/// A horizontal bar: the label above, a 4 pt capsule track filled with the tint up to the
/// fraction, the current-value label below in secondary footnote text.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// The linear style.
    public init() { tint = nil }
    /// The linear style filled with `tint` (the iOS 14 spelling of `.tint(_:)`).
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }
    /// The bar.
    public func makeBody(configuration: Configuration) -> some View {
        if let tint {
            LinearProgressBody(configuration: configuration).tint(tint)
        } else {
            LinearProgressBody(configuration: configuration)
        }
    }
}

/// The activity spinner (its still frame); a determinate circular view draws it too, as iOS
/// does before iOS 17.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// The circular style.
    public init() { tint = nil }
    /// The spinner drawn in `tint` instead of gray (the iOS 14 spelling of `.tint(_:)`).
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }
    /// The spinner, with the label below.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            ActivitySpinner(color: tint ?? Color(.systemGray))
            configuration.label.foregroundColor(.secondary)
        }
    }
}

/// The platform default: a bar for known progress, the spinner otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
    /// A bar or the spinner.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform default.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// The linear bar; the track is 4 pt tall (approximation of UIProgressView's default bar).
struct LinearProgressBody: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.resolvedControlTint) private var tint

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            ProgressTrack(fraction: configuration.fractionCompleted ?? 0, tint: tint)
            configuration.currentValueLabel.font(.footnote).foregroundColor(.secondary)
        }
    }
}

/// A capsule track filled with `tint` from the leading edge to `fraction` of its width.
struct ProgressTrack: View {
    let fraction: Double
    let tint: Color
    var height: CGFloat = 4

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(ControlColors.track)
                Capsule().fill(tint).frame(width: proxy.size.width * CGFloat(fraction))
            }
        }
        .frame(height: height)
    }
}

/// UIActivityIndicatorView's medium style, still: eight spokes around a 20 pt square, fading
/// clockwise (approximation of the spinner's frame; sizes measured from screenshots).
struct ActivitySpinner: View {
    var color = Color(.systemGray)
    var body: some View {
        ZStack {
            ForEach(0..<8) { index in
                Capsule()
                    .fill(color.opacity(1 - Double(index) * 0.1))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -6.5)
                    .frame(width: 20, height: 20)
                    .rotationEffect(.degrees(Double(index) * 45))
            }
        }
        .frame(width: 20, height: 20)
    }
}
