@_implementationOnly import CFriBidi

/// The Unicode Bidirectional Algorithm (UAX #9), through FriBidi: embedding levels for a
/// paragraph, and the visual order of a line's pieces.
///
/// Why FriBidi: the algorithm's rules for numbers, neutrals, brackets and mirrored runs are
/// long and easy to get subtly wrong; FriBidi is the maintained implementation GNOME and
/// many renderers use.
enum Bidi {
    /// Whether any scalar of `characters` could be right-to-left (Hebrew, Arabic, Syriac,
    /// Thaana, N'Ko, …, their presentation forms, and the explicit bidi controls). Text without
    /// one is left to right throughout in a left-to-right paragraph, and skips FriBidi.
    static func mayHaveRightToLeft<S: Sequence>(_ characters: S) -> Bool where S.Element == Character {
        for character in characters {
            for scalar in character.unicodeScalars {
                let value = scalar.value
                if value < 0x0590 { continue }
                if value <= 0x08FF || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
                    || (0x200E...0x200F).contains(value) || (0x202A...0x202E).contains(value)
                    || (0x2066...0x2069).contains(value) || (0x10800...0x10FFF).contains(value)
                    || (0x1E800...0x1EFFF).contains(value) {
                    return true
                }
            }
        }
        return false
    }

    /// The embedding level of each Character (its first scalar's), by rules P2–P3 for the
    /// paragraph's direction: the first strong character decides, as Apple's "natural" writing
    /// direction does; a paragraph without one takes `rightToLeft` (the layout direction).
    /// Even levels are left to right, odd levels right to left.
    static func levels(_ characters: [Character], rightToLeft: Bool) -> [UInt8] {
        guard !characters.isEmpty else { return [] }
        if !rightToLeft && !mayHaveRightToLeft(characters) { return [UInt8](repeating: 0, count: characters.count) }
        var scalars: [FriBidiChar] = []
        var firstScalar: [Int] = []
        for character in characters {
            firstScalar.append(scalars.count)
            for scalar in character.unicodeScalars { scalars.append(scalar.value) }
        }
        let count = scalars.count
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var direction = rightToLeft ? swatch_fribidi_par_wrtl() : swatch_fribidi_par_wltr()
        let result = scalars.withUnsafeBufferPointer { text in
            types.withUnsafeMutableBufferPointer { types in
                brackets.withUnsafeMutableBufferPointer { brackets in
                    levels.withUnsafeMutableBufferPointer { levels in
                        fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(count), types.baseAddress)
                        fribidi_get_bracket_types(text.baseAddress, FriBidiStrIndex(count), types.baseAddress, brackets.baseAddress)
                        return fribidi_get_par_embedding_levels_ex(
                            types.baseAddress, brackets.baseAddress, FriBidiStrIndex(count), &direction, levels.baseAddress)
                    }
                }
            }
        }
        // 0 means FriBidi failed (out of memory): everything at the paragraph's level.
        guard result != 0 else { return [UInt8](repeating: rightToLeft ? 1 : 0, count: characters.count) }
        return firstScalar.map { UInt8(clamping: Int(levels[$0])) }
    }

    /// The visual order of a line's pieces, given each piece's level (rule L2): from the
    /// highest level down to the lowest odd level, every maximal sequence at that level or
    /// higher is reversed. Returns indices into the pieces.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        let lowestOdd = max(1, (levels.min() ?? 0) | 1)
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else { index += 1; continue }
                var end = index
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }
}
