@testable import SwatchRaster
import XCTest

/// `SHA256Hasher` (libcrypto's EVP SHA-256, docs/ARCHITECTURE.md §9) against references that
/// share no code with it: the FIPS 180-2 examples and Python's hashlib.
final class SHA256Tests: XCTestCase {
    private func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        SHA256Hasher.hex(SHA256Hasher.hash(bytes))
    }

    /// FIPS 180-2, appendix B.1 (one block) and B.2 (two blocks, 448 bits).
    func testFIPS180Examples() {
        XCTAssertEqual(hex("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    /// The empty message (NIST's SHA-256 short-message vector for length 0).
    func testEmptyMessage() {
        XCTAssertEqual(hex([UInt8]()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256Hasher().finalize().count, 32)
    }

    /// FIPS 180-2, appendix B.3: one million 'a's, fed in uneven pieces so that updates
    /// straddle the 64-byte blocks.
    func testOneMillionAs() {
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        XCTAssertEqual(hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)), expected)
        let hasher = SHA256Hasher()
        var fed = 0
        let piece = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for size in [1, 63, 64, 65, 127, 999].cycled(until: 1_000_000) {
            let n = min(size, 1_000_000 - fed)
            piece.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0.prefix(n))) }
            fed += n
        }
        XCTAssertEqual(fed, 1_000_000)
        XCTAssertEqual(SHA256Hasher.hex(hasher.finalize()), expected)
    }

    /// A generated buffer of about 3 MB, hashed here in pieces and by Python's hashlib.
    func testAgreesWithPythonHashlib() throws {
        var state: UInt32 = 0x2545_f491
        let bytes = (0..<(3 << 20) + 37).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        let hasher = SHA256Hasher()
        bytes.withUnsafeBytes { all in
            var offset = 0
            var size = 1
            while offset < all.count {
                let n = min(size, all.count - offset)
                hasher.update(UnsafeRawBufferPointer(rebasing: all[offset..<offset + n]))
                offset += n
                size = size * 7 % 100_003 + 1
            }
        }
        XCTAssertEqual(SHA256Hasher.hex(hasher.finalize()), try pythonSHA256(bytes))
        XCTAssertEqual(hex(Data(bytes)), try pythonSHA256(bytes))
    }

    func testHexIsLowercaseTwoDigitsPerByte() {
        XCTAssertEqual(SHA256Hasher.hex([0x00, 0x0f, 0xa0, 0xff]), "000fa0ff")
    }
}

private extension Array {
    /// The elements repeated, as many as it takes for their sum to reach `total`.
    func cycled(until total: Int) -> [Element] where Element == Int {
        var result: [Int] = [], sum = 0, i = 0
        while sum < total { result.append(self[i % count]); sum += self[i % count]; i += 1 }
        return result
    }
}

/// Python's `hashlib.sha256` of `bytes` (lowercase hex), through a temporary file: the
/// independent reference for SHA-256 in these tests (no Swift SHA-256 library involved).
func pythonSHA256(_ bytes: [UInt8]) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("sha256-\(UUID().uuidString).bin")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
        "python3", "-c",
        "import hashlib,sys; print(hashlib.sha256(open(sys.argv[1],'rb').read()).hexdigest())",
        file.path,
    ]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "python3 hashlib failed")
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}
