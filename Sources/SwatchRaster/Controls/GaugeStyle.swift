/// SwiftUI's `GaugeStyle` and the iOS styles. The default and `.linearCapacity` are the
/// capacity bar `Gauge` always drew; the accessory styles are the Lock Screen widget looks:
/// `.accessoryLinearCapacity` a thin bar, `.accessoryLinear` a track with a marker dot,
/// `.accessoryCircularCapacity` a ring filled to the value around the current-value label,
/// `.accessoryCircular` an open ring (a 270° arc open at the bottom) with a marker and the
/// bound labels in the gap. Their sizes (a 58 pt circle, 6 pt rings, 4 pt linear tracks) are
/// approximations of the widget family's gauges (docs/ARCHITECTURE.md §5.19).

/// Draws a gauge: SwiftUI's `GaugeStyle`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// The gauge's value and labels.
    typealias Configuration = GaugeStyleConfiguration
    /// The gauge's look.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `GaugeStyle` gets: the value as a fraction of the range, and the labels.
public struct GaugeStyleConfiguration {
    /// The gauge's label.
    @MainActor @preconcurrency
    public struct Label: View {
        let content: AnyView
        /// The label as the gauge was given it; nothing under `labelsHidden()`.
        public var body: some View { ConfigurationLabel(content: content) }
    }
    /// The current value's label.
    @MainActor @preconcurrency
    public struct CurrentValueLabel: View {
        let content: AnyView
        /// The label as the gauge was given it.
        public var body: some View { content }
    }
    /// The lower bound's label.
    @MainActor @preconcurrency
    public struct MinimumValueLabel: View {
        let content: AnyView
        /// The label as the gauge was given it.
        public var body: some View { content }
    }
    /// The upper bound's label.
    @MainActor @preconcurrency
    public struct MaximumValueLabel: View {
        let content: AnyView
        /// The label as the gauge was given it.
        public var body: some View { content }
    }
    /// The value, from 0 (the lower bound) to 1 (the upper bound).
    public var value: Double
    /// The label.
    public var label: GaugeStyleConfiguration.Label
    /// The current value's label, if any.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// The lower bound's label, if any.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// The upper bound's label, if any.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

/// The platform's gauge: a capacity bar on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The default style.
    public init() {}
    /// The capacity bar.
    public func makeBody(configuration: Configuration) -> some View { CapacityBarGauge(configuration: configuration) }
}

/// A bar filled to the value, labels below.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The linear capacity style.
    public init() {}
    /// The capacity bar.
    public func makeBody(configuration: Configuration) -> some View { CapacityBarGauge(configuration: configuration) }
}

/// The Lock Screen's thin bar filled to the value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The accessory capacity bar style.
    public init() {}
    /// The thin bar with the label above.
    public func makeBody(configuration: Configuration) -> some View { AccessoryLinearGauge(configuration: configuration, capacity: true) }
}

/// The Lock Screen's track with a marker at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The accessory linear style.
    public init() {}
    /// The track and marker, bound labels at the ends.
    public func makeBody(configuration: Configuration) -> some View { AccessoryLinearGauge(configuration: configuration, capacity: false) }
}

/// The Lock Screen's ring filled to the value around the current value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The accessory ring style.
    public init() {}
    /// The ring and the current-value label.
    public func makeBody(configuration: Configuration) -> some View { AccessoryCircularGauge(configuration: configuration, capacity: true) }
}

/// The Lock Screen's open ring with a marker at the value.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The accessory circular style.
    public init() {}
    /// The open ring, marker, current value and bound labels.
    public func makeBody(configuration: Configuration) -> some View { AccessoryCircularGauge(configuration: configuration, capacity: false) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's gauge.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A capacity bar.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// The Lock Screen's capacity bar.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// The Lock Screen's track with a marker.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// The Lock Screen's filled ring.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// The Lock Screen's open ring.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// The environment's gauge style, as a function from configuration to view.
struct GaugeStyleBox {
    let makeBody: (GaugeStyleConfiguration) -> AnyView
    static var automatic: GaugeStyleBox { GaugeStyleBox { configuration in
        onMainActor(configuration) { AnyView(CapacityBarGauge(configuration: $0)) }
    } }
}

private struct GaugeStyleKey: EnvironmentKey { static var defaultValue: GaugeStyleBox { .automatic } }

extension EnvironmentValues {
    var gaugeStyleBox: GaugeStyleBox {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the gauges inside this view with `style`.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyleBox, GaugeStyleBox { configuration in
            onMainActor((style, configuration)) { AnyView($0.0.makeBody(configuration: $0.1)) }
        })
    }
}

/// iOS's default gauge: the label above a 6 pt capacity bar in the tint, the current value
/// and bounds in caption secondary text below.
struct CapacityBarGauge: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\.resolvedControlTint) private var tint

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            ProgressTrack(fraction: configuration.value, tint: tint, height: 6)
            HStack {
                configuration.minimumValueLabel
                Spacer(minLength: 0)
                configuration.currentValueLabel
                Spacer(minLength: 0)
                configuration.maximumValueLabel
            }
            .font(.caption)
            .foregroundColor(.secondary)
        }
    }
}

/// The accessory bars: a 4 pt track, filled (capacity) or with a 6 pt marker dot.
struct AccessoryLinearGauge: View {
    let configuration: GaugeStyleConfiguration
    let capacity: Bool
    @Environment(\.resolvedControlTint) private var tint

    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            if capacity {
                configuration.label.font(.caption)
                ProgressTrack(fraction: configuration.value, tint: tint, height: 4)
            } else {
                HStack(spacing: 4) {
                    configuration.minimumValueLabel
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Capsule().fill(Color(.systemFill)).frame(height: 4)
                            Circle().fill(tint).frame(width: 6, height: 6)
                                .offset(x: max(0, proxy.size.width - 6) * CGFloat(configuration.value))
                        }
                        .frame(maxHeight: .infinity)
                    }
                    .frame(height: 6)
                    configuration.maximumValueLabel
                }
                .font(.caption2)
            }
        }
    }
}

/// The accessory rings, 58 pt with a 6 pt line: full and filled to the value (capacity), or
/// a 270° arc open at the bottom with a marker at the value and the bounds in the gap.
struct AccessoryCircularGauge: View {
    let configuration: GaugeStyleConfiguration
    let capacity: Bool
    @Environment(\.resolvedControlTint) private var tint

    private static let size: CGFloat = 58
    private static let line: CGFloat = 6

    var body: some View {
        ZStack {
            if capacity {
                Circle().stroke(Color(.systemFill), lineWidth: Self.line)
                Circle().trim(from: 0, to: CGFloat(configuration.value))
                    .stroke(tint, style: StrokeStyle(lineWidth: Self.line, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                configuration.currentValueLabel.font(.system(size: 15, weight: .semibold))
            } else {
                // The arc starts at 135° (bottom left, clockwise from east) and spans 270°.
                Circle().trim(from: 0, to: 0.75)
                    .stroke(Color(.systemFill), style: StrokeStyle(lineWidth: Self.line, lineCap: .round))
                    .rotationEffect(.degrees(135))
                Circle().fill(tint).frame(width: Self.line + 2, height: Self.line + 2)
                    .offset(x: (Self.size - Self.line) / 2)
                    .rotationEffect(.degrees(135 + 270 * configuration.value))
                configuration.currentValueLabel.font(.system(size: 15, weight: .semibold))
                HStack {
                    configuration.minimumValueLabel
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel
                }
                .font(.system(size: 9))
                .padding(.horizontal, 8)
                .frame(maxHeight: .infinity, alignment: .bottom)
            }
        }
        .padding(Self.line / 2)
        .frame(width: Self.size, height: Self.size)
    }
}
