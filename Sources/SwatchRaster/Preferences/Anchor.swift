/// An opaque geometry value (a rect or point) captured from a view, to be resolved in
/// another view's coordinate space with `GeometryProxy[anchor]`.
public struct Anchor<Value> {
    /// The value in root coordinates.
    let rootValue: Value
    /// Moves the value by an offset (to express it relative to another view).
    let translate: (Value, CGSize) -> Value

    /// What an anchor is taken from: a function of the view's bounds.
    public struct Source {
        let make: (CGRect) -> Anchor<Value>
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Equal when they hold the same value in root coordinates, whichever views they came from.
    public static func == (a: Anchor, b: Anchor) -> Bool { a.rootValue == b.rootValue }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the value in root coordinates, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(rootValue) }
}

extension Anchor: CustomStringConvertible {
    /// The value type and its value in root coordinates, for debugging.
    public var description: String { "Anchor<\(Value.self)>(\(rootValue))" }
}

extension Anchor.Source where Value == CGRect {
    /// The view's own bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(CGRect(x: 0, y: 0, width: 1, height: 1), unit: true) }

    /// A rectangle in the view's local coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(r, unit: false) }

    private static func rect(_ r: CGRect, unit: Bool) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            let local = unit ? CGRect(origin: .zero, size: frame.size) : r
            return Anchor<CGRect>(rootValue: local.offsetBy(dx: frame.minX, dy: frame.minY)) { rect, offset in
                rect.offsetBy(dx: offset.width, dy: offset.height)
            }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's local coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in makePoint(CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)) }
    }

    /// A point given as a fraction of the view's size.
    public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            makePoint(CGPoint(x: frame.minX + u.x * frame.width, y: frame.minY + u.y * frame.height))
        }
    }

    private static func makePoint(_ p: CGPoint) -> Anchor<CGPoint> {
        Anchor<CGPoint>(rootValue: p) { point, offset in CGPoint(x: point.x + offset.width, y: point.y + offset.height) }
    }

    /// The top-left corner of the view's bounds.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-right corner of the view's bounds.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's left edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The middle of the view's bounds.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's right edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-left corner of the view's bounds.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-right corner of the view's bounds.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
