import Foundation

/// The descriptor attribute of a font's PostScript name.
public let kCTFontNameAttribute: CFString = "NSFontNameAttribute"
/// The descriptor attribute of a font's family name.
public let kCTFontFamilyNameAttribute: CFString = "NSFontFamilyAttribute"
/// The descriptor attribute of a font's name as shown to people.
public let kCTFontDisplayNameAttribute: CFString = "NSFontVisibleNameAttribute"
/// The descriptor attribute of a font's file URL.
public let kCTFontURLAttribute: CFString = "NSCTFontFileURLAttribute"
/// The descriptor attribute of a font's point size.
public let kCTFontSizeAttribute: CFString = "NSFontSizeAttribute"
/// The descriptor attribute of the scope a font is registered in.
public let kCTFontRegistrationScopeAttribute: CFString = "NSCTFontRegistrationScopeAttribute"

/// A font's attributes, by Core Text's attribute names: what `CTFontManagerCopyRegisteredFontDescriptors`
/// lists, and what apps read a registered font's PostScript name from.
public final class CTFontDescriptor: @unchecked Sendable {
    // @unchecked: immutable after init.
    let attributes: [String: Any]

    init(attributes: [String: Any]) {
        self.attributes = attributes
    }
}

/// A descriptor of the font with PostScript name `name`, at `size` points.
public func CTFontDescriptorCreateWithNameAndSize(_ name: CFString, _ size: CGFloat) -> CTFontDescriptor {
    CTFontDescriptor(attributes: [kCTFontNameAttribute: name, kCTFontSizeAttribute: Double(size)])
}

/// A descriptor of `attributes` (keys are the `kCTFont…Attribute` names).
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
    var copied: [String: Any] = [:]
    for (key, value) in attributes {
        if let name = key as? String { copied[name] = value }
    }
    return CTFontDescriptor(attributes: copied)
}

/// The value of `attribute`, or nil when the descriptor has none. Strings come back as
/// `NSString`, URLs as `NSURL` and numbers as `NSNumber`, so that `as? String`, `as? URL`
/// and `as? NSNumber` read them as they do on Apple's systems.
public func CTFontDescriptorCopyAttribute(_ descriptor: CTFontDescriptor, _ attribute: CFString) -> CFTypeRef? {
    switch descriptor.attributes[attribute] {
    case let text as String: return NSString(string: text)
    case let url as URL: return url as NSURL
    case let number as Double: return NSNumber(value: number)
    case let number as UInt32: return NSNumber(value: number)
    case let object as AnyObject: return object
    default: return nil
    }
}

/// Every attribute of the descriptor.
public func CTFontDescriptorCopyAttributes(_ descriptor: CTFontDescriptor) -> CFDictionary {
    var bridged: [String: AnyObject] = [:]
    for key in descriptor.attributes.keys {
        if let value = CTFontDescriptorCopyAttribute(descriptor, key) { bridged[key] = value }
    }
    return NSDictionary(dictionary: bridged)
}
