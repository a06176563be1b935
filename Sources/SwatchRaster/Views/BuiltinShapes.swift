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

/// A rectangle with rounded corners, continuous (Apple's smooth corner) unless asked for
/// circular ones, as in SwiftUI.
public struct RoundedRectangle: InsettableShape {
    /// Corner radii.
    public var cornerSize: CGSize
    /// How the corners curve.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// Rounded with corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// Rounded with elliptical corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// `rect` with rounded corners; an inset shrinks the radii too, so the curves stay concentric.
    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
        DegenerateGeometry.checkCornerRadius(cornerSize, shape: "RoundedRectangle")
        return Path(roundedRect: inner,
                    cornerSize: CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount)),
                    style: style)
    }
    /// The shape `amount` further inside, with radii `amount` smaller.
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// SwiftUI's `UnevenRoundedRectangle`: a rectangle whose four corners have their own radii.
public struct UnevenRoundedRectangle: InsettableShape {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners curve.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A rectangle with the given corner radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius per corner; corners left out are square.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// `rect` with each corner rounded by its radius (less any inset).
    public func path(in rect: CGRect) -> Path {
        let d = insetAmount
        for radius in [cornerRadii.topLeading, cornerRadii.bottomLeading, cornerRadii.bottomTrailing, cornerRadii.topTrailing] {
            DegenerateGeometry.checkCornerRadius(CGSize(width: radius, height: radius), shape: "UnevenRoundedRectangle")
        }
        let radii = RectangleCornerRadii(topLeading: max(0, cornerRadii.topLeading - d), bottomLeading: max(0, cornerRadii.bottomLeading - d),
                                         bottomTrailing: max(0, cornerRadii.bottomTrailing - d), topTrailing: max(0, cornerRadii.topTrailing - d))
        return Path(roundedRect: rect.insetBy(dx: d, dy: d), cornerRadii: radii, style: style)
    }

    /// The shape `amount` further inside, with radii `amount` smaller.
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
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
    /// How the ends curve; a continuous capsule's ends are exact semicircles too (see
    /// `RoundedRectOutline`).
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// A capsule whose round ends are on its frame's shorter sides.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// `rect` with a corner radius of half its shorter side, shrunk by any inset.
    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(inner.width, inner.height) / 2
        return Path(roundedRect: inner, cornerRadius: radius, style: style)
    }
    /// The capsule `amount` further inside on every side.
    public func inset(by amount: CGFloat) -> Capsule {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

extension Shape where Self == Rectangle {
    /// A rectangle, as in `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle, as in `.clipShape(.rect(cornerRadius: 8))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rounded rectangle with elliptical corners.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius per corner.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// A rectangle with a radius per corner; corners left out are square.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle, as in `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse filling the frame.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule with continuous ends.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with ends of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container-relative shape (a rectangle here, see `ContainerRelativeShape`).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
