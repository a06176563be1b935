/// SwiftUI's projecting initializers of `Binding`: views take a binding of another shape than
/// the one the model has (`if let isOn = Binding($settings.optionalFlag) { Toggle(…) }`, as
/// EhPanda's settings screen writes).
extension Binding {
    /// The unwrapped binding of an optional one, or nil while the base is nil. Like
    /// SwiftUI's, it force-unwraps on every read: the base becoming nil later traps.
    public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        self.init(get: { base.wrappedValue! }, set: { base.wrappedValue = $0 })
    }

    /// The base binding seen as an optional one; writing nil leaves the base as it is.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// The base binding seen through `AnyHashable` (a selection of any hashable type);
    /// writing a value of another type leaves the base as it is.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let value = $0.base as? V { base.wrappedValue = value } })
    }
}
