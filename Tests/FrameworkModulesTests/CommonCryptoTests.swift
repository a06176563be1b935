import CommonCrypto
import Foundation
import XCTest

/// `import CommonCrypto` as TelemetryDeck's SDK calls it (under Go Cycling and IceCubes):
/// one-shot digests into a caller's buffer, checked against published test vectors.
final class CommonCryptoTests: XCTestCase {
    private func hex(_ function: (UnsafeRawPointer?, CC_LONG, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?,
                     _ length: Int32, _ text: String) -> String {
        let data = Data(text.utf8)
        var digest = [UInt8](repeating: 0, count: Int(length))
        let returned = data.withUnsafeBytes { bytes in digest.withUnsafeMutableBufferPointer { function(bytes.baseAddress, CC_LONG(data.count), $0.baseAddress) } }
        XCTAssertNotNil(returned, "the digest buffer is returned")
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    /// FIPS 180-2's "abc" vectors, and RFC 1321's for MD5.
    func testDigestsOfABCAsTelemetryDeckCallsThem() {
        XCTAssertEqual(hex(CC_SHA256, CC_SHA256_DIGEST_LENGTH, "abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(hex(CC_SHA1, CC_SHA1_DIGEST_LENGTH, "abc"), "a9993e364706816aba3e25717850c26c9cd0d89d")
        XCTAssertEqual(hex(CC_MD5, CC_MD5_DIGEST_LENGTH, "abc"), "900150983cd24fb0d6963f7d28e17f72")
        XCTAssertEqual(hex(CC_SHA512, CC_SHA512_DIGEST_LENGTH, "abc").prefix(32), "ddaf35a193617abacc417349ae204131")
        XCTAssertEqual(hex(CC_SHA384, CC_SHA384_DIGEST_LENGTH, "abc").prefix(32), "cb00753f45a35e8bb5a03d699ac65007")
        XCTAssertEqual(hex(CC_SHA256, CC_SHA256_DIGEST_LENGTH, ""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "no bytes")
    }
}
