import CoreGraphics
import Foundation

/// The keychain of this process, in memory: empty when the process starts, as a freshly
/// installed app's is, so a preview that stores a token and reads it back sees it, and one
/// that only reads finds nothing, as on a new simulator. Nothing is written to disk.
enum Keychain {
    /// One stored item: its class, attributes (by Security's raw keys) and data.
    struct Item {
        var itemClass: String
        var attributes: [String: AnyHashable]
        var data: Data?
        let persistentReference: Data
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var items: [Item] = []
    nonisolated(unsafe) private static var nextReference: UInt64 = 1

    /// Keys that shape a query (what to return, how many, how to ask) and are not attributes
    /// of an item.
    private static let queryOnlyPrefixes = ["r_", "m_", "u_", "v_"]
    private static let queryOnlyKeys: Set<String> = [kSecClass, kSecUseDataProtectionKeychain]

    /// The attributes that identify an item of each class: a second item with the same ones
    /// is a duplicate.
    private static func primaryKey(_ itemClass: String) -> [String] {
        switch itemClass {
        case kSecClassInternetPassword: [kSecAttrAccessGroup, kSecAttrAccount, kSecAttrServer, kSecAttrProtocol, kSecAttrPort, kSecAttrPath, kSecAttrSynchronizable]
        case kSecClassKey: [kSecAttrAccessGroup, kSecAttrApplicationLabel, kSecAttrApplicationTag, kSecAttrKeyType, kSecAttrSynchronizable]
        default: [kSecAttrAccessGroup, kSecAttrAccount, kSecAttrService, kSecAttrSynchronizable]
        }
    }

    private static let classes: Set<String> = [kSecClassGenericPassword, kSecClassInternetPassword, kSecClassCertificate, kSecClassKey, kSecClassIdentity]

    /// A dictionary's entries by string key, with values in one comparable form.
    static func entries(_ dictionary: CFDictionary) -> [String: AnyHashable] {
        var found: [String: AnyHashable] = [:]
        for (key, value) in dictionary {
            guard let name = key as? String ?? (key as? NSString).map({ String($0) }) else { continue }
            found[name] = canonical(value)
        }
        return found
    }

    /// Strings, data, numbers and dates in their Swift forms, so that `true`, `kCFBooleanTrue`
    /// and `NSNumber(value: 1)` compare equal as they do in Apple's keychain.
    static func canonical(_ value: Any) -> AnyHashable {
        switch value {
        case let text as String: return text
        case let text as NSString: return String(text)
        case let data as Data: return data
        case let data as NSData: return Data(referencing: data)
        case let flag as Bool: return flag ? 1 as Int64 : 0 as Int64
        case let number as NSNumber: return number.int64Value
        case let number as Int: return Int64(number)
        case let date as Date: return date
        case let hashable as AnyHashable: return hashable
        default: return String(describing: value)
        }
    }

    private static func flag(_ value: AnyHashable?) -> Bool {
        (value as? Int64).map { $0 != 0 } ?? false
    }

    /// Whether `item` has every attribute `query` names.
    private static func matches(_ item: Item, _ query: [String: AnyHashable]) -> Bool {
        for (key, wanted) in query where !queryOnlyKeys.contains(key) && !queryOnlyPrefixes.contains(where: key.hasPrefix) {
            if key == kSecAttrSynchronizable {
                if wanted as? String == kSecAttrSynchronizableAny { continue }
                if flag(item.attributes[key]) != flag(wanted) { return false }
                continue
            }
            if item.attributes[key] != wanted { return false }
        }
        return true
    }

    static func add(_ attributes: CFDictionary, result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        let query = entries(attributes)
        guard let itemClass = query[kSecClass] as? String, classes.contains(itemClass) else { return errSecParam }
        lock.lock()
        defer { lock.unlock() }
        let key = primaryKey(itemClass)
        if items.contains(where: { item in
            item.itemClass == itemClass && key.allSatisfy { name in
                name == kSecAttrSynchronizable ? flag(item.attributes[name]) == flag(query[name]) : item.attributes[name] == query[name]
            }
        }) {
            return errSecDuplicateItem
        }
        var stored = query.filter { key, _ in !queryOnlyKeys.contains(key) && !queryOnlyPrefixes.contains(where: key.hasPrefix) }
        let now = Date()
        stored[kSecAttrCreationDate] = now
        stored[kSecAttrModificationDate] = now
        var reference = Data(count: 8)
        reference.withUnsafeMutableBytes { $0.storeBytes(of: nextReference.bigEndian, as: UInt64.self) }
        nextReference += 1
        let item = Item(itemClass: itemClass, attributes: stored, data: query[kSecValueData] as? Data, persistentReference: reference)
        items.append(item)
        result?.pointee = answer([item], query: query)
        return errSecSuccess
    }

    static func copyMatching(_ dictionary: CFDictionary, result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        let query = entries(dictionary)
        guard let itemClass = query[kSecClass] as? String, classes.contains(itemClass) else { return errSecParam }
        lock.lock()
        defer { lock.unlock() }
        var found = items.filter { $0.itemClass == itemClass && matches($0, query) }
        if let reference = query[kSecValuePersistentRef] as? Data { found = found.filter { $0.persistentReference == reference } }
        guard !found.isEmpty else { return errSecItemNotFound }
        if query[kSecMatchLimit] as? String != kSecMatchLimitAll { found = [found[0]] }
        result?.pointee = answer(found, query: query)
        return errSecSuccess
    }

    static func update(_ dictionary: CFDictionary, _ changes: CFDictionary) -> OSStatus {
        let query = entries(dictionary)
        let update = entries(changes)
        guard let itemClass = query[kSecClass] as? String, classes.contains(itemClass), update[kSecClass] == nil else { return errSecParam }
        lock.lock()
        defer { lock.unlock() }
        let indices = items.indices.filter { items[$0].itemClass == itemClass && matches(items[$0], query) }
        guard !indices.isEmpty else { return errSecItemNotFound }
        let now = Date()
        for index in indices {
            for (key, value) in update where !queryOnlyPrefixes.contains(where: key.hasPrefix) {
                items[index].attributes[key] = value
            }
            if let data = update[kSecValueData] as? Data { items[index].data = data }
            items[index].attributes[kSecAttrModificationDate] = now
        }
        return errSecSuccess
    }

    static func delete(_ dictionary: CFDictionary) -> OSStatus {
        let query = entries(dictionary)
        guard let itemClass = query[kSecClass] as? String, classes.contains(itemClass) else { return errSecParam }
        lock.lock()
        defer { lock.unlock() }
        let before = items.count
        items.removeAll { $0.itemClass == itemClass && matches($0, query) }
        return items.count < before ? errSecSuccess : errSecItemNotFound
    }

    /// What `kSecReturn…` asks for, for one item or, with `kSecMatchLimitAll`, an array: its
    /// data, a persistent reference, or its attributes (with `kSecValueData` when data is
    /// asked for too). Nil when nothing is asked for.
    private static func answer(_ found: [Item], query: [String: AnyHashable]) -> CFTypeRef? {
        let wantsData = flag(query[kSecReturnData])
        let wantsAttributes = flag(query[kSecReturnAttributes])
        let wantsReference = flag(query[kSecReturnPersistentRef])
        guard wantsData || wantsAttributes || wantsReference else { return nil }
        let each: [AnyObject] = found.map { item in
            if wantsAttributes {
                var attributes: [String: Any] = item.attributes.mapValues { $0.base }
                attributes[kSecClass] = item.itemClass
                if wantsData, let data = item.data { attributes[kSecValueData] = data }
                if wantsReference { attributes[kSecValuePersistentRef] = item.persistentReference }
                return NSDictionary(dictionary: attributes)
            }
            if wantsReference && !wantsData { return NSData(data: item.persistentReference) }
            return NSData(data: item.data ?? Data())
        }
        if query[kSecMatchLimit] as? String == kSecMatchLimitAll { return NSArray(array: each) }
        return each.first
    }

    /// Empties the keychain (tests).
    static func removeAll() {
        lock.lock()
        items.removeAll()
        lock.unlock()
    }
}

/// Adds an item with `attributes` (its class, identifying attributes and `kSecValueData`);
/// `errSecDuplicateItem` when one with the same identifying attributes exists.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    Keychain.add(attributes, result: result)
}

/// The items that match `query`, in the form its `kSecReturn…` and `kSecMatchLimit` keys ask
/// for; `errSecItemNotFound` when none does.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    Keychain.copyMatching(query, result: result)
}

/// Changes the items that match `query` to have `attributesToUpdate`.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    Keychain.update(query, attributesToUpdate)
}

/// Deletes every item that matches `query`.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    Keychain.delete(query)
}
