import Foundation

/// A type that can be plotted: Swift Charts' `Plottable`. Every value reduces to one of the
/// primitive kinds (number, string, date), which decides the scale it is plotted on.
public protocol Plottable {
    /// The primitive type this value is plotted as.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The primitive value plotted for this value.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value for a primitive one, if there is one.
    init?(primitivePlottable: PrimitivePlottable)
}

/// The primitive plottable types; don't conform your own types (Apple says the same).
public protocol PrimitivePlottableProtocol: Plottable where Self == PrimitivePlottable {}

extension PrimitivePlottableProtocol {
    /// A primitive value plots as itself.
    public var primitivePlottable: Self { self }
    /// A primitive value is its own primitive.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Int: PrimitivePlottableProtocol {}
extension Int8: PrimitivePlottableProtocol {}
extension Int16: PrimitivePlottableProtocol {}
extension Int32: PrimitivePlottableProtocol {}
extension Int64: PrimitivePlottableProtocol {}
extension UInt: PrimitivePlottableProtocol {}
extension UInt8: PrimitivePlottableProtocol {}
extension UInt16: PrimitivePlottableProtocol {}
extension UInt32: PrimitivePlottableProtocol {}
extension UInt64: PrimitivePlottableProtocol {}
extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension String: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}
extension Decimal: PrimitivePlottableProtocol {}
// Not CGFloat: Apple's Charts leaves it out (an overload pair returning Date and CGFloat, as in
// real app code, is unambiguous on iOS only because CGFloat is not plottable).

extension Plottable where Self: RawRepresentable, RawValue == String {
    /// A string enum plots as its raw value, a category (as Apple documents).
    public var primitivePlottable: String { rawValue }
    /// The case of `primitivePlottable`, if any.
    public init?(primitivePlottable: String) { self.init(rawValue: primitivePlottable) }
}

/// One plotted value reduced to what scales need.
enum PlotValue: Hashable {
    case number(Double)
    case category(String)
    case date(Date)

    /// The value from any plottable, through its primitive.
    init<P: Plottable>(_ value: P) { self = PlotValue.primitive(value.primitivePlottable) }

    static func primitive(_ any: Any) -> PlotValue {
        switch any {
        case let v as Double: return .number(v)
        case let v as Int: return .number(Double(v))
        case let v as CGFloat: return .number(Double(v))
        case let v as Float: return .number(Double(v))
        case let v as String: return .category(v)
        case let v as Date: return .date(v)
        case let v as Decimal: return .number(NSDecimalNumber(decimal: v).doubleValue)
        case let v as Int8: return .number(Double(v))
        case let v as Int16: return .number(Double(v))
        case let v as Int32: return .number(Double(v))
        case let v as Int64: return .number(Double(v))
        case let v as UInt: return .number(Double(v))
        case let v as UInt8: return .number(Double(v))
        case let v as UInt16: return .number(Double(v))
        case let v as UInt32: return .number(Double(v))
        case let v as UInt64: return .number(Double(v))
        default: return .category(String(describing: any))
        }
    }

    var number: Double? {
        switch self {
        case .number(let v): return v
        case .date(let d): return d.timeIntervalSinceReferenceDate
        case .category: return nil
        }
    }

    /// The value as a `P`, through `P`'s primitive (for `AxisValue.as` and `ChartProxy.value`).
    func `as`<P: Plottable>(_ type: P.Type) -> P? {
        let primitive: Any
        switch self {
        case .number(let v):
            switch P.PrimitivePlottable.self {
            case is Int.Type: primitive = Int(v.rounded())
            case is Float.Type: primitive = Float(v)
            case is CGFloat.Type: primitive = CGFloat(v)
            case is Date.Type: primitive = Date(timeIntervalSinceReferenceDate: v)
            case is Decimal.Type: primitive = Decimal(v)
            case is String.Type: primitive = Self.numberLabel(v)
            default: primitive = v
            }
        case .category(let s): primitive = s
        case .date(let d):
            primitive = P.PrimitivePlottable.self == Double.self ? d.timeIntervalSinceReferenceDate as Any : d
        }
        guard let p = primitive as? P.PrimitivePlottable else { return nil }
        return P(primitivePlottable: p)
    }

    /// A number as an axis shows it: no trailing zeros, grouping as the locale's default.
    static func numberLabel(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return Int(v).formatted() }
        return v.formatted(.number.precision(.significantDigits(1...6)))
    }
}
