/// A shape whose outline is the stroke of another shape: what `stroke(style:)` returns.
protocol StrokedShapeSource {
    /// The path being stroked.
    func sourcePath(in rect: CGRect) -> Path
    /// How it is stroked.
    var strokeStyle: StrokeStyle { get }
}

/// The stroke of `shape` as a shape (SwiftUI's `_StrokedShape`). Drawn directly, it is
/// stroked at the device scale; its `path(in:)` is the stroke outline in points.
struct StrokedShape<Content: Shape>: Shape, StrokedShapeSource {
    var shape: Content
    var style: StrokeStyle

    func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }

    func sourcePath(in rect: CGRect) -> Path { shape.path(in: rect) }
    var strokeStyle: StrokeStyle { style }
}

/// SwiftUI's `OffsetShape`: a shape moved by an offset within its frame.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape being moved.
    public var shape: Content
    /// How far it moves.
    public var offset: CGSize

    /// `shape` moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's path, translated.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, moved by the same offset.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// SwiftUI's `RotatedShape`: a shape turned about an anchor of its frame.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape being rotated.
    public var shape: Content
    /// The rotation; positive turns clockwise on screen.
    public var angle: Angle
    /// The fixed point, as a fraction of the frame.
    public var anchor: UnitPoint

    /// `shape` rotated by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's path, rotated about the anchor point of `rect`.
    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        let transform = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(rotationAngle: angle.radians))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(transform)
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, rotated the same way.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// SwiftUI's `ScaledShape`: a shape scaled about an anchor of its frame.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape being scaled.
    public var shape: Content
    /// Horizontal and vertical factors.
    public var scale: CGSize
    /// The fixed point, as a fraction of the frame.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's path, scaled about the anchor point of `rect`.
    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        let transform = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(transform)
    }
}

/// SwiftUI's `TransformedShape`: a shape mapped by an affine transform.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape being transformed.
    public var shape: Content
    /// The transform, applied in the frame's coordinates.
    public var transform: CGAffineTransform

    /// `shape` mapped by `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's path, transformed.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

/// The part of a shape's outline between two fractions of its length (`trim(from:to:)`).
struct TrimmedShape<Content: Shape>: Shape {
    var shape: Content
    var from: CGFloat
    var to: CGFloat
    /// Bounds outside 0...1 are clamped to it (Apple: "fractions between zero and one"); a
    /// NaN bound is no fraction, so nothing is drawn, with a warning (§5.21).
    func path(in rect: CGRect) -> Path {
        guard !from.isNaN, !to.isNaN else {
            DegenerateGeometry.warn("trim(from: \(from), to: \(to))", "invalid trim bound (NaN)", "not drawn")
            return Path()
        }
        return shape.path(in: rect).trimmedPath(from: from, to: to)
    }
}

/// A shape drawn at a fixed size at the frame's origin (`size(_:)`).
struct SizedShape<Content: Shape>: Shape {
    var shape: Content
    var size: CGSize
    func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
}

extension Shape {
    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved by `offset`, given as a point.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape rotated by `angle` about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `x` and `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` on both axes about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape mapped by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The part of the outline between `startFraction` and `endFraction` of its length; a
    /// stroked, trimmed circle is the usual progress ring.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }

    /// The shape laid out at `size`, at its frame's origin, whatever frame it is given.
    public func size(_ size: CGSize) -> some Shape { SizedShape(shape: self, size: size) }

    /// The shape laid out at `width` × `height`, at its frame's origin.
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        SizedShape(shape: self, size: CGSize(width: width, height: height))
    }
}

/// SwiftUI's `AnyShape`: a type-erased shape, so one variable can hold a circle or a
/// rectangle (`isRound ? AnyShape(Circle()) : AnyShape(Rectangle())`).
public struct AnyShape: Shape {
    private let makePath: @Sendable (CGRect) -> Path

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) { makePath = { shape.path(in: $0) } }

    /// The wrapped shape's path.
    public func path(in rect: CGRect) -> Path { makePath(rect) }
}

/// SwiftUI's `ContainerRelativeShape`: the nearest `containerShape(_:)`'s shape, inset by the
/// view's distance from that container so that corners stay concentric; a rectangle filling
/// the frame where no container shape is set, as in SwiftUI.
public struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0
    /// The container-relative shape.
    public init() {}
    /// The container's shape around this view (or the frame), shrunk by any inset.
    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard let (reference, frame) = ContainerShapeScope.current else { return Path(inner) }
        let drawn = frame.insetBy(dx: insetAmount, dy: insetAmount)
        return reference.path(in: inner, frame: drawn)
    }
    /// The shape `amount` further inside on every side.
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

extension Path: Shape {
    /// The path itself, in its own coordinates: a `Path` draws where its points are, whatever
    /// frame it is given.
    public func path(in rect: CGRect) -> Path { self }
}
