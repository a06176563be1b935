import SwatchRaster
import UIKit

/// The body of every `UIViewRepresentable`: it makes the coordinator and the UIKit view with
/// a context holding the environment, updates the view once, and draws it (§2.7). Public only
/// because the protocol's `body` names it.
public struct _UIViewRepresentableHost<Representable: UIViewRepresentable>: View {
    let representable: Representable
    @Environment(\.self) private var environment

    /// The drawn UIKit view.
    public var body: some View {
        let context = UIViewRepresentableContext<Representable>(coordinator: representable.makeCoordinator(), environment: environment)
        let view = representable.makeUIView(context: context)
        representable.updateUIView(view, context: context)
        return UIKitViewDrawing.view(for: view, name: "\(Representable.self)")
    }
}

/// The body of every `UIViewControllerRepresentable`: it makes and updates the controller, then
/// draws the controller's `view` as a wrapped view would be drawn (§2.7).
public struct _UIViewControllerRepresentableHost<Representable: UIViewControllerRepresentable>: View {
    let representable: Representable
    @Environment(\.self) private var environment

    /// The drawn view of the controller.
    public var body: some View {
        let context = UIViewControllerRepresentableContext<Representable>(coordinator: representable.makeCoordinator(), environment: environment)
        let controller = representable.makeUIViewController(context: context)
        representable.updateUIViewController(controller, context: context)
        return UIKitViewDrawing.view(for: controller.view ?? UIView(), name: "\(Representable.self)")
    }
}
