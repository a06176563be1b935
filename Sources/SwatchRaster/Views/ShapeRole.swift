/// SwiftUI's `ShapeRole`: what a shape is for, which lets a style pick its look (a separator
/// color for separators). Every built-in shape here is a fill; the role is declared for code
/// that reads or overrides it and does not change drawing.
public enum ShapeRole: Sendable, Hashable {
    /// A filled shape.
    case fill
    /// A stroked outline.
    case stroke
    /// A separator line.
    case separator
}

extension Shape {
    /// The shape's role: `.fill` unless a shape says otherwise.
    public static var role: ShapeRole { .fill }
}
