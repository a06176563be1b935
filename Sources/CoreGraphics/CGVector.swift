import Foundation

// Part of the Linux `CoreGraphics` module (docs/ARCHITECTURE.md §2.7): one definition,
// re-exported by the engine, so no `#if canImport(CoreGraphics)` is needed anywhere.
// `@inlinable` throughout: the engine maps every path point through these (§7.6), and
// across a module boundary they would otherwise be calls.

/// Core Graphics' two-component vector, which Foundation on Linux does not have: SwiftUI code
/// uses it for drag translations and shadow offsets, so it must exist under its own name.
public struct CGVector: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The zero vector.
    @inlinable public init() { dx = 0; dy = 0 }
    /// A vector of (`dx`, `dy`).
    @inlinable public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// A vector of (`dx`, `dy`) from doubles.
    @inlinable public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// A vector of (`dx`, `dy`) from integers.
    @inlinable public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// The zero vector.
    public static let zero = CGVector()

    /// `(dx, dy)`, as Core Graphics prints it.
    @inlinable public var description: String { "(\(dx), \(dy))" }
}
