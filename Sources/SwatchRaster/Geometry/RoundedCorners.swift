/// SwiftUI's `RoundedCornerStyle`: how a rounded rectangle's corners curve.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles (or quarter ellipses) meeting the straight edges.
    case circular
    /// Apple's continuous-curvature corner: the curve starts farther along each edge and
    /// bends gradually, so there is no visible kink where edge and corner meet.
    case continuous
}

/// SwiftUI's `RectangleCornerRadii`: one radius per corner, named by leading/trailing so
/// they follow the layout direction.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for the four corners; any left out are square.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// Builds rounded-rectangle outlines (docs/ARCHITECTURE.md §7.7). The subpath starts at the
/// middle of the right edge, as SwiftUI's `addRoundedRect` documents, and runs clockwise on
/// screen through the bottom-right, bottom-left, top-left and top-right corners.
enum RoundedRectOutline {
    /// How far along each edge a continuous corner reaches, in units of its radius.
    static let continuousExtent: CGFloat = 1.528665

    /// The continuous corner as three cubics in a corner frame whose unit is the radius:
    /// u runs back along the incoming edge from the corner, v along the outgoing edge. The
    /// curve starts at (extent, 0) and ends at (0, extent). Coefficients from the
    /// reverse-engineered iOS 7+ `UIBezierPath(roundedRect:cornerRadius:)` outline
    /// (PaintCode, "Code for iOS 7 rounded rectangles"; Manfred Schwind, "Exploring iOS 7
    /// rounded corners"), as tabulated in several public re-implementations.
    static let continuousCorner: [(CGPoint, CGPoint, CGPoint)] = [
        (CGPoint(x: 1.088492957618529, y: 0), CGPoint(x: 0.868406944063002, y: 0),
         CGPoint(x: 0.631493792830993, y: 0.074911387847016)),
        (CGPoint(x: 0.372823826625747, y: 0.169059556044370), CGPoint(x: 0.169059556044370, y: 0.372823826625747),
         CGPoint(x: 0.074911387847016, y: 0.631493792830993)),
        (CGPoint(x: 0, y: 0.868406944063002), CGPoint(x: 0, y: 1.088492957618529),
         CGPoint(x: 0, y: continuousExtent)),
    ]

    /// A quarter circle of radius 1 in the same frame (centre (1, 1)), cut into three 30°
    /// cubics so it can be blended point by point with the continuous corner.
    static let circularCorner: [(CGPoint, CGPoint, CGPoint)] = {
        var pieces: [(CGPoint, CGPoint, CGPoint)] = []
        let step = -Double.pi / 6, k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<3 {
            let a0 = -Double.pi / 2 + step * Double(i), a1 = a0 + step
            let p0 = CGPoint(x: 1 + cos(a0), y: 1 + sin(a0)), p1 = CGPoint(x: 1 + cos(a1), y: 1 + sin(a1))
            pieces.append((CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                           CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1)), p1))
        }
        return pieces
    }()

    /// Adds the outline. `radii` are (horizontal, vertical) per corner in the order top
    /// trailing, bottom trailing, bottom leading, top leading.
    static func add(to path: inout Path, rect: CGRect, radii: [CGSize], style: RoundedCornerStyle, transform: CGAffineTransform) {
        let r = rect.standardized
        guard !r.isNull, !r.isInfinite else { return }
        let halfW = r.width / 2, halfH = r.height / 2
        // Corner points with the unit vectors back along the incoming edge and along the
        // outgoing edge, in drawing order: bottom right, bottom left, top left, top right.
        let corners: [(CGPoint, CGPoint, CGPoint, CGSize)] = [
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0), radii[1]),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1), radii[2]),
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0), radii[3]),
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1), radii[0]),
        ]
        func t(_ p: CGPoint) -> CGPoint { p.applying(transform) }
        path.move(to: t(CGPoint(x: r.maxX, y: r.midY)))
        for (corner, back, forward, size) in corners {
            // Radii along the incoming edge (u) and the outgoing edge (v). A circular corner
            // (equal radii: `cornerRadius:`) is clamped to half the shorter side, so it stays
            // circular and a too-large radius makes a capsule, as SwiftUI draws it (a
            // calculator's wide "0" key); an elliptical one is clamped per axis.
            let incomingIsVertical = back.x == 0
            var ru = max(0, incomingIsVertical ? size.height : size.width)
            var rv = max(0, incomingIsVertical ? size.width : size.height)
            let halfU = incomingIsVertical ? halfH : halfW, halfV = incomingIsVertical ? halfW : halfH
            if size.width == size.height {
                let radius = min(ru, halfW, halfH)
                ru = radius; rv = radius
            } else {
                ru = min(ru, halfU); rv = min(rv, halfV)
            }
            func local(_ p: CGPoint) -> CGPoint {
                CGPoint(x: corner.x + back.x * p.x * ru + forward.x * p.y * rv,
                        y: corner.y + back.y * p.x * ru + forward.y * p.y * rv)
            }
            guard ru > 0, rv > 0 else {
                path.addLine(to: t(corner))
                continue
            }
            switch style {
            case .circular:
                let k = Path.kappa
                path.addLine(to: t(local(CGPoint(x: 1, y: 0))))
                path.addCurve(to: t(local(CGPoint(x: 0, y: 1))),
                              control1: t(local(CGPoint(x: 1 - k, y: 0))), control2: t(local(CGPoint(x: 0, y: 1 - k))))
            case .continuous:
                // Where the full corner would not fit (it reaches `continuousExtent` radii
                // along each edge), blend towards the circular corner so that the corner ends
                // exactly at the middle of the shorter side: a capsule at radius = half side.
                let room = min(halfU / ru, halfV / rv)
                let f = max(0, min(1, (room - 1) / (continuousExtent - 1)))
                func blend(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
                    CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                }
                path.addLine(to: t(local(blend(CGPoint(x: 1, y: 0), CGPoint(x: continuousExtent, y: 0)))))
                for i in 0..<3 {
                    let c = circularCorner[i], s = continuousCorner[i]
                    path.addCurve(to: t(local(blend(c.2, s.2))),
                                  control1: t(local(blend(c.0, s.0))), control2: t(local(blend(c.1, s.1))))
                }
            }
        }
        path.closeSubpath()
    }
}
