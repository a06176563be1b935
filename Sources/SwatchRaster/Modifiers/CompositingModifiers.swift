/// `.opacity`, `.clipped`, `.clipShape`, `.cornerRadius`: the content is drawn into an
/// offscreen layer (or a clip rect) and composited once, as SwiftUI does.
final class CompositingNode: ModifierNode {
    let opacity: Double
    /// The clip outline for a frame, or nil for none.
    let clip: ((CGRect) -> Path)?
    /// True when the clip outline is filled by the even-odd rule (`FillStyle(eoFill:)`).
    var clipEvenOdd = false
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
        child.drawIfPlaced(&list)
        if needsLayer {
            // The clip shape's path in its own coordinates (origin at zero), moved to the frame.
            let rect = list.pointRect(list.snap(frame))
            let mask = clip.map { list.devicePolygonsOf($0(CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)) }
            if let mask, clipEvenOdd {
                list.append(.endLayerEvenOdd(mask: mask))
            } else {
                list.append(.endLayer(mask: mask))
            }
        }
        if clipsToFrame { list.append(.popClip) }
    }
}

extension View {
    /// Draws the view with its alpha multiplied by `opacity` (0...1), as one layer. Values
    /// outside the range are clamped to it, infinities included (with a warning); NaN is no
    /// amount of alpha, so that view is not drawn (§5.21).
    nonisolated public func opacity(_ opacity: Double) -> some View {
        wrapNodes { node, _, context in
            guard opacity.isFinite else {
                let drawn = opacity > 0 ? "drawn opaque" : opacity < 0 ? "drawn transparent" : "not drawn"
                DegenerateGeometry.warn("opacity(\(opacity))", "invalid opacity (non-finite)", drawn)
                if opacity.isNaN { return UndrawnNode(path: context.path, child: node) }
                return CompositingNode(path: context.path, child: node, opacity: opacity > 0 ? 1 : 0)
            }
            return CompositingNode(path: context.path, child: node, opacity: opacity)
        }
    }

    /// Cuts drawing off at the view's frame.
    nonisolated public func clipped(antialiased: Bool = false) -> some View {
        wrapNodes { node, _, context in CompositingNode(path: context.path, child: node, clipsToFrame: true) }
    }

    /// Cuts drawing off outside a shape fitted to the view's frame, filled by the rule of
    /// `style` (even-odd leaves the holes of a ring or star cut out).
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrapNodes { node, _, context in
            let container = context.environment.containerShape
            let clip = CompositingNode(path: context.path, child: node, clip: { [unowned node] rect in
                ContainerShapeScope.with(container, frame: node.frame) { shape.path(in: rect) }
            })
            clip.clipEvenOdd = style.isEOFilled
            return clip
        }
    }

    /// Rounds the view's corners by clipping it to a rounded rectangle.
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}

/// SwiftUI's `FillStyle`: the fill rule for `fill(_:style:)` and `clipShape(_:style:)`.
public struct FillStyle: Equatable, Sendable {
    /// True for the even-odd rule (a point is inside when a ray from it crosses the outline
    /// an odd number of times); false for the non-zero winding rule, the default.
    public var isEOFilled: Bool
    /// Accepted for source compatibility; edges are always anti-aliased in this engine.
    public var isAntialiased: Bool
    /// The options as SwiftUI spells them.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
