/// A face's strings shaped into glyphs and widths: HarfBuzz's answer (HarfBuzzShaper.swift)
/// with synthesized bold and tabular figures applied, or the cmap, advances and 'kern' pairs
/// for a file HarfBuzz cannot read.
extension FontFace {
    /// Width of a single line at `size` points, shaped left to right (`shape`), scaled by
    /// size / unitsPerEm, no rounding. A newline is measured like any other character, so
    /// split lines first.
    func width(of text: String, size: CGFloat) -> CGFloat {
        CGFloat(shape(text, rightToLeft: false, tabularDigits: false).advance) * size / CGFloat(unitsPerEm)
    }

    /// `text` shaped in this face: HarfBuzz's glyphs and positions (font units, visual order),
    /// widened by synthesized bold's em/24 per glyph. With `tabularDigits`, every ASCII digit
    /// is as wide as the widest digit and centred in that width, as before shaping.
    func shape(_ text: String, rightToLeft: Bool, tabularDigits: Bool) -> ShapedText {
        guard let shaper else { return unshaped(text, tabularDigits: tabularDigits) }
        let shaped = shaper.shape(text, rightToLeft: rightToLeft)
        let embolden = synthesis.contains(.bold) ? unitsPerEm / 24 : 0
        guard embolden != 0 || tabularDigits else { return shaped }
        let digits = tabularDigits ? Set(text.enumerated().compactMap { index, character in
            character.isASCII && character.isNumber ? index : nil
        }) : []
        let digitAdvance = tabularDigits && !digits.isEmpty ? maxDigitAdvance() : 0
        var glyphs = shaped.glyphs
        for index in glyphs.indices {
            if glyphs[index].advance != 0 { glyphs[index].advance += embolden }
            if digits.contains(glyphs[index].character) {
                // `maxDigitAdvance` already holds the synthesized bold's widening.
                let own = glyphs[index].advance
                glyphs[index].xOffset += (digitAdvance - own) / 2
                glyphs[index].advance = digitAdvance
            }
        }
        return ShapedText(glyphs: glyphs, characterCount: shaped.characterCount)
    }

    /// Shaping without HarfBuzz: the cmap's glyph per scalar, its advance, and 'kern' pairs.
    private func unshaped(_ text: String, tabularDigits: Bool) -> ShapedText {
        lock.lock()
        defer { lock.unlock() }
        let digitAdvance = tabularDigits ? unlockedMaxDigitAdvance() : 0
        var glyphs: [ShapedGlyph] = []
        var characterCount = 0
        var previousIsDigit = false
        for character in text {
            for scalar in character.unicodeScalars {
                let glyph = unlockedGlyphIndex(scalar)
                let isDigit = tabularDigits && scalar.value >= 0x30 && scalar.value <= 0x39
                if let last = glyphs.indices.last, !isDigit, !previousIsDigit {
                    glyphs[last].advance += unlockedKerning(glyphs[last].glyph, glyph)
                }
                let own = unlockedAdvance(glyph)
                glyphs.append(ShapedGlyph(glyph: glyph, character: characterCount, advance: isDigit ? digitAdvance : own,
                                          xOffset: isDigit ? (digitAdvance - own) / 2 : 0, yOffset: 0))
                previousIsDigit = isDigit
            }
            characterCount += 1
        }
        return ShapedText(glyphs: glyphs, characterCount: characterCount)
    }
}
