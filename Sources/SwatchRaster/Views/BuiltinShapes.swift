/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// A rectangle that takes whatever frame it is given.
    public init() {}
    /// `rect` itself, shrunk by any inset.
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    /// The rectangle `amount` further inside on every side, as `strokeBorder` needs.
    public func inset(by amount: CGFloat) -> Rectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
    /// Corner radii.
    public var cornerSize: CGSize
    var insetAmount: CGFloat = 0
    /// Rounded with circular corners of `cornerRadius`.
    public init(cornerRadius: CGFloat) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
    /// Rounded with elliptical corners of `cornerSize`.
    public init(cornerSize: CGSize) { self.cornerSize = cornerSize }
    /// `rect` with rounded corners; an inset shrinks the radii too, so the curves stay concentric.
    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path { path in
            path.addRoundedRect(
                in: inner,
                cornerSize: CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount)))
        }
    }
    /// The shape `amount` further inside, with radii `amount` smaller.
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// A circle sized by its frame's shorter side.
    public init() {}
    /// The largest circle centred in `rect`, shrunk by any inset.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        return Path(ellipseIn: square.insetBy(dx: insetAmount, dy: insetAmount))
    }
    /// The circle with its radius `amount` smaller.
    public func inset(by amount: CGFloat) -> Circle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    /// An ellipse stretched to its frame.
    public init() {}
    /// The ellipse inscribed in `rect`, shrunk by any inset.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    /// The ellipse `amount` further inside on every side.
    public func inset(by amount: CGFloat) -> Ellipse {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangle whose short sides are semicircles.
public struct Capsule: InsettableShape {
    var insetAmount: CGFloat = 0
    /// A capsule whose round ends are on its frame's shorter sides.
    public init() {}
    /// `rect` with a corner radius of half its shorter side, shrunk by any inset.
    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(inner.width, inner.height) / 2
        return Path(roundedRect: inner, cornerRadius: radius)
    }
    /// The capsule `amount` further inside on every side.
    public func inset(by amount: CGFloat) -> Capsule {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
