/// The preference values of one subtree: only keys some view in it contributed.
///
/// A subtree nearly always carries no key or one, so the values are a short list searched
/// linearly, not a dictionary: hashing and a table allocation per contributing node cost
/// more than the lookups they saved.
struct PreferenceValues {
    private struct Entry {
        let key: any PreferenceKey.Type
        var value: Any
    }
    private var entries: [Entry] = []

    private func index(of key: any PreferenceKey.Type) -> Int? {
        let id = ObjectIdentifier(key)
        return entries.firstIndex { ObjectIdentifier($0.key) == id }
    }

    func value<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard let index = index(of: key) else { return nil }
        return entries[index].value as? K.Value
    }

    /// Sets a key's value, replacing what the subtree contributed.
    mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        if let index = index(of: key) {
            entries[index].value = value
        } else {
            entries.append(Entry(key: key, value: value))
        }
    }

    /// Folds a later sibling's values in: a key seen first is taken as is, a key already
    /// present is combined through its `reduce` (docs/ARCHITECTURE.md §6.1).
    mutating func merge(_ next: PreferenceValues) {
        // Most subtrees contribute nothing, and the first that does is taken whole.
        if next.entries.isEmpty { return }
        if entries.isEmpty {
            entries = next.entries
            return
        }
        for entry in next.entries {
            if let index = index(of: entry.key) {
                entries[index].value = PreferenceValues.reduce(entry.key, entries[index].value, entry.value)
            } else {
                entries.append(entry)
            }
        }
    }

    private static func reduce<K: PreferenceKey>(_ key: K.Type, _ current: Any, _ next: Any) -> Any {
        var value = current as! K.Value
        K.reduce(value: &value) { next as! K.Value }
        return value
    }
}
