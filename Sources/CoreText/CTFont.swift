import Foundation

/// A font at a size: Core Text's `CTFont`, as apps make one by name to ask its names or to
/// check that a registered font is there. Text is drawn by the engine from the name, so this
/// keeps the name and size.
public final class CTFont: @unchecked Sendable {
    // @unchecked: immutable after init.
    let postScriptName: String
    let familyName: String
    let size: CGFloat

    init(postScriptName: String, familyName: String, size: CGFloat) {
        self.postScriptName = postScriptName
        self.familyName = familyName
        self.size = size
    }
}

/// The font with PostScript or family name `name` at `size` points (12 when `size` is 0, as
/// Core Text's default). A registered font's own family name is found from its PostScript
/// name; for others the part before "-" stands for the family.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let registered = CTFontManagerRegistry.face(postScriptName: name)
    let family = registered?.family ?? String(name.split(separator: "-").first ?? Substring(name))
    return CTFont(postScriptName: name, familyName: family, size: size > 0 ? size : 12)
}

/// The font `descriptor` names (its PostScript name, else its family) at `size` points.
public func CTFontCreateWithFontDescriptor(_ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let name = descriptor.attributes[kCTFontNameAttribute] as? String
        ?? descriptor.attributes[kCTFontFamilyNameAttribute] as? String ?? ""
    return CTFontCreateWithName(name, size, matrix)
}

/// The font of `graphicsFont` at `size` points.
public func CTFontCreateWithGraphicsFont(_ graphicsFont: CGFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ attributes: CTFontDescriptor?) -> CTFont {
    CTFontCreateWithName(graphicsFont.postScriptName ?? "", size, matrix)
}

/// The font's PostScript name.
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.postScriptName }

/// The font's family name.
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.familyName }

/// The font's point size.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }

/// A descriptor of the font.
public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor {
    CTFontDescriptor(attributes: [
        kCTFontNameAttribute: font.postScriptName, kCTFontFamilyNameAttribute: font.familyName,
        kCTFontSizeAttribute: Double(font.size),
    ])
}
