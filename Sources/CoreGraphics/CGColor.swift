import Foundation

/// Core Graphics' color, in the sRGB space only: what `Color(cgColor:)`, `UIColor(cgColor:)`
/// and `UIColor.cgColor` exchange. Also there because third-party code guarded by
/// `#if canImport(CoreGraphics)` compiles on Linux once this module is in the build, and
/// `CGColor(red:green:blue:alpha:)` is what such code builds (docs/ARCHITECTURE.md §2.7).
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    // @unchecked: immutable.
    /// The red, green, blue and alpha components, each 0...1 (gray colors are stored as
    /// equal red, green and blue).
    public let components: [CGFloat]?

    /// An sRGB color from its components, as `CGColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A gray of `gray` (0 black, 1 white), as `CGColor(gray:alpha:)`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Opaque white (iOS 14's `CGColor.white`).
    public static var white: CGColor { CGColor(gray: 1, alpha: 1) }
    /// Opaque black.
    public static var black: CGColor { CGColor(gray: 0, alpha: 1) }
    /// Transparent black.
    public static var clear: CGColor { CGColor(gray: 0, alpha: 0) }

    /// The alpha component.
    public var alpha: CGFloat { components?[3] ?? 1 }

    /// Four: red, green, blue, alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Equal when the components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    /// The components, as `CGColor` describes itself in short.
    public var description: String { "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))" }
}
