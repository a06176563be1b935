import Foundation

/// A condition on objects: Core Data's `NSPredicate`. Linux's Foundation marks
/// `NSPredicate(format:)` unavailable ("predicate strings are not supported"), and a module
/// shadows the names of the modules it imports, so in a file that imports CoreData
/// `NSPredicate(format: "name == %@", name)` makes this class. The format is parsed here
/// (PredicateFormat.swift) and evaluated against managed objects' values.
///
/// A format this parser does not understand matches every object rather than stopping the
/// program: a preview then shows all rows instead of crashing. `parseError` says why.
open class NSPredicate: NSObject, @unchecked Sendable {
    // @unchecked: immutable after creation (a block predicate's block excepted, as on Apple).
    let node: PredicateNode
    /// Why the format could not be parsed; nil when it was.
    public let parseError: String?
    private let format: String

    init(node: PredicateNode, format: String) {
        self.node = node
        self.format = format
        parseError = nil
        super.init()
    }

    /// A predicate parsed from `predicateFormat`, with `%@`, `%K`, `%d`, `%f` (and kin)
    /// replaced by `args` in order. Apple's arguments are `CVarArg`; here any value is
    /// accepted, since Linux's `String` and `Date` are not `CVarArg`.
    public convenience init(format predicateFormat: String, _ args: Any?...) {
        var arguments: [Any] = []
        for argument in args { arguments.append(argument ?? NSNull()) }
        self.init(format: predicateFormat, argumentArray: arguments)
    }

    /// A predicate parsed from `predicateFormat` with the arguments in `arguments`.
    public init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        format = predicateFormat
        do {
            var parser = try PredicateParser(format: predicateFormat, arguments: arguments ?? [])
            node = try parser.parse()
            parseError = nil
        } catch {
            node = .constant(true)
            parseError = "\(error)"
        }
        super.init()
    }

    /// A predicate that is always `value`.
    public init(value: Bool) {
        node = .constant(value)
        format = value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        parseError = nil
        super.init()
    }

    /// A predicate decided by `block`, given the object and the substitution variables.
    public init(block: @escaping (Any?, [String: Any]?) -> Bool) {
        node = .block(block)
        format = "BLOCKPREDICATE"
        parseError = nil
        super.init()
    }

    /// The format it was made from.
    open var predicateFormat: String { format }
    /// The format, as Apple prints a predicate.
    open override var description: String { predicateFormat }

    /// Whether `object` satisfies the predicate.
    open func evaluate(with object: Any?) -> Bool { node.evaluate(object, variables: [:]) }

    /// Whether `object` satisfies the predicate, `$NAME` variables read from `bindings`.
    open func evaluate(with object: Any?, substitutionVariables bindings: [String: Any]?) -> Bool {
        node.evaluate(object, variables: bindings ?? [:])
    }

    /// The predicate with `$NAME` variables replaced by `variables`.
    open func withSubstitutionVariables(_ variables: [String: Any]) -> NSPredicate {
        NSPredicate(node: node.substituting(variables), format: format)
    }
}

/// Predicates joined by AND or OR, or one negated: Core Data's `NSCompoundPredicate`.
open class NSCompoundPredicate: NSPredicate, @unchecked Sendable {
    /// How the subpredicates are joined.
    public enum LogicalType: UInt, Sendable {
        case not = 0
        case and = 1
        case or = 2
    }

    /// How the subpredicates are joined.
    public let compoundPredicateType: LogicalType
    /// The joined predicates.
    public let subpredicates: [Any]

    /// Joins `subpredicates` by `type` (NOT negates the first).
    public init(type: LogicalType, subpredicates: [NSPredicate]) {
        compoundPredicateType = type
        self.subpredicates = subpredicates
        let nodes = subpredicates.map(\.node)
        let node: PredicateNode
        switch type {
        case .and: node = .and(nodes)
        case .or: node = .or(nodes)
        case .not: node = .not(nodes.first ?? .constant(true))
        }
        let word = type == .and ? " AND " : " OR "
        let format = type == .not
            ? "NOT (\(subpredicates.first?.predicateFormat ?? "TRUEPREDICATE"))"
            : subpredicates.map { "(\($0.predicateFormat))" }.joined(separator: word)
        super.init(node: node, format: format)
    }

    /// True when every subpredicate is (true for none).
    public convenience init(andPredicateWithSubpredicates subpredicates: [NSPredicate]) {
        self.init(type: .and, subpredicates: subpredicates)
    }

    /// True when any subpredicate is (false for none).
    public convenience init(orPredicateWithSubpredicates subpredicates: [NSPredicate]) {
        self.init(type: .or, subpredicates: subpredicates)
    }

    /// True when `predicate` is false.
    public convenience init(notPredicateWithSubpredicate predicate: NSPredicate) {
        self.init(type: .not, subpredicates: [predicate])
    }
}
