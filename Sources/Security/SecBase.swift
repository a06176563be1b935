import CoreGraphics

/// No error.
public var errSecSuccess: OSStatus { 0 }
/// The function or operation is not implemented.
public var errSecUnimplemented: OSStatus { -4 }
/// A parameter was not valid (a query without `kSecClass`, an unknown class).
public var errSecParam: OSStatus { -50 }
/// Memory could not be allocated.
public var errSecAllocate: OSStatus { -108 }
/// The user cancelled.
public var errSecUserCanceled: OSStatus { -128 }
/// No keychain is available.
public var errSecNotAvailable: OSStatus { -25291 }
/// The user name or passphrase was not correct.
public var errSecAuthFailed: OSStatus { -25293 }
/// An item with the same primary key is in the keychain already.
public var errSecDuplicateItem: OSStatus { -25299 }
/// No item matched the query.
public var errSecItemNotFound: OSStatus { -25300 }
/// The keychain may not show a prompt now.
public var errSecInteractionNotAllowed: OSStatus { -25308 }
/// The data could not be decoded.
public var errSecDecode: OSStatus { -26275 }
/// The encoding is not valid.
public var errSecInvalidEncoding: OSStatus { -67853 }
/// An entitlement the call needs is missing.
public var errSecMissingEntitlement: OSStatus { -34018 }

/// Security's message for `status`, as Apple's keychain words it; nil for a code it does not
/// know. (`reserved` must be nil, as on Apple's systems.)
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    switch status {
    case errSecSuccess: return "No error."
    case errSecUnimplemented: return "Function or operation not implemented."
    case errSecParam: return "One or more parameters passed to a function were not valid."
    case errSecAllocate: return "Failed to allocate memory."
    case errSecUserCanceled: return "User canceled the operation."
    case errSecNotAvailable: return "No keychain is available. You may need to restart your computer."
    case errSecAuthFailed: return "The user name or passphrase you entered is not correct."
    case errSecDuplicateItem: return "The specified item already exists in the keychain."
    case errSecItemNotFound: return "The specified item could not be found in the keychain."
    case errSecInteractionNotAllowed: return "User interaction is not allowed."
    case errSecDecode: return "Unable to decode the provided data."
    case errSecInvalidEncoding: return "The encoding is not valid."
    case errSecMissingEntitlement: return "A required entitlement isn't present."
    default: return nil
    }
}

/// A source of random bytes; the system's is the only one.
public typealias SecRandomRef = OpaquePointer
/// The system's random source (nil, as Apple's constant is).
nonisolated(unsafe) public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `bytes` with `count` random bytes from the system's generator; 0 on success.
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    let buffer = bytes.assumingMemoryBound(to: UInt8.self)
    for index in 0..<max(count, 0) { buffer[index] = generator.next() }
    return 0
}
