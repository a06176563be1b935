// `UIViewRepresentable` and `UIViewControllerRepresentable` (docs/ARCHITECTURE.md §2.7).
// Apple declares `Body == Never` on these protocols and hosts the UIKit view; here `body` is a
// host view, supplied by the extensions below, so a conforming type compiles unchanged. The
// host makes the coordinator and the UIKit view once per resolve, updates it, and draws the
// views it knows from their properties (UIKitDrawing/); any other view is a placeholder tile
// that fills the offered size and names the type.

/// Wraps a UIKit view for SwiftUI: SwiftUI's `UIViewRepresentable`.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    /// The UIKit view this wraps.
    associatedtype UIViewType: UIView
    /// An object that passes UIKit's callbacks to SwiftUI; `Void` by default.
    associatedtype Coordinator = Void
    /// The context the methods receive.
    typealias Context = UIViewRepresentableContext<Self>
    /// Makes the UIKit view; called once each time the host view is resolved.
    func makeUIView(context: Self.Context) -> Self.UIViewType
    /// Updates the UIKit view from SwiftUI state, right after it is made.
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// Cleans up the view before it goes away.
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    /// Makes the coordinator.
    func makeCoordinator() -> Self.Coordinator
    /// The size the view wants for `proposal`; `nil` for the view's own (iOS 16).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
}

extension UIViewRepresentable {
    /// Does nothing.
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
    /// `nil`: the view sizes itself.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? { nil }
    /// The host that makes, updates and draws the UIKit view.
    public var body: _UIViewRepresentableHost<Self> { _UIViewRepresentableHost(representable: self) }
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

/// What a `UIViewRepresentable`'s methods receive: SwiftUI's `UIViewRepresentableContext`.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public let environment: EnvironmentValues
    /// The transaction of the current update.
    public var transaction: Transaction { Transaction() }
}

/// Wraps a UIKit view controller for SwiftUI: SwiftUI's `UIViewControllerRepresentable`.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
    /// The UIKit view controller this wraps.
    associatedtype UIViewControllerType: UIViewController
    /// An object that passes UIKit's callbacks to SwiftUI; `Void` by default.
    associatedtype Coordinator = Void
    /// The context the methods receive.
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// Makes the controller; called once each time the host view is resolved.
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// Updates the controller from SwiftUI state, right after it is made.
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    /// Cleans up the controller before it goes away.
    static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    /// Makes the coordinator.
    func makeCoordinator() -> Self.Coordinator
    /// The size the controller wants for `proposal`; `nil` for its own (iOS 16).
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    /// Does nothing.
    public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}
    /// `nil`: the controller sizes itself.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize? { nil }
    /// The host that makes, updates and draws the controller's view.
    public var body: _UIViewControllerRepresentableHost<Self> { _UIViewControllerRepresentableHost(representable: self) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

/// What a `UIViewControllerRepresentable`'s methods receive.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment the controller is in.
    public let environment: EnvironmentValues
    /// The transaction of the current update.
    public var transaction: Transaction { Transaction() }
}
