@_implementationOnly import CXXHash

/// The function behind a pixel hash, named by the hash's prefix (`xxh3-128:…`, `sha256:…`).
///
/// Both hash the same bytes, `RGBA8 <width> <height>\n` and the straight RGBA rows
/// (docs/ARCHITECTURE.md §9), so either can be recomputed from any decoder's pixels. XXH3-128
/// is the command line's and the manifests' default since manifest version 2: SHA-256 of an
/// 8.7 MB @2x sheet took 4.9 ms, a third of a batch's time per sheet, and XXH3-128 takes
/// 0.14 ms. Nothing here needs a cryptographic hash: the question is only "did a pixel change".
public enum PixelHashAlgorithm: String, CaseIterable, Sendable, Codable {
    /// XXH3, 128-bit, as `XXH128_canonicalFromHash` writes it (Python: `xxhash.xxh3_128_hexdigest`).
    case xxh3_128 = "xxh3-128"
    /// SHA-256 (Python: `hashlib.sha256`): `RasterImage.pixelHash`, and manifests of version 1.
    case sha256

    /// The algorithm a hash string names by its prefix, or nil if it names none.
    public init?(of hash: String) {
        guard let colon = hash.firstIndex(of: ":") else { return nil }
        self.init(rawValue: hash[..<colon].lowercased())
    }

    /// Hex digits after the prefix.
    public var hexDigitCount: Int {
        switch self {
        case .xxh3_128: return 32
        case .sha256: return 64
        }
    }

    /// Whether `text` is a well-formed hash of this algorithm (prefix, colon, lowercase or
    /// uppercase hex of the right length).
    public func isWellFormed(_ text: String) -> Bool {
        let prefix = rawValue + ":"
        guard text.lowercased().hasPrefix(prefix) else { return false }
        let hex = text.dropFirst(prefix.count)
        return hex.count == hexDigitCount && hex.allSatisfy(\.isHexDigit)
    }
}

extension RasterImage {
    /// The pixel hash by `algorithm`: `<name>:<lowercase hex>` (docs/ARCHITECTURE.md §9).
    public func pixelHash(using algorithm: PixelHashAlgorithm) -> String {
        switch algorithm {
        case .sha256: return pixelHash
        case .xxh3_128: return "xxh3-128:" + SHA256Hasher.hex(xxh3Digest())
        }
    }

    /// Whether this image has `hash`, computed with the algorithm that `hash` names; false
    /// for a string that names no algorithm.
    public func hasPixelHash(_ hash: String) -> Bool {
        guard let algorithm = PixelHashAlgorithm(of: hash) else { return false }
        return pixelHash(using: algorithm) == hash.lowercased()
    }

    /// XXH3-128 of the header and the pixels, in canonical (big-endian) byte order.
    private func xxh3Digest() -> [UInt8] {
        guard let state = XXH3_createState() else { fatalError("XXH3_createState: out of memory") }
        defer { XXH3_freeState(state) }
        XXH3_128bits_reset(state)
        let header = Array("RGBA8 \(width) \(height)\n".utf8)
        header.withUnsafeBytes { _ = XXH3_128bits_update(state, $0.baseAddress, $0.count) }
        pixels.withUnsafeBytes { pixels in
            #if arch(x86_64)
            // The AVX2/AVX-512 loop where the CPU has one (CXXHash/shim.h): 0.43 -> 0.16 ms on
            // the @2x sheet's 8.7 MB (benchmarks/README.md).
            _ = XXH3_128bits_update_dispatch(state, pixels.baseAddress, pixels.count)
            #else
            _ = XXH3_128bits_update(state, pixels.baseAddress, pixels.count)
            #endif
        }
        var canonical = XXH128_canonical_t()
        XXH128_canonicalFromHash(&canonical, XXH3_128bits_digest(state))
        return withUnsafeBytes(of: canonical.digest) { Array($0) }
    }
}
