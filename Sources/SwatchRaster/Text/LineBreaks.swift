@_implementationOnly import CUnibreak
import Foundation

/// Where a line may break, by the Unicode Line Breaking Algorithm (UAX #14), through
/// libunibreak.
///
/// Why UAX #14 and not "at spaces": CJK text has no spaces and breaks between ideographs,
/// never before closing punctuation (。」) or after opening punctuation; Latin text may break
/// after a hyphen or a slash; Thai needs a dictionary (libunibreak has none, so a Thai run
/// breaks at spaces, as the rest of the algorithm says).
enum LineBreaks {
    private static let initialized: Bool = {
        init_linebreak()
        return true
    }()

    /// For each Character, whether a line may break after it (the last Character's answer is
    /// always true: the end of the text).
    static func opportunities(_ characters: [Character]) -> [Bool] {
        guard !characters.isEmpty else { return [] }
        // ASCII letters, digits and spaces only: a break after each space, as UAX #14 says for them.
        if characters.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == " ") }) {
            var breaks = characters.map { $0 == " " }
            breaks[breaks.count - 1] = true
            return breaks
        }
        _ = initialized
        // One scalar per Character: breaks fall only between Characters, and UAX #14 treats a
        // base followed by combining marks or joiners as the base (LB9), so the first scalar
        // speaks for the whole cluster. Debian 12's libunibreak 5.1 aborts the process on a
        // regional indicator (a flag's half) and on U+FFFF (found by feeding it every scalar;
        // docs/ARCHITECTURE.md §7.2), so those go in as U+1F3F3 WAVING WHITE FLAG (class ID,
        // which breaks as a flag does) and U+FFFD.
        let scalars: [UInt32] = characters.map { character in
            let value = character.unicodeScalars.first?.value ?? 0x20
            if (0x1F1E6...0x1F1FF).contains(value) { return 0x1F3F3 }
            if let scalar = Unicode.Scalar(value), scalar.properties.isNoncharacterCodePoint { return 0xFFFD }
            return value
        }
        var breaks = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: scalars.count)
        scalars.withUnsafeBufferPointer { text in
            breaks.withUnsafeMutableBufferPointer { out in
                set_linebreaks_utf32(text.baseAddress, text.count, nil, out.baseAddress)
            }
        }
        var result = breaks.map { $0 == CChar(LINEBREAK_ALLOWBREAK) || $0 == CChar(LINEBREAK_MUSTBREAK) }
        result[result.count - 1] = true
        return result
    }
}
