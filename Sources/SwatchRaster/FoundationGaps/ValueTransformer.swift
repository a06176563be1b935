import Foundation

/// Foundation's `ValueTransformer`, which swift-corelibs-foundation lacks. Core Data apps
/// subclass it for their transformable attributes (a color stored as data) and register it by
/// name before the persistent container loads, so the class must exist for the app's Core
/// Data stack to build at all (LeitnerBox: 19 of its 32 previews read that stack).
/// The registry is process-wide, as Apple's is; the built-in names are registered from the
/// start.
open class ValueTransformer: NSObject, @unchecked Sendable {
    /// A transformer that does nothing until a subclass overrides its methods.
    public override init() { super.init() }

    /// The class of what `transformedValue(_:)` returns; `NSObject` unless overridden.
    open class func transformedValueClass() -> AnyClass { NSObject.self }

    /// Whether `reverseTransformedValue(_:)` may be called; true unless overridden.
    open class func allowsReverseTransformation() -> Bool { true }

    /// `value` transformed; the value itself unless overridden.
    open func transformedValue(_ value: Any?) -> Any? { value }

    /// `value` transformed back: `transformedValue(_:)` unless overridden, as Apple's default
    /// does for a reversible transformer. A transformer that says it is not reversible stops
    /// here, where Apple's raises an exception.
    open func reverseTransformedValue(_ value: Any?) -> Any? {
        guard Self.allowsReverseTransformation() else {
            fatalError("\(Self.self) does not allow reverse transformation")
        }
        return transformedValue(value)
    }

    /// Registers `transformer` under `name` (nil removes the name).
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
        ValueTransformerRegistry.shared.set(transformer, for: name)
    }

    /// The names registered so far, the built-in ones included, in the order they were set.
    open class func valueTransformerNames() -> [NSValueTransformerName] {
        ValueTransformerRegistry.shared.names
    }
}

/// How `ValueTransformer(forName:)` returns the registered instance: Objective-C's factory
/// initializer has no Swift class equivalent, but an initializer in a protocol extension may
/// assign `self`. A name with nothing registered gives nil (Apple's would also try a class of
/// that name, which Swift on Linux cannot create by name).
/// (The protocol is not class-bound: only then may the initializer assign `self`.)
public protocol _ValueTransformerLookup {}

extension _ValueTransformerLookup {
    /// The transformer registered under `name`, or nil.
    public init?(forName name: NSValueTransformerName) {
        guard let found = ValueTransformerRegistry.shared.transformer(for: name) as? Self else { return nil }
        self = found
    }
}

extension ValueTransformer: _ValueTransformerLookup {}

/// The name a value transformer is registered under: Foundation's `NSValueTransformerName`.
public struct NSValueTransformerName: Hashable, Equatable, RawRepresentable, Sendable {
    /// The name's text.
    public let rawValue: String
    /// A name with this text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name with this text.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Turns a Boolean `NSNumber` into its negation.
    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    /// Answers whether a value is nil.
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    /// Answers whether a value is not nil.
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
    /// Unarchives data (deprecated by Apple in favour of the secure one).
    public static let unarchiveFromDataTransformerName = NSValueTransformerName("NSUnarchiveFromData")
    /// Unarchives keyed-archive data (deprecated by Apple in favour of the secure one).
    public static let keyedUnarchiveFromDataTransformerName = NSValueTransformerName("NSKeyedUnarchiveFromData")
    /// Unarchives keyed-archive data of the allowed classes only: Core Data's default for
    /// transformable attributes.
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
}

/// Foundation's `NSSecureUnarchiveFromDataTransformer`: keyed-archive data to an object of one
/// of `allowedTopLevelClasses` and back. Apps subclass it to widen the allowed classes.
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer, @unchecked Sendable {
    /// The classes an archive's root may be; subclasses add their own.
    open class var allowedTopLevelClasses: [AnyClass] {
        [NSArray.self, NSDictionary.self, NSSet.self, NSString.self, NSNumber.self, NSDate.self, NSData.self, NSURL.self, NSUUID.self, NSNull.self]
    }

    open override class func transformedValueClass() -> AnyClass { NSObject.self }
    open override class func allowsReverseTransformation() -> Bool { true }

    /// Data unarchived into an object, or nil when it is not an archive of an allowed class.
    open override func transformedValue(_ value: Any?) -> Any? {
        guard let data = value as? Data else { return nil }
        return try? NSKeyedUnarchiver.unarchivedObject(ofClasses: Self.allowedTopLevelClasses, from: data)
    }

    /// An object archived into data, or nil when it cannot be archived.
    open override func reverseTransformedValue(_ value: Any?) -> Any? {
        guard let value else { return nil }
        return try? NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: true)
    }
}

/// The process-wide table behind `ValueTransformer.setValueTransformer(_:forName:)`.
final class ValueTransformerRegistry: @unchecked Sendable {
    static let shared = ValueTransformerRegistry()

    private let lock = NSLock()
    private var table: [NSValueTransformerName: ValueTransformer] = [:]
    private var order: [NSValueTransformerName] = []

    private init() {
        for (name, transformer) in [
            (NSValueTransformerName.negateBooleanTransformerName, BooleanTransformer(negating: true) as ValueTransformer),
            (.isNilTransformerName, NilTestTransformer(isNil: true)),
            (.isNotNilTransformerName, NilTestTransformer(isNil: false)),
            (.secureUnarchiveFromDataTransformerName, NSSecureUnarchiveFromDataTransformer()),
        ] {
            table[name] = transformer
            order.append(name)
        }
    }

    func set(_ transformer: ValueTransformer?, for name: NSValueTransformerName) {
        lock.lock(); defer { lock.unlock() }
        if let transformer {
            if table[name] == nil { order.append(name) }
            table[name] = transformer
        } else {
            table[name] = nil
            order.removeAll { $0 == name }
        }
    }

    func transformer(for name: NSValueTransformerName) -> ValueTransformer? {
        lock.lock(); defer { lock.unlock() }
        return table[name]
    }

    var names: [NSValueTransformerName] {
        lock.lock(); defer { lock.unlock() }
        return order
    }
}

/// `NSNegateBoolean`: a Boolean to its negation, both ways.
private final class BooleanTransformer: ValueTransformer, @unchecked Sendable {
    private let negating: Bool
    init(negating: Bool) { self.negating = negating; super.init() }
    override class func transformedValueClass() -> AnyClass { NSNumber.self }
    override func transformedValue(_ value: Any?) -> Any? {
        let flag = (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
        return NSNumber(value: negating ? !flag : flag)
    }
}

/// `NSIsNil` and `NSIsNotNil`: whether a value is there, one way only.
private final class NilTestTransformer: ValueTransformer, @unchecked Sendable {
    private let isNil: Bool
    init(isNil: Bool) { self.isNil = isNil; super.init() }
    override class func transformedValueClass() -> AnyClass { NSNumber.self }
    override class func allowsReverseTransformation() -> Bool { false }
    override func transformedValue(_ value: Any?) -> Any? {
        let missing = value == nil || value is NSNull
        return NSNumber(value: isNil ? missing : !missing)
    }
}
