import SwatchRaster
import UIKit

/// How a representable's UIKit view is drawn (docs/ARCHITECTURE.md §2.7): the views whose
/// picture follows from a few properties — labels, text fields, text views, search bars,
/// image views, stacks of those, and a hosting controller's SwiftUI content — are drawn with
/// the engine's own views; any other view
/// is the named placeholder tile. UIKit itself never draws: there is no window server.
@MainActor
enum UIKitViewDrawing {
    /// The picture of `view`; `name` captions the tile when the view is not one we draw.
    static func view(for view: UIView, name: String) -> AnyView {
        if view.isHidden { return AnyView(Color.clear) }
        let content: AnyView
        switch view {
        case let label as UILabel: content = AnyView(labelPicture(label))
        case let bar as UISearchBar: content = AnyView(searchBarPicture(bar))
        case let field as UITextField: content = AnyView(textFieldPicture(field))
        case let textView as UITextView: content = AnyView(textViewPicture(textView))
        case let imageView as UIImageView: content = imagePicture(imageView)
        case let stack as UIStackView: content = AnyView(stackPicture(stack))
        case let hosting as _UIHostingView: content = hosting.hostedContent
        default: return AnyView(_PlaceholderTile(name).opacity(Double(view.alpha)))
        }
        return decorated(content, by: view)
    }

    /// A child of a stack: drawn the same way, its tile named after its class.
    static func child(_ view: UIView) -> AnyView {
        self.view(for: view, name: "\(type(of: view))")
    }

    /// The view's own background, corner radius, border and opacity around `content`.
    private static func decorated(_ content: AnyView, by view: UIView) -> AnyView {
        let radius = view.layer.cornerRadius
        var result = content
        // A text view draws its own background (systemBackground unless set).
        if let background = view.backgroundColor, !(view is UITextView) {
            result = AnyView(result.background(RoundedRectangle(cornerRadius: radius).fill(Color(uiColor: background))))
        }
        if view.layer.borderWidth > 0 {
            let color = view.layer.borderColor.map { Color(cgColor: $0) } ?? Color.black
            result = AnyView(result.overlay(RoundedRectangle(cornerRadius: radius).strokeBorder(color, lineWidth: view.layer.borderWidth)))
        }
        if radius > 0 && (view.clipsToBounds || view.layer.masksToBounds) {
            result = AnyView(result.clipShape(RoundedRectangle(cornerRadius: radius)))
        }
        return view.alpha < 1 ? AnyView(result.opacity(Double(view.alpha))) : result
    }

    /// The image fitted as `contentMode` says; templates (symbols) in the tint.
    private static func imagePicture(_ imageView: UIImageView) -> AnyView {
        guard let uiImage = imageView.isHighlighted ? (imageView.highlightedImage ?? imageView.image) : imageView.image else {
            return AnyView(Color.clear)
        }
        let image = Image(uiImage: uiImage)
        let tint = Color(uiColor: imageView.tintColor ?? UIColor.tintColor)
        let fitted: AnyView
        switch imageView.contentMode {
        case .scaleToFill, .redraw:
            fitted = AnyView(image.resizable())
        case .scaleAspectFit:
            fitted = AnyView(image.resizable().aspectRatio(contentMode: .fit).frame(maxWidth: .infinity, maxHeight: .infinity))
        case .scaleAspectFill:
            let filled = image.resizable().aspectRatio(contentMode: .fill).frame(maxWidth: .infinity, maxHeight: .infinity)
            fitted = imageView.clipsToBounds ? AnyView(filled.clipped()) : AnyView(filled)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            fitted = AnyView(image.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment(of: imageView.contentMode)))
        }
        return AnyView(fitted.foregroundColor(tint))
    }

    /// Where an unscaled image sits.
    private static func alignment(of mode: UIView.ContentMode) -> Alignment {
        switch mode {
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .leading
        case .right: return .trailing
        case .topLeft: return .topLeading
        case .topRight: return .topTrailing
        case .bottomLeft: return .bottomLeading
        case .bottomRight: return .bottomTrailing
        default: return .center
        }
    }

    /// The arranged subviews in an engine stack of the same axis, spacing and alignment;
    /// `.fill` alignment stretches them across the axis, `.fillEqually` shares the axis.
    private static func stackPicture(_ stack: UIStackView) -> some View {
        let children = stack.arrangedSubviews.filter { !$0.isHidden }.map { child($0) }
        let fillsAcross = stack.alignment == .fill
        let sharesAlong = stack.distribution == .fillEqually
        let vertical = stack.axis == .vertical
        let laidOut = children.map { child -> AnyView in
            switch (vertical, fillsAcross, sharesAlong) {
            case (true, true, true): return AnyView(child.frame(maxWidth: .infinity, maxHeight: .infinity))
            case (true, true, false): return AnyView(child.frame(maxWidth: .infinity))
            case (true, false, true): return AnyView(child.frame(maxHeight: .infinity))
            case (false, true, true): return AnyView(child.frame(maxWidth: .infinity, maxHeight: .infinity))
            case (false, true, false): return AnyView(child.frame(maxHeight: .infinity))
            case (false, false, true): return AnyView(child.frame(maxWidth: .infinity))
            default: return child
            }
        }
        let margins = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
        let body: AnyView
        if vertical {
            body = AnyView(VStack(alignment: horizontalAlignment(stack.alignment), spacing: stack.spacing) {
                ForEach(laidOut.indices, id: \.self) { laidOut[$0] }
            })
        } else {
            body = AnyView(HStack(alignment: verticalAlignment(stack.alignment), spacing: stack.spacing) {
                ForEach(laidOut.indices, id: \.self) { laidOut[$0] }
            })
        }
        return body.padding(EdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right))
    }

    private static func horizontalAlignment(_ alignment: UIStackView.Alignment) -> HorizontalAlignment {
        switch alignment {
        case .center: return .center
        case .trailing, .lastBaseline: return .trailing
        default: return .leading
        }
    }

    private static func verticalAlignment(_ alignment: UIStackView.Alignment) -> VerticalAlignment {
        switch alignment {
        case .leading: return .top
        case .trailing: return .bottom
        case .firstBaseline: return .firstTextBaseline
        case .lastBaseline: return .lastTextBaseline
        default: return .center
        }
    }
}
