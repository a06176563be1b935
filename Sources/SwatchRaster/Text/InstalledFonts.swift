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
        listed().map { ($0.family, $0.postscript) }
    }

    /// One face fontconfig lists: its first family name, PostScript name and index in its file.
    struct ListedFace {
        let family: String
        let postscript: String?
        let index: Int32
    }

    /// The faces fontconfig lists, those of one font file when `file` is given (what
    /// `RegisteredFonts` reads a registered file's names from), in fontconfig's order.
    static func listed(file: String? = nil) -> [ListedFace] {
        Fontconfig.shared.withConfig { config -> [ListedFace] in
            guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
            defer { FcPatternDestroy(pattern); FcObjectSetDestroy(objects) }
            if let file {
                _ = file.withCString { name in
                    name.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) { FcPatternAddString(pattern, FC_FILE, $0) }
                }
            }
            _ = FcObjectSetAdd(objects, FC_FAMILY)
            _ = FcObjectSetAdd(objects, FC_POSTSCRIPT_NAME)
            _ = FcObjectSetAdd(objects, FC_INDEX)
            guard let set = FcFontList(config, pattern, objects) else { return [] }
            defer { FcFontSetDestroy(set) }
            var found: [ListedFace] = []
            for item in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[item], let family = Fontconfig.shared.strings(font, FC_FAMILY).first else { continue }
                var index: Int32 = 0
                if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
                found.append(ListedFace(family: family, postscript: Fontconfig.shared.strings(font, FC_POSTSCRIPT_NAME).first, index: index))
            }
            return found
        } ?? []
    }
}
