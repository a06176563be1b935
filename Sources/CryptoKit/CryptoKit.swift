// `import CryptoKit` on Linux: Apple's swift-crypto implements CryptoKit's API (SHA256, HMAC,
// SymmetricKey, AES.GCM, ChaChaPoly, P256, Curve25519, Insecure.MD5…) over BoringSSL, as
// CryptoKit's own, so an app's hashing and signing code builds and runs unchanged
// (docs/ARCHITECTURE.md §2.7).
@_exported import Crypto

/// The Secure Enclave, which Linux has none of: code that checks for it takes its other path.
public enum SecureEnclave {
    /// Whether the device has a Secure Enclave: never here.
    public static var isAvailable: Bool { false }
}
