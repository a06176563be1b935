/// What a shape does when the layout direction changes (iOS 17). SwiftUI mirrors shapes in
/// right-to-left layout by default, so an arrow drawn pointing "forward" keeps pointing
/// forward; symmetric shapes look the same either way.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored.
    case fixed
    /// Mirrored when the layout direction is the given one.
    case mirrors(in: LayoutDirection)

    /// Mirrored in right-to-left layout: the default for shapes.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// True when a shape with this behavior is drawn mirrored in `direction`.
    func mirrors(_ direction: LayoutDirection) -> Bool {
        if case .mirrors(let when) = self { return when == direction }
        return false
    }
}

extension Shape {
    /// Shapes mirror in right-to-left layout unless they say otherwise, as SwiftUI's do when
    /// deploying to iOS 17 (Apple, `Shape.layoutDirectionBehavior`).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}
