import CoreGraphics

/// Paths across the Core Graphics boundary: `Path(uiBezierPath.cgPath)` in the rounded-
/// corners helper many apps copy, and `path.cgPath` for code that hands a path to UIKit.
extension Path {
    /// The path `path` records.
    public init(_ path: CGPath) {
        self.init()
        Path.replay(path._operations, transform: .identity, into: &self)
    }

    /// The path as a Core Graphics path (its elements, as lines and curves).
    public var cgPath: CGPath {
        let path = CGMutablePath()
        forEach { element in
            switch element {
            case .move(let to): path.move(to: to)
            case .line(let to): path.addLine(to: to)
            case .quadCurve(let to, let control): path.addQuadCurve(to: to, control: control)
            case .curve(let to, let control1, let control2): path.addCurve(to: to, control1: control1, control2: control2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }

    private static func replay(_ operations: [_CGPathOperation], transform: CGAffineTransform, into path: inout Path) {
        for operation in operations {
            switch operation {
            case .move(let point): path.move(to: point.applying(transform))
            case .line(let point): path.addLine(to: point.applying(transform))
            case .quadCurve(let end, let control):
                path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
            case .curve(let end, let control1, let control2):
                path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
            case .close: path.closeSubpath()
            case .rect(let rect, let own): path.addRect(rect, transform: own.concatenating(transform))
            case .ellipse(let rect, let own): path.addEllipse(in: rect, transform: own.concatenating(transform))
            case .roundedRect(let rect, let corner, let own):
                path.addRoundedRect(in: rect, cornerSize: corner, style: .circular, transform: own.concatenating(transform))
            case .arc(let center, let radius, let start, let end, let clockwise, let own):
                path.addArc(center: center, radius: radius, startAngle: .radians(Double(start)), endAngle: .radians(Double(end)),
                            clockwise: clockwise, transform: own.concatenating(transform))
            case .tangentArc(let end1, let end2, let radius, let own):
                path.addArc(tangent1End: end1, tangent2End: end2, radius: radius, transform: own.concatenating(transform))
            case .path(let inner, let own):
                replay(inner, transform: own.concatenating(transform), into: &path)
            }
        }
    }
}
