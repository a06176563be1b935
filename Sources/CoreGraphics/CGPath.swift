import Foundation

/// Core Graphics' path, as SwiftUI code exchanges it: `Path(uiBezierPath.cgPath)`,
/// `Path(cgMutablePath)`, `path.cgPath`. It records the drawing calls; the engine turns
/// them into its `Path` and draws that (docs/ARCHITECTURE.md §2.7).
open class CGPath: Hashable, @unchecked Sendable {
    // @unchecked: a CGPath is immutable once made; CGMutablePath is used from one thread,
    // as Core Graphics requires.
    /// The recorded calls, in order; the engine's `Path(_: CGPath)` replays them.
    public internal(set) var _operations: [_CGPathOperation]

    init(operations: [_CGPathOperation]) { _operations = operations }

    /// An immutable copy.
    public func copy() -> CGPath { CGPath(operations: _operations) }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(operations: _operations) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { _operations.isEmpty }

    /// A path that is the outline of `rect`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(operations: [.rect(rect, transform?.pointee ?? .identity)])
    }
    /// A path that is the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(operations: [.ellipse(rect, transform?.pointee ?? .identity)])
    }
    /// A path that is `rect` with elliptical corners of the given radii.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(operations: [.roundedRect(rect, CGSize(width: cornerWidth, height: cornerHeight), transform?.pointee ?? .identity)])
    }

    /// Equal when the same calls were recorded.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs._operations == rhs._operations }
    /// Hashes the recorded calls.
    public func hash(into hasher: inout Hasher) { hasher.combine(_operations) }
}

/// A path that can be built: Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(operations: []) }
    override init(operations: [_CGPathOperation]) { super.init(operations: operations) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        _operations.append(.move(point.applying(transform)))
    }
    /// A straight line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        _operations.append(.line(point.applying(transform)))
    }
    /// Straight lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }
    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        _operations.append(.quadCurve(end.applying(transform), control.applying(transform)))
    }
    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        _operations.append(.curve(end.applying(transform), control1.applying(transform), control2.applying(transform)))
    }
    /// Closes the current subpath.
    public func closeSubpath() { _operations.append(.close) }
    /// A closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        _operations.append(.rect(rect, transform))
    }
    /// Closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
    /// The ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        _operations.append(.ellipse(rect, transform))
    }
    /// A rectangle with elliptical corners.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        _operations.append(.roundedRect(rect, CGSize(width: cornerWidth, height: cornerHeight), transform))
    }
    /// An arc of the circle at `center`, angles in radians.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) {
        _operations.append(.arc(center, radius, startAngle, endAngle, clockwise, transform))
    }
    /// An arc tangent to two lines, as `CGContext.addArc(tangent1End:tangent2End:radius:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        _operations.append(.tangentArc(tangent1End, tangent2End, radius, transform))
    }
    /// An arc of `delta` radians from `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        _operations.append(.arc(center, radius, startAngle, startAngle + delta, delta < 0, transform))
    }
    /// Another path's elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        _operations.append(.path(path._operations, transform))
    }
}

/// One recorded path call (what `CGPath` keeps; the engine replays it).
public indirect enum _CGPathOperation: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(CGPoint, CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)
    case close
    case rect(CGRect, CGAffineTransform)
    case ellipse(CGRect, CGAffineTransform)
    case roundedRect(CGRect, CGSize, CGAffineTransform)
    case arc(CGPoint, CGFloat, CGFloat, CGFloat, Bool, CGAffineTransform)
    case tangentArc(CGPoint, CGPoint, CGFloat, CGAffineTransform)
    case path([_CGPathOperation], CGAffineTransform)
}
