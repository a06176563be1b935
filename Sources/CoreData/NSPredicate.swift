import Foundation

/// `NSPredicate(format:)` for Linux. swift-corelibs-foundation marks the format initializers
/// unavailable ("predicate strings are not supported") but keeps `NSPredicate(block:)`,
/// `NSPredicate(value:)` and `NSCompoundPredicate`, which evaluate. These initializers, with
/// the same labels, parse the format here (PredicateFormat.swift) into a block predicate;
/// overload resolution passes over the unavailable ones, so `NSPredicate(format: "name ==
/// %@", name)` in a file that imports CoreData builds unchanged, and `NSPredicate` stays
/// Foundation's type (a class of our own of that name was ambiguous wherever a file also
/// imports Foundation and names the type).
///
/// A format this parser does not understand matches every object rather than stopping the
/// program: a preview then shows all rows instead of crashing. `parseError` says why.
extension NSPredicate {
    /// A predicate parsed from `predicateFormat`, with `%@`, `%K`, `%d`, `%f` (and kin)
    /// replaced by `args` in order. Apple's arguments are `CVarArg`; here any value is
    /// accepted, since Linux's `String` and `Date` are not `CVarArg`.
    public convenience init(format predicateFormat: String, _ args: Any?...) {
        var arguments: [Any] = []
        for argument in args { arguments.append(argument ?? NSNull()) }
        self.init(format: predicateFormat, argumentArray: arguments)
    }

    /// A predicate parsed from `predicateFormat` with the arguments in `arguments`.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let node: PredicateNode
        var failure: String?
        do {
            var parser = try PredicateParser(format: predicateFormat, arguments: arguments ?? [])
            node = try parser.parse()
        } catch {
            node = .constant(true)
            failure = "\(error)"
        }
        self.init(block: { object, bindings in node.evaluate(object, variables: bindings ?? [:]) })
        PredicateNotes.record(self, format: predicateFormat, error: failure)
    }

    /// Why the format given to `init(format:)` could not be parsed; nil when it was, or
    /// for a predicate made otherwise.
    public var parseError: String? { PredicateNotes.note(for: self)?.error }

    /// The format given to `init(format:)`, for messages (Foundation's `predicateFormat`
    /// prints "BLOCKPREDICATE" for these).
    public var formatString: String? { PredicateNotes.note(for: self)?.format }
}

/// The format and parse error of each parsed predicate, beside it: an extension of a
/// Foundation class cannot store them.
enum PredicateNotes {
    struct Note {
        weak var predicate: NSPredicate?
        let format: String
        let error: String?
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var notes: [ObjectIdentifier: Note] = [:]

    static func record(_ predicate: NSPredicate, format: String, error: String?) {
        lock.lock()
        defer { lock.unlock() }
        if notes.count > 4096 { notes = notes.filter { $0.value.predicate != nil } }
        notes[ObjectIdentifier(predicate)] = Note(predicate: predicate, format: format, error: error)
    }

    static func note(for predicate: NSPredicate) -> Note? {
        lock.lock()
        defer { lock.unlock() }
        guard let note = notes[ObjectIdentifier(predicate)], note.predicate === predicate else { return nil }
        return note
    }
}
