/// A read-write reference to a value owned elsewhere, usually a parent's `@State`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding whose setter also receives the write's transaction (The Composable
    /// Architecture's view store animates its writes by it). Nothing animates in a still, so
    /// every write carries an empty transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = { set($0, Transaction()) }
    }

    /// The transaction a write through the binding carries: empty, since nothing animates
    /// in a still.
    public var transaction: Transaction { Transaction() }

    /// The binding with `transaction` for its writes; a still animates nothing, so it is the
    /// same binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

    /// A binding to a value that never changes, for previews and tests.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// Lets `@Binding var x` be initialized from `$parentState`.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// The referenced value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself, for passing `$x` further down.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value, as in `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            })
    }
}

extension Binding: DynamicProperty {}
