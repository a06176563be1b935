@_implementationOnly import COpenSSL

/// SHA-256 from the system's OpenSSL (libcrypto's EVP digest API), fed incrementally: the
/// pixel hash (§9), the batch plan digest and shard assignment. libcrypto replaces
/// swift-crypto, which compiled its own BoringSSL (about half of a cold build) for this one
/// function; EVP picks the CPU's SHA extensions where it has them (§10).
///
/// A class, not a struct: it owns an `EVP_MD_CTX`, and a copy must not share or free it.
package final class SHA256Hasher {
    /// The digest's length in bytes.
    package static let byteCount = 32

    private let context: OpaquePointer

    /// A hasher that has seen no bytes yet.
    package init() {
        guard let context = EVP_MD_CTX_new() else { fatalError("EVP_MD_CTX_new: out of memory") }
        guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
            fatalError("EVP_DigestInit_ex(EVP_sha256()) failed: libcrypto has no SHA-256")
        }
        self.context = context
    }

    deinit { EVP_MD_CTX_free(context) }

    /// Appends `bytes` to the message.
    package func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        guard EVP_DigestUpdate(context, base, bytes.count) == 1 else { fatalError("EVP_DigestUpdate failed") }
    }

    /// Appends the bytes of `bytes` (an array, `Data`, a string's `utf8` view).
    package func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
        if done == nil { Array(bytes).withUnsafeBytes { update($0) } }
    }

    /// The 32-byte digest of everything appended so far. Call it once: the context is spent.
    package func finalize() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Self.byteCount)
        var length: UInt32 = 0
        let ok = digest.withUnsafeMutableBufferPointer { EVP_DigestFinal_ex(context, $0.baseAddress, &length) }
        guard ok == 1, length == UInt32(Self.byteCount) else { fatalError("EVP_DigestFinal_ex failed") }
        return digest
    }

    /// The digest of `bytes` in one call.
    package static func hash<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        let hasher = SHA256Hasher()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// Lowercase hex, two digits per byte: the form after `sha256:` in hashes and manifests.
    package static func hex(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(digest.count * 2)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
