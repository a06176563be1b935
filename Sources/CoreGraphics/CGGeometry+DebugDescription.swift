import Foundation

// Apple's CoreGraphics makes its geometry types `CustomDebugStringConvertible`, and views
// print `size.debugDescription`; swift-corelibs-foundation does not (docs/ARCHITECTURE.md
// §2.7). The text is Apple's `description`, which Linux Foundation already prints the same
// way: `(1.0, 2.0)`, `(3.0, 4.0)`, `(1.0, 2.0, 3.0, 4.0)`.

extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// The point as Core Graphics prints it: `(x, y)`.
    @inlinable public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    /// The size as Core Graphics prints it: `(width, height)`.
    @inlinable public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// The rectangle as Core Graphics prints it: `(x, y, width, height)`.
    @inlinable public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension CGVector: CustomDebugStringConvertible {
    /// The vector as Core Graphics prints it: `(dx, dy)`.
    @inlinable public var debugDescription: String { description }
}
