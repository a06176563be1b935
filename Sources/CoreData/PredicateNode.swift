import Foundation

// Apple's predicate format language, the part apps write: comparisons (`==`, `!=`, `<`,
// `<=`, `>`, `>=`, `BETWEEN`, `IN`), string operators (`CONTAINS`, `BEGINSWITH`,
// `ENDSWITH`, `LIKE`, `MATCHES`) with `[c]`, `[d]` and `[cd]`, `AND`/`OR`/`NOT` (and
// `&&`, `||`, `!`), `ANY`/`ALL`/`NONE`/`SOME`, the arguments `%@`, `%K`, `%d`, `%i`, `%ld`,
// `%lld`, `%u`, `%f`, `%lf`, `%g`, literals (`'text'`, numbers, `YES`/`NO`/`TRUE`/`FALSE`,
// `nil`/`NULL`, `{a, b}`), `$VARIABLE`s, `SELF`, and dotted key paths with `@count`.

/// A parsed predicate, evaluated against an object.
indirect enum PredicateNode {
    case constant(Bool)
    case not(PredicateNode)
    case and([PredicateNode])
    case or([PredicateNode])
    case comparison(PredicateExpression, PredicateOperator, PredicateExpression, options: StringOptions, quantifier: Quantifier)
    case block((Any?, [String: Any]?) -> Bool)

    /// `[c]` case-insensitive, `[d]` diacritic-insensitive.
    struct StringOptions: OptionSet {
        let rawValue: Int
        static let caseInsensitive = StringOptions(rawValue: 1)
        static let diacriticInsensitive = StringOptions(rawValue: 2)
    }

    enum Quantifier { case none, any, all, noneOf }

    func evaluate(_ object: Any?, variables: [String: Any]) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(object, variables: variables)
        case .and(let parts): return parts.allSatisfy { $0.evaluate(object, variables: variables) }
        case .or(let parts): return parts.contains { $0.evaluate(object, variables: variables) }
        case .block(let block): return block(object, variables)
        case .comparison(let lhs, let op, let rhs, let options, let quantifier):
            let left = lhs.value(object, variables: variables)
            let right = rhs.value(object, variables: variables)
            // A to-many key path on the left (`items.name == 'x'`) is compared element by element.
            let elements = flattenOptional(left).flatMap(collectionElements)
            switch quantifier {
            case .any: return (elements ?? [left as Any]).contains { op.holds($0, right, options) }
            case .all: return (elements ?? [left as Any]).allSatisfy { op.holds($0, right, options) }
            case .noneOf: return !(elements ?? [left as Any]).contains { op.holds($0, right, options) }
            case .none:
                if let elements, !op.takesCollectionOnLeft, !(rhs.isAggregate) {
                    return elements.contains { op.holds($0, right, options) }
                }
                return op.holds(left, right, options)
            }
        }
    }

    func substituting(_ variables: [String: Any]) -> PredicateNode {
        switch self {
        case .constant, .block: return self
        case .not(let inner): return .not(inner.substituting(variables))
        case .and(let parts): return .and(parts.map { $0.substituting(variables) })
        case .or(let parts): return .or(parts.map { $0.substituting(variables) })
        case .comparison(let lhs, let op, let rhs, let options, let quantifier):
            return .comparison(lhs.substituting(variables), op, rhs.substituting(variables), options: options, quantifier: quantifier)
        }
    }
}

/// One side of a comparison.
indirect enum PredicateExpression {
    case keyPath(String)
    case constant(Any?)
    case variable(String)
    case aggregate([PredicateExpression])

    var isAggregate: Bool { if case .aggregate = self { return true }; return false }

    func value(_ object: Any?, variables: [String: Any]) -> Any? {
        switch self {
        case .keyPath(let path): return CoreData.value(atKeyPath: path, of: object)
        case .constant(let value): return value
        case .variable(let name): return variables[name]
        case .aggregate(let items): return items.map { $0.value(object, variables: variables) as Any }
        }
    }

    func substituting(_ variables: [String: Any]) -> PredicateExpression {
        switch self {
        case .variable(let name): return variables[name].map { .constant($0) } ?? self
        case .aggregate(let items): return .aggregate(items.map { $0.substituting(variables) })
        default: return self
        }
    }
}
