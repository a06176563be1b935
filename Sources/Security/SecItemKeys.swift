import CoreGraphics

// The keys and values of keychain queries, with the raw strings Apple's Security uses, so
// that a dictionary printed or compared here reads as it does on a device.

/// The key of an item's class.
public let kSecClass: CFString = "class"
/// A generic password (tokens, app secrets).
public let kSecClassGenericPassword: CFString = "genp"
/// An internet password (a server's login).
public let kSecClassInternetPassword: CFString = "inet"
/// A certificate.
public let kSecClassCertificate: CFString = "cert"
/// A cryptographic key.
public let kSecClassKey: CFString = "keys"
/// An identity (a certificate with its private key).
public let kSecClassIdentity: CFString = "idnt"

/// The item's account name.
public let kSecAttrAccount: CFString = "acct"
/// The item's service name.
public let kSecAttrService: CFString = "svce"
/// The access group that shares the item between apps.
public let kSecAttrAccessGroup: CFString = "agrp"
/// When the item may be read (one of the `kSecAttrAccessible…` values).
public let kSecAttrAccessible: CFString = "pdmn"
/// An access-control object; kept, not enforced.
public let kSecAttrAccessControl: CFString = "accc"
/// Whether the item syncs through iCloud Keychain.
public let kSecAttrSynchronizable: CFString = "sync"
/// In a query: items that sync and items that do not.
public let kSecAttrSynchronizableAny: CFString = "syna"
/// A label people see.
public let kSecAttrLabel: CFString = "labl"
/// A description people see.
public let kSecAttrDescription: CFString = "desc"
/// A comment.
public let kSecAttrComment: CFString = "icmt"
/// App-defined data.
public let kSecAttrGeneric: CFString = "gena"
/// A key's application tag.
public let kSecAttrApplicationTag: CFString = "atag"
/// A key's application label.
public let kSecAttrApplicationLabel: CFString = "klbl"
/// A key's type.
public let kSecAttrKeyType: CFString = "type"
/// An internet password's server.
public let kSecAttrServer: CFString = "srvr"
/// An internet password's protocol.
public let kSecAttrProtocol: CFString = "ptcl"
/// An internet password's port.
public let kSecAttrPort: CFString = "port"
/// An internet password's path.
public let kSecAttrPath: CFString = "path"
/// When the item was made (set by the keychain).
public let kSecAttrCreationDate: CFString = "cdat"
/// When the item last changed (set by the keychain).
public let kSecAttrModificationDate: CFString = "mdat"

/// Readable while the device is unlocked.
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable after the first unlock until restart.
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Always readable (deprecated on Apple's systems).
public let kSecAttrAccessibleAlways: CFString = "dk"
/// Readable while unlocked, only with a passcode set, never migrated.
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
/// Readable while unlocked, never migrated.
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// Readable after the first unlock, never migrated.
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// Always readable, never migrated (deprecated on Apple's systems).
public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

/// The item's secret data.
public let kSecValueData: CFString = "v_Data"
/// A reference to the item's object (a key, a certificate).
public let kSecValueRef: CFString = "v_Ref"
/// A persistent reference to the item.
public let kSecValuePersistentRef: CFString = "v_PersistentRef"

/// Return the data of what matched.
public let kSecReturnData: CFString = "r_Data"
/// Return the attributes of what matched.
public let kSecReturnAttributes: CFString = "r_Attributes"
/// Return a reference to what matched.
public let kSecReturnRef: CFString = "r_Ref"
/// Return a persistent reference to what matched.
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"

/// How many items to return.
public let kSecMatchLimit: CFString = "m_Limit"
/// One item (the default).
public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Every item that matches.
public let kSecMatchLimitAll: CFString = "m_LimitAll"

/// Use the data-protection keychain (macOS); every keychain is that here.
public let kSecUseDataProtectionKeychain: CFString = "nleg"
/// Whether the keychain may ask the user; nothing asks here.
public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
/// The prompt for a protected item; nothing asks here.
public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
