/// The preference values of one subtree: only keys some view in it contributed.
struct PreferenceValues {
    private struct Entry {
        let key: any PreferenceKey.Type
        var value: Any
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    func value<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        entries[ObjectIdentifier(key)]?.value as? K.Value
    }

    func contains(_ key: any PreferenceKey.Type) -> Bool { entries[ObjectIdentifier(key)] != nil }

    /// Sets a key's value, replacing what the subtree contributed.
    mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        entries[ObjectIdentifier(key)] = Entry(key: key, value: value)
    }

    /// Folds a later sibling's values in: a key seen first is taken as is, a key already
    /// present is combined through its `reduce` (DESIGN §4).
    mutating func merge(_ next: PreferenceValues) {
        // Most subtrees contribute nothing, and the first that does is taken whole.
        if next.entries.isEmpty { return }
        if entries.isEmpty {
            entries = next.entries
            return
        }
        for (id, entry) in next.entries {
            if let existing = entries[id] {
                entries[id] = Entry(key: entry.key, value: PreferenceValues.reduce(entry.key, existing.value, entry.value))
            } else {
                entries[id] = entry
            }
        }
    }

    private static func reduce<K: PreferenceKey>(_ key: K.Type, _ current: Any, _ next: Any) -> Any {
        var value = current as! K.Value
        K.reduce(value: &value) { next as! K.Value }
        return value
    }
}
