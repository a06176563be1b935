import CPNG
import CSwatchPNG
import XCTest

/// Our Adler-32 (both the SSE2 and the scalar loop) against zlib's `adler32()`, which the
/// PNG's zlib trailer must equal or every decoder rejects the file.
final class Adler32Tests: XCTestCase {
    /// Lengths around everything the loops branch on: empty, single bytes, the 16-byte SIMD
    /// block and its multiples, zlib's NMAX of 5552 bytes between reductions, and large.
    static let lengths: [Int] = {
        var lengths = Array(0...70)
        for base in [127, 128, 255, 256, 1023, 1024, 4096] { lengths += [base - 1, base, base + 1] }
        for k in 1...4 {
            let nmax = 5552 * k
            lengths += Array((nmax - 17)...(nmax + 17))
        }
        lengths += [65_535, 65_536, 100_003, 1 << 19, 1_000_000, 1 << 20]
        return lengths
    }()

    /// Start values: the empty checksum, the largest valid one, and random valid ones.
    static func starts(_ random: inout SeededRandom) -> [UInt32] {
        [1, 0, 65520 << 16 | 65520] + (0..<3).map { _ in
            UInt32(random.next() % 65521) << 16 | UInt32(random.next() % 65521)
        }
    }

    /// Every variant this machine can run, by name.
    static var variants: [(String, (UInt32, UnsafePointer<UInt8>?, Int) -> UInt32)] {
        var variants: [(String, (UInt32, UnsafePointer<UInt8>?, Int) -> UInt32)] = [
            ("scalar", { swatch_adler32_scalar($0, $1, $2) }),
            ("default", { swatch_adler32($0, $1, $2) }),
        ]
        #if arch(x86_64)
        variants.append(("sse2", { swatch_adler32_sse2($0, $1, $2) }))
        #endif
        return variants
    }

    private func zlibAdler(_ start: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        UInt32(adler32(UInt(start), bytes.baseAddress, UInt32(bytes.count)))
    }

    private func check(_ buffer: [UInt8], what: String, random: inout SeededRandom) {
        let starts = Self.starts(&random)
        buffer.withUnsafeBufferPointer { all in
            for length in Self.lengths where length <= all.count {
                let bytes = UnsafeBufferPointer(rebasing: all[0..<length])
                for start in starts {
                    let expected = zlibAdler(start, bytes)
                    for (name, adler) in Self.variants {
                        let got = adler(start, bytes.baseAddress, length)
                        if got != expected {
                            XCTFail("\(name) Adler-32 of \(length) \(what) bytes from \(start): \(got), zlib \(expected)")
                            return
                        }
                    }
                }
            }
        }
    }

    func testRandomBuffersMatchZlib() {
        var random = SeededRandom(seed: 0x5EED_AD1E)
        for _ in 0..<3 {
            let buffer = (0..<(1 << 20)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            check(buffer, what: "random", random: &random)
        }
    }

    /// All 0xFF bytes make the sums grow fastest: a reduction one block late overflows here.
    func testAllOnesBuffersMatchZlib() {
        var random = SeededRandom(seed: 255)
        check([UInt8](repeating: 0xFF, count: 1 << 20), what: "0xFF", random: &random)
    }

    /// Unaligned starts: the SSE2 loop loads 16 bytes from any address.
    func testUnalignedStartsMatchZlib() {
        var random = SeededRandom(seed: 7)
        let buffer = (0..<40_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        buffer.withUnsafeBufferPointer { all in
            for offset in 0..<17 {
                for length in [15, 16, 17, 33, 5552, 5553, 11_104, 20_000] {
                    let bytes = UnsafeBufferPointer(rebasing: all[offset..<(offset + length)])
                    let expected = zlibAdler(1, bytes)
                    for (name, adler) in Self.variants {
                        XCTAssertEqual(adler(1, bytes.baseAddress, length), expected, "\(name) at offset \(offset), \(length) bytes")
                    }
                }
            }
        }
    }
}

/// A deterministic 64-bit generator (splitmix64), so failures reproduce.
struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
