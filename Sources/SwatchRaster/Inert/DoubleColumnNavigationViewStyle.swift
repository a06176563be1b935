/// Two columns side by side where there is room (deprecated since iOS 16). An iPhone in
/// portrait has room for one, so a `NavigationView` draws as with the stack style.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView")
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}
