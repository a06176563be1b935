import SwatchRaster

/// The corners of a rectangle, as `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// takes them: UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The raw bits, as UIKit numbers them.
    public let rawValue: UInt
    /// The set with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners = UIRectCorner(rawValue: 0b1111)
}

/// UIKit's path object, built on the engine's `Path`: what the rounded-corners helper that
/// many apps copy (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` then
/// `Path(path.cgPath)`) and hand-drawn shapes use (docs/ARCHITECTURE.md §2.7).
open class UIBezierPath: @unchecked Sendable {
    // @unchecked: used from one thread, as UIKit's is.
    /// The path drawn so far.
    public private(set) var path: Path
    /// The stroke width `stroke()` would use; kept for code that sets it.
    open var lineWidth: CGFloat = 1
    /// The stroke's cap.
    open var lineCapStyle: CGLineCap = .butt
    /// The stroke's join.
    open var lineJoinStyle: CGLineJoin = .miter
    /// Whether filling uses the even-odd rule.
    open var usesEvenOddFillRule = false

    /// An empty path.
    public init() { path = Path() }

    /// The outline of `rect`.
    public convenience init(rect: CGRect) {
        self.init()
        path = Path(rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path = Path(ellipseIn: rect)
    }

    /// `rect` with every corner rounded by `cornerRadius`, in UIKit's continuous outline.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
    }

    /// `rect` with the chosen corners rounded by `cornerRadii` (UIKit uses the width for
    /// both axes), the others square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let limit = min(rect.width, rect.height) / 2
        let radius = max(0, min(cornerRadii.width, limit))
        let radii = RectangleCornerRadii(
            topLeading: corners.contains(.topLeft) ? radius : 0,
            bottomLeading: corners.contains(.bottomLeft) ? radius : 0,
            bottomTrailing: corners.contains(.bottomRight) ? radius : 0,
            topTrailing: corners.contains(.topRight) ? radius : 0)
        path = Path(roundedRect: rect, cornerRadii: radii, style: .continuous)
    }

    /// An arc of the circle at `center`, angles in radians (clockwise in UIKit's flipped
    /// coordinates, as in SwiftUI's).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path a Core Graphics path records.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = Path(cgPath)
    }

    /// The path as Core Graphics' type: `Path(bezier.cgPath)`.
    open var cgPath: CGPath { path.cgPath }
    /// The smallest rectangle holding every point of the path.
    open var bounds: CGRect { path.boundingRect }
    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// Where the path ends.
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// An arc of the circle at `center`, angles in radians.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's `clockwise` is in its flipped (y-down) coordinates; SwiftUI's `addArc`
        // takes the opposite sense there.
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { path = Path() }
    /// Appends another path's elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    /// Whether `point` is inside the path.
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }
    /// A copy drawn in the opposite direction; the outline (and so the picture) is the same.
    open func reversing() -> UIBezierPath {
        let copy = UIBezierPath()
        copy.path = path
        return copy
    }
    /// Fills the path in the current context (a renderer's or image context's) with its
    /// fill color; nothing outside one.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
    /// Strokes the path in the current context with its line settings; nothing outside one.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }
}
