import Foundation

/// A shape that marks points: Swift Charts' `ChartSymbolShape`.
public protocol ChartSymbolShape: Shape {
    /// The square the shape should look as large as, in its own coordinates.
    var perceptualUnitRect: CGRect { get }
}

/// The built-in point symbols: Swift Charts' `BasicChartSymbolShape`.
public struct BasicChartSymbolShape: ChartSymbolShape, Sendable {
    enum Kind: Int { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    let filled: Bool

    /// A filled circle.
    public static let circle = BasicChartSymbolShape(kind: .circle, filled: true)
    /// A filled square.
    public static let square = BasicChartSymbolShape(kind: .square, filled: true)
    /// A filled triangle.
    public static let triangle = BasicChartSymbolShape(kind: .triangle, filled: true)
    /// A filled diamond.
    public static let diamond = BasicChartSymbolShape(kind: .diamond, filled: true)
    /// A filled pentagon.
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon, filled: true)
    /// A plus sign.
    public static let plus = BasicChartSymbolShape(kind: .plus, filled: true)
    /// A diagonal cross (×).
    public static let cross = BasicChartSymbolShape(kind: .cross, filled: true)
    /// An asterisk.
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk, filled: true)

    /// The outline of this symbol, drawn as a line inside its bounds.
    public func strokeBorder(lineWidth: CGFloat) -> some ChartSymbolShape { StrokedChartSymbolShape(base: self, style: StrokeStyle(lineWidth: lineWidth)) }

    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { SymbolGeometry.path(kind, in: rect) }
}

/// Paths of the symbols. The cross and plus are bars a third of the size wide, as the
/// screenshots of iOS scatter charts show them (theirs have rounded ends).
enum SymbolGeometry {
    static func path(_ kind: BasicChartSymbolShape.Kind, in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let r = min(rect.width, rect.height) / 2
        var p = Path()
        switch kind {
        case .circle:
            p.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .square:
            let s = r * 0.886
            p.addRect(CGRect(x: c.x - s, y: c.y - s, width: 2 * s, height: 2 * s))
        case .triangle:
            let s = r * 1.1
            p.move(to: CGPoint(x: c.x, y: c.y - s))
            p.addLine(to: CGPoint(x: c.x + s * 0.866, y: c.y + s * 0.5))
            p.addLine(to: CGPoint(x: c.x - s * 0.866, y: c.y + s * 0.5))
            p.closeSubpath()
        case .diamond:
            p.move(to: CGPoint(x: c.x, y: c.y - r))
            p.addLine(to: CGPoint(x: c.x + r, y: c.y))
            p.addLine(to: CGPoint(x: c.x, y: c.y + r))
            p.addLine(to: CGPoint(x: c.x - r, y: c.y))
            p.closeSubpath()
        case .pentagon:
            for i in 0..<5 {
                let a = -Double.pi / 2 + Double(i) * 2 * .pi / 5
                let pt = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
                if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.closeSubpath()
        case .plus, .cross, .asterisk:
            let arms: [Double] = kind == .plus ? [0, 90] : kind == .cross ? [45, 135] : [90, 30, 150]
            let w = r * 0.66
            for deg in arms {
                let a = deg * .pi / 180
                let dx = cos(a) * r, dy = sin(a) * r
                // A bar of width `w` along the arm, as a rotated rectangle (same winding
                // for every arm, so the nonzero fill unites them).
                let nx = -sin(a) * w / 2, ny = cos(a) * w / 2
                p.move(to: CGPoint(x: c.x - dx + nx, y: c.y - dy + ny))
                p.addLine(to: CGPoint(x: c.x + dx + nx, y: c.y + dy + ny))
                p.addLine(to: CGPoint(x: c.x + dx - nx, y: c.y + dy - ny))
                p.addLine(to: CGPoint(x: c.x - dx - nx, y: c.y - dy - ny))
                p.closeSubpath()
            }
        }
        return p
    }
}

/// A symbol drawn as its outline: what `strokeBorder` makes of a symbol shape.
public struct StrokedChartSymbolShape<Base: ChartSymbolShape>: ChartSymbolShape {
    let base: Base
    let style: StrokeStyle
    /// The base shape's unit rectangle.
    public var perceptualUnitRect: CGRect { base.perceptualUnitRect }
    /// The base shape inset by half the line, so the line stays inside.
    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: style.lineWidth / 2, dy: style.lineWidth / 2)) }
}

extension ChartSymbolShape where Self: InsettableShape {
    /// The outline of this shape, inside its bounds.
    public func strokeBorder(style: StrokeStyle) -> some ChartSymbolShape { StrokedChartSymbolShape(base: self, style: style) }
    /// The outline of this shape, inside its bounds.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape { StrokedChartSymbolShape(base: self, style: StrokeStyle(lineWidth: lineWidth)) }
}

extension Circle: ChartSymbolShape {
    /// The circle's square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Rectangle: ChartSymbolShape {
    /// The whole square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

/// Marks whose symbol is an outline report their line.
protocol StrokedSymbol { var strokeStyle: StrokeStyle { get } }
extension StrokedChartSymbolShape: StrokedSymbol { var strokeStyle: StrokeStyle { style } }

/// A type-erased symbol kept by a mark.
struct AnyChartSymbolShape {
    let path: (CGRect) -> Path
    /// The line of an outlined symbol; nil for filled ones.
    let stroke: StrokeStyle?
    var filled: Bool { stroke == nil }
    init<S: ChartSymbolShape>(_ shape: S) {
        path = { shape.path(in: $0) }
        stroke = (shape as? StrokedSymbol)?.strokeStyle
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A filled circle (`.symbol(.circle)`).
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle, filled: true) }
    /// A filled square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square, filled: true) }
    /// A filled triangle.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle, filled: true) }
    /// A filled diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond, filled: true) }
    /// A filled pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon, filled: true) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus, filled: true) }
    /// A diagonal cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross, filled: true) }
    /// An asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk, filled: true) }
}
