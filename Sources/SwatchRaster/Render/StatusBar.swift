/// The iOS status bar and home indicator as the Simulator draws them in a screenshot: 9:41,
/// Wi-Fi, a full battery, the Dynamic Island, and the home indicator; drawn over a device
/// render when `ImageRenderer.showsStatusBar` is set (off by default, as SwiftUI's previews
/// and ImageRenderer draw no status bar; docs/ARCHITECTURE.md §5.18).
///
/// Every number is measured on public iOS 17 Simulator screenshots at 3x, in points:
/// - 393 pt wide (iPhone 15): pointfreeco/swift-composable-architecture's SyncUps tutorial
///   images and edequartel/Ravens (the same geometry in both).
/// - 430 pt wide (iPhone 15 Pro Max / 15 Plus / 16 Plus): skiptools/skipapp-showcase.
/// The Simulator has no cellular service, so four grey dots stand where the bars would be.
/// Devices with other geometry (notched iPhones, the 16 Pro and Pro Max, home-button
/// iPhones, iPads) were not measured, and get no status bar.
struct StatusBarMetrics: Equatable {
    /// Centre of the time's text, from the leading edge.
    var timeCenter: CGFloat
    /// Baseline of the time and the icons' bottom line, from the top.
    var baseline: CGFloat
    /// The time's font size (semibold): its digits' height is the measured cap height (12 pt
    /// at 17 pt; 12.67 pt at 17.67 on the 430 pt phones).
    var timeSize: CGFloat
    /// The Dynamic Island: size and top.
    var island: CGSize
    var islandTop: CGFloat
    /// The four no-service dots: side, pitch, and the first dot's leading x from the trailing edge.
    var dot: CGFloat
    var dotPitch: CGFloat
    var dotsFromTrailing: CGFloat
    /// The Wi-Fi glyph's box, its leading x from the trailing edge.
    var wifi: CGSize
    var wifiFromTrailing: CGFloat
    /// The battery's box (body and cap), its leading x from the trailing edge, and its top.
    var battery: CGSize
    var batteryFromTrailing: CGFloat
    var batteryTop: CGFloat
    /// The home indicator's width (5 pt tall, 8 pt above the bottom edge).
    var homeIndicatorWidth: CGFloat

    /// 393 pt Dynamic Island iPhones (iPhone 14 Pro, 15, 15 Pro, 16).
    static let island393 = StatusBarMetrics(
        timeCenter: 71.5, baseline: 35.33, timeSize: 17, island: CGSize(width: 125.67, height: 37.33), islandTop: 11,
        dot: 3.33, dotPitch: 5.33, dotsFromTrailing: 111, wifi: CGSize(width: 17, height: 12.33), wifiFromTrailing: 84.33,
        battery: CGSize(width: 27.33, height: 13), batteryFromTrailing: 60, batteryTop: 22.67, homeIndicatorWidth: 140)
    /// 430 pt Dynamic Island iPhones (14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus).
    static let island430 = StatusBarMetrics(
        timeCenter: 80, baseline: 35.67, timeSize: 17.67, island: CGSize(width: 126, height: 37.33), islandTop: 11,
        dot: 3.67, dotPitch: 6, dotsFromTrailing: 124.67, wifi: CGSize(width: 19.67, height: 14), wifiFromTrailing: 95.67,
        battery: CGSize(width: 31, height: 14.33), batteryFromTrailing: 68.67, batteryTop: 21.67, homeIndicatorWidth: 154)

    /// The measured bar for `device`, or nil where none was measured.
    static func measured(for device: DevicePreset) -> StatusBarMetrics? {
        guard device.safeAreaInsets.top == 59, device.safeAreaInsets.bottom == 34 else { return nil }
        switch device.size.width {
        case 393: return .island393
        case 430: return .island430
        default: return nil
        }
    }
}

/// The bar and indicator as views, laid out on the whole screen, drawn over the content.
struct StatusBarOverlay: View {
    let metrics: StatusBarMetrics
    let screen: CGSize
    @Environment(\.colorScheme) private var colorScheme

    /// Black in light mode, white in dark, as the Simulator draws the bar over a plain page.
    private var ink: Color { colorScheme == .dark ? .white : .black }

    var body: some View {
        let m = metrics
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: screen.width, height: screen.height)
            Text("9:41").font(.system(size: m.timeSize, weight: .semibold)).foregroundStyle(ink)
                .frame(width: 2 * m.timeCenter)
                .alignmentGuide(.top) { $0[.firstTextBaseline] - m.baseline }
            Capsule().fill(Color.black)
                .placed(CGRect(x: (screen.width - m.island.width) / 2, y: m.islandTop, width: m.island.width, height: m.island.height))
            ForEach(0..<4, id: \.self) { index in
                // The dots: the ink at 20 %, measured (194,194,198) over (242,242,247).
                Circle().fill(ink.opacity(0.2))
                    .placed(CGRect(x: screen.width - m.dotsFromTrailing + CGFloat(index) * m.dotPitch,
                                   y: m.baseline - m.dot, width: m.dot, height: m.dot))
            }
            Image(systemName: "wifi").resizable().foregroundStyle(ink)
                .placed(CGRect(x: screen.width - m.wifiFromTrailing, y: m.baseline - m.wifi.height,
                               width: m.wifi.width, height: m.wifi.height))
            BatteryGlyph(ink: ink)
                .placed(CGRect(x: screen.width - m.batteryFromTrailing, y: m.batteryTop, width: m.battery.width, height: m.battery.height))
            Capsule().fill(ink)
                .placed(CGRect(x: (screen.width - m.homeIndicatorWidth) / 2, y: screen.height - 13,
                               width: m.homeIndicatorWidth, height: 5))
        }
    }
}

/// A full battery as the Simulator shows it (measured at 393 pt: a 25.33 × 13 pt body whose
/// 1 pt outline is the ink at 40 %, a 1 pt gap, the charge filling the rest, and a 1.33 ×
/// 3 pt cap at 50 %, 0.67 pt right of the body; corners of about a third of the height).
private struct BatteryGlyph: View {
    let ink: Color

    var body: some View {
        GeometryReader { proxy in
            let scale = proxy.size.height / 13
            let body = proxy.size.width - 2 * scale
            ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: 4.33 * scale).strokeBorder(ink.opacity(0.4), lineWidth: scale)
                    .frame(width: body, height: proxy.size.height)
                RoundedRectangle(cornerRadius: 2.5 * scale).fill(ink)
                    .frame(width: body - 4 * scale, height: proxy.size.height - 4 * scale)
                    .offset(x: 2 * scale, y: 2 * scale)
                RoundedRectangle(cornerRadius: 0.67 * scale).fill(ink.opacity(0.5))
                    .frame(width: 1.33 * scale, height: 3 * scale)
                    .offset(x: body + 0.67 * scale, y: 5 * scale)
            }
        }
    }
}

private extension View {
    /// This view at `rect` of a top-leading ZStack.
    func placed(_ rect: CGRect) -> some View {
        frame(width: rect.width, height: rect.height)
            .alignmentGuide(.leading) { _ in -rect.minX }
            .alignmentGuide(.top) { _ in -rect.minY }
    }
}
