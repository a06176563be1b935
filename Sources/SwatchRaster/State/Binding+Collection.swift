/// A binding to a collection is itself a collection of bindings to its elements, as in
/// SwiftUI (iOS 15), so `ForEach($items) { $item in TextField("Name", text: $item.name) }` and
/// `List($items) { $item in … }` build a row per element with a binding into the array.
extension Binding: Sequence where Value: MutableCollection {
    /// Bindings to the elements.
    public typealias Element = Binding<Value.Element>
    /// Walks the elements' bindings in order.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// Positions in the collection.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's positions.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices
    /// The first position.
    public var startIndex: Value.Index { wrappedValue.startIndex }
    /// The position past the last.
    public var endIndex: Value.Index { wrappedValue.endIndex }
    /// The collection's indices.
    public var indices: Value.Indices { wrappedValue.indices }
    /// The position after `i`.
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    /// Sets `i` to the position after it.
    public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }
    /// A binding to the element at `position`: reads and writes through this binding.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: { self.wrappedValue[position] },
            set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The position before `i`.
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
    /// Sets `i` to the position before it.
    public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The value's identity, so a `ForEach` over bindings is keyed by its elements' ids.
    public var id: Value.ID { wrappedValue.id }
    /// The identity's type.
    public typealias ID = Value.ID
}
