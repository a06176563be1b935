/// iOS 26's bottom accessory of a tab view (`tabViewBottomAccessory(content:)`): a view that
/// iPhone shows above a full-size tab bar, on Liquid Glass in a capsule, such as a music app's
/// now-playing row. A still never collapses the bar, so the accessory is always in its expanded
/// place (`tabViewBottomAccessoryPlacement` reads `.expanded` inside it): 48 pt tall, inset
/// 16 pt from the sides, 8 pt above the bar (approximations from Apple's iOS 26 screenshots,
/// ARCHITECTURE §5.20, not measurements), drawn with the engine's regular glass.
struct TabViewAccessoryBox: @unchecked Sendable {
    // @unchecked: a view value, read on the render's thread only.
    let view: AnyView
}

private struct TabViewAccessoryKey: EnvironmentKey { static var defaultValue: TabViewAccessoryBox? { nil } }
private struct AccessoryPlacementKey: EnvironmentKey { static var defaultValue: TabViewBottomAccessoryPlacement? { nil } }

/// Where a tab view's bottom accessory is: SwiftUI's `TabViewBottomAccessoryPlacement`.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// In line with a collapsed tab bar.
    case inline
    /// Above a full-size tab bar.
    case expanded
}

extension EnvironmentValues {
    /// The accessory the enclosing tab view shows above its bar.
    var tabViewAccessory: TabViewAccessoryBox? {
        get { self[TabViewAccessoryKey.self] }
        set { self[TabViewAccessoryKey.self] = newValue }
    }
    /// Where the tab view's bottom accessory is; nil outside one.
    public internal(set) var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[AccessoryPlacementKey.self] }
        set { self[AccessoryPlacementKey.self] = newValue }
    }
}

extension View {
    /// Shows `content` as the bottom accessory of this tab view, above its tab bar.
    nonisolated public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewAccessory, TabViewAccessoryBox(view: AnyView(content())))
    }
    /// Shows `content` as the bottom accessory of this tab view when `isEnabled` (iOS 26.1).
    nonisolated public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewAccessory, isEnabled ? TabViewAccessoryBox(view: AnyView(content())) : nil)
    }
}

/// The accessory as the tab view draws it above the bar.
struct TabViewAccessory: View {
    let box: TabViewAccessoryBox

    var body: some View {
        box.view
            .environment(\.tabViewBottomAccessoryPlacement, .expanded)
            .frame(maxWidth: .infinity)
            .frame(height: 48)
            .glassEffect(.regular, in: Capsule())
            .padding(.horizontal, 16)
            .padding(.bottom, 8)
    }
}
