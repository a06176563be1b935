import Foundation
import Security
import XCTest

/// The keychain as the two keychain packages of the real-app sample call it: KeychainKit
/// (Harbour: add, on a duplicate update, read data, list attributes) and keychain-swift
/// (IceCubes: `kCFBooleanTrue`, `kSecAttrSynchronizableAny`, `noErr`). Each test uses a
/// service of its own, since the keychain lives as long as the process.
final class SecurityKeychainTests: XCTestCase {
    private let service = "tests.\(UUID().uuidString)"

    private func read(_ account: String) -> (OSStatus, Data?) {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecMatchLimit as String: kSecMatchLimitOne,
            kSecReturnData as String: kCFBooleanTrue!,
        ]
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        return (status, result as? Data)
    }

    /// KeychainKit's `setData`: add; on `errSecDuplicateItem`, update; then read it back.
    func testAddDuplicateUpdateAndRead() {
        let base: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: "token"]
        XCTAssertEqual(read("token").0, errSecItemNotFound, "a new keychain is empty")
        var add = base
        add[kSecValueData as String] = Data("first".utf8)
        add[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        XCTAssertEqual(SecItemAdd(add as CFDictionary, nil), errSecSuccess)
        add[kSecValueData as String] = Data("second".utf8)
        XCTAssertEqual(SecItemAdd(add as CFDictionary, nil), errSecDuplicateItem)
        XCTAssertEqual(SecItemUpdate(base as CFDictionary, [kSecValueData as String: Data("second".utf8)] as CFDictionary), errSecSuccess)
        let (status, data) = read("token")
        XCTAssertEqual(status, errSecSuccess)
        XCTAssertEqual(data.flatMap { String(data: $0, encoding: .utf8) }, "second")
        XCTAssertEqual(SecCopyErrorMessageString(errSecItemNotFound, nil) as String?, "The specified item could not be found in the keychain.")
    }

    /// KeychainKit's `getSavedURLs`: every item's attributes, as `[[String: Any]]`; keychain-swift's
    /// `clear`: delete every item whether it syncs or not.
    func testListAttributesAndDeleteAll() {
        for (account, synchronizable) in [("a", true), ("b", false)] {
            let item: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                kSecAttrAccount as String: account, kSecValueData as String: Data(account.utf8),
                kSecAttrSynchronizable as String: synchronizable,
            ]
            XCTAssertEqual(SecItemAdd(item as CFDictionary, nil), noErr)
        }
        var listed: CFTypeRef?
        let all: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
            kSecMatchLimit as String: kSecMatchLimitAll, kSecReturnAttributes as String: true,
            kSecAttrSynchronizable as String: kSecAttrSynchronizableAny,
        ]
        XCTAssertEqual(SecItemCopyMatching(all as CFDictionary, &listed), errSecSuccess)
        let rows = listed as? [[String: Any]] ?? []
        XCTAssertEqual(rows.compactMap { $0[kSecAttrAccount as String] as? String }.sorted(), ["a", "b"])
        XCTAssertNil(rows.first?[kSecValueData as String], "attributes alone, without kSecReturnData")

        var onlyLocal: CFTypeRef?
        var local = all
        local[kSecAttrSynchronizable as String] = false
        XCTAssertEqual(SecItemCopyMatching(local as CFDictionary, &onlyLocal), errSecSuccess)
        XCTAssertEqual((onlyLocal as? [[String: Any]])?.count, 1, "without Any, only items that do not sync")

        let everything: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrSynchronizable as String: kSecAttrSynchronizableAny]
        XCTAssertEqual(SecItemDelete(everything as CFDictionary), errSecSuccess)
        XCTAssertEqual(SecItemDelete(everything as CFDictionary), errSecItemNotFound)
        XCTAssertEqual(SecItemAdd([kSecAttrService as String: service] as CFDictionary, nil), errSecParam, "no class")
    }

    func testRandomBytes() {
        var bytes = [UInt8](repeating: 0, count: 32)
        XCTAssertEqual(SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes), errSecSuccess)
        XCTAssertNotEqual(bytes, [UInt8](repeating: 0, count: 32))
    }
}
