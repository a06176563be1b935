@_implementationOnly import CFontconfig
import Foundation

/// The font families a render can draw, and the PostScript names of their faces: what
/// fontconfig lists on this machine, the app's own fonts included (`AppFonts`). UIKit's
/// `UIFont.familyNames` and `fontNames(forFamilyName:)` answer from here (Sprite Catalog lists
/// the faces of each family it ships): on iOS they list iOS's fonts; here, the fonts this
/// machine and the app have, which are the ones a still draws with.
package enum InstalledFonts {
    /// Every family name, sorted, each once.
    package static var familyNames: [String] {
        Array(Set(faces().map(\.family))).sorted()
    }

    /// The PostScript names of the faces of `familyName` (compared as fontconfig compares:
    /// case and blanks ignored), sorted; empty for a family that is not installed.
    package static func fontNames(forFamilyName familyName: String) -> [String] {
        let wanted = FontLookup.normalized(familyName)
        return Array(Set(faces().filter { FontLookup.normalized($0.family) == wanted }.compactMap(\.postscript))).sorted()
    }

    /// Each face's first family name and its PostScript name.
    private static func faces() -> [(family: String, postscript: String?)] {
        Fontconfig.shared.withConfig { config -> [(family: String, postscript: String?)] in
            guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
            defer { FcPatternDestroy(pattern); FcObjectSetDestroy(objects) }
            _ = FcObjectSetAdd(objects, FC_FAMILY)
            _ = FcObjectSetAdd(objects, FC_POSTSCRIPT_NAME)
            guard let set = FcFontList(config, pattern, objects) else { return [] }
            defer { FcFontSetDestroy(set) }
            var found: [(family: String, postscript: String?)] = []
            for index in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[index] else { continue }
                let family = Fontconfig.shared.strings(font, FC_FAMILY).first
                let postscript = Fontconfig.shared.strings(font, FC_POSTSCRIPT_NAME).first
                if let family { found.append((family, postscript)) }
            }
            return found
        } ?? []
    }
}
