import Crypto

// `import CommonCrypto` on Linux: the one-shot digests of Apple's CommonDigest.h
// (`CC_SHA256(data, len, md)` and its kin, with their `CC_*_DIGEST_LENGTH` constants), which
// analytics and caching packages call to hash an identifier (TelemetryDeck's SDK, under two
// apps of the sample). Each hashes with swift-crypto, the maintained implementation of
// CryptoKit's API, and writes the digest where CommonCrypto writes it, returning `md`.

/// CommonCrypto's length type.
public typealias CC_LONG = UInt32

/// Bytes in an MD5 digest.
public let CC_MD5_DIGEST_LENGTH: Int32 = 16
/// Bytes in a SHA-1 digest.
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
/// Bytes in a SHA-256 digest.
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
/// Bytes in a SHA-384 digest.
public let CC_SHA384_DIGEST_LENGTH: Int32 = 48
/// Bytes in a SHA-512 digest.
public let CC_SHA512_DIGEST_LENGTH: Int32 = 64

/// Hashes `len` bytes at `data` with `function` into `md`.
private func digest<H: HashFunction>(_ function: H.Type, _ data: UnsafeRawPointer?, _ len: CC_LONG,
                                     _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    guard let md else { return nil }
    let bytes = data.map { UnsafeRawBufferPointer(start: $0, count: Int(len)) } ?? UnsafeRawBufferPointer(start: nil, count: 0)
    var index = 0
    for byte in H.hash(data: bytes) {
        md[index] = byte
        index += 1
    }
    return md
}

/// The MD5 digest of `len` bytes at `data`, written to `md` (16 bytes).
@discardableResult
public func CC_MD5(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    digest(Insecure.MD5.self, data, len, md)
}

/// The SHA-1 digest of `len` bytes at `data`, written to `md` (20 bytes).
@discardableResult
public func CC_SHA1(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    digest(Insecure.SHA1.self, data, len, md)
}

/// The SHA-256 digest of `len` bytes at `data`, written to `md` (32 bytes).
@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    digest(SHA256.self, data, len, md)
}

/// The SHA-384 digest of `len` bytes at `data`, written to `md` (48 bytes).
@discardableResult
public func CC_SHA384(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    digest(SHA384.self, data, len, md)
}

/// The SHA-512 digest of `len` bytes at `data`, written to `md` (64 bytes).
@discardableResult
public func CC_SHA512(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    digest(SHA512.self, data, len, md)
}
