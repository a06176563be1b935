/// `.opacity`, `.clipped`, `.clipShape`, `.cornerRadius`: the content is drawn into an
/// offscreen layer (or a clip rect) and composited once, as SwiftUI does.
final class CompositingNode: ModifierNode {
    let opacity: Double
    /// The clip outline for a frame, or nil for none.
    let clip: ((CGRect) -> Path)?
    /// True when the clip is the frame itself (a crisp rectangular clip, no layer needed).
    let clipsToFrame: Bool

    init(path: ViewPath, child: Node, opacity: Double = 1, clip: ((CGRect) -> Path)? = nil, clipsToFrame: Bool = false) {
        self.opacity = max(0, min(1, opacity.isFinite ? opacity : 1))
        self.clip = clip
        self.clipsToFrame = clipsToFrame
        super.init(path: path, child: child)
    }

    override func draw(_ list: inout DisplayList) {
        if clipsToFrame { list.append(.pushClip(list.snap(frame))) }
        let needsLayer = opacity < 1 || clip != nil
        if needsLayer { list.append(.beginLayer(opacity: opacity)) }
        child.draw(&list)
        if needsLayer {
            let mask = clip.map { list.devicePolygonsOf($0(list.pointRect(list.snap(frame)))) }
            list.append(.endLayer(mask: mask))
        }
        if clipsToFrame { list.append(.popClip) }
    }
}

extension View {
    /// Draws the view with its alpha multiplied by `opacity` (0...1), as one layer.
    public func opacity(_ opacity: Double) -> some View {
        wrapNodes { node, _, context in CompositingNode(path: context.path, child: node, opacity: opacity) }
    }

    /// Cuts drawing off at the view's frame.
    public func clipped(antialiased: Bool = false) -> some View {
        wrapNodes { node, _, context in CompositingNode(path: context.path, child: node, clipsToFrame: true) }
    }

    /// Cuts drawing off outside a shape fitted to the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrapNodes { node, _, context in
            CompositingNode(path: context.path, child: node, clip: { shape.path(in: $0) })
        }
    }

    /// Rounds the view's corners by clipping it to a rounded rectangle.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}

/// Fill rule options for `clipShape`, accepted for source compatibility (non-zero is used).
public struct FillStyle: Equatable {
    /// Ignored: `clipShape` always uses the non-zero winding rule.
    public var isEOFilled: Bool
    /// Ignored by `clipShape` in this engine.
    public var isAntialiased: Bool
    /// The options as SwiftUI spells them; neither changes how a clip is drawn here.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
