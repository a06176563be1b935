import CryptoKit
import Foundation
import XCTest

/// `import CryptoKit` as apps write it (9 of the 30 sample apps: hashes for cache keys, HMACs
/// for signed requests, keys), checked against published test vectors.
final class CryptoKitTests: XCTestCase {
    /// FIPS 180-2's "abc" vector.
    func testSHA256OfABC() {
        let digest = SHA256.hash(data: Data("abc".utf8))
        let hex = digest.map { String(format: "%02x", $0) }.joined()
        XCTAssertEqual(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    /// RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    func testHMACSHA256() {
        let key = SymmetricKey(data: Data("Jefe".utf8))
        let mac = HMAC<SHA256>.authenticationCode(for: Data("what do ya want for nothing?".utf8), using: key)
        XCTAssertEqual(Data(mac).map { String(format: "%02x", $0) }.joined(),
                       "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    /// A sealed box opens with its key; the Secure Enclave is never available here.
    func testAESGCMRoundTripAndNoSecureEnclave() throws {
        let key = SymmetricKey(size: .bits256)
        let box = try AES.GCM.seal(Data("milk".utf8), using: key)
        XCTAssertEqual(try AES.GCM.open(box, using: key), Data("milk".utf8))
        XCTAssertFalse(SecureEnclave.isAvailable)
    }
}
