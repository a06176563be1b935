/// `Image(systemName:)` on Linux: SF Symbols are Apple's and cannot be shipped, so common
/// symbol names are drawn with Font Awesome 4.7 (Debian's fonts-font-awesome, SIL OFL),
/// found through fontconfig. Any other name draws a placeholder box of the same size, so a
/// view never fails to render for a missing symbol. README lists the table.
enum SystemSymbols {
    /// SF Symbol name → Font Awesome 4.7 code point (each checked present in the font).
    static let fontAwesome: [String: UInt32] = [
        "airplane": 0xF072, "arrow.clockwise": 0xF01E, "arrow.down": 0xF063, "arrow.left": 0xF060,
        "arrow.right": 0xF061, "arrow.up": 0xF062, "battery.100": 0xF240, "bell": 0xF0A2,
        "bell.fill": 0xF0F3, "bolt": 0xF0E7, "bolt.fill": 0xF0E7, "book": 0xF02D,
        "bookmark": 0xF097, "bookmark.fill": 0xF02E, "bubble.left": 0xF0E5, "calendar": 0xF073,
        "camera": 0xF030, "car": 0xF1B9, "cart": 0xF07A, "chart.bar": 0xF080, "chart.pie": 0xF200,
        "checkmark": 0xF00C, "checkmark.circle": 0xF05D, "checkmark.circle.fill": 0xF058,
        "chevron.down": 0xF078, "chevron.left": 0xF053, "chevron.right": 0xF054, "chevron.up": 0xF077,
        "circle": 0xF10C, "circle.fill": 0xF111, "clock": 0xF017, "cloud": 0xF0C2, "cloud.fill": 0xF0C2,
        "creditcard": 0xF09D, "desktopcomputer": 0xF108, "doc": 0xF016, "doc.fill": 0xF15B,
        "drop": 0xF043, "drop.fill": 0xF043, "ellipsis": 0xF141, "envelope": 0xF003,
        "envelope.fill": 0xF0E0, "exclamationmark.triangle": 0xF071, "eye": 0xF06E, "eye.slash": 0xF070,
        "eyedropper": 0xF1FB, "flag": 0xF11D, "flag.fill": 0xF024, "folder": 0xF114, "folder.fill": 0xF07B,
        "gear": 0xF013, "gearshape": 0xF013, "gearshape.fill": 0xF013, "gift": 0xF06B, "globe": 0xF0AC,
        "hammer": 0xF0E3, "hand.thumbsup": 0xF087, "hand.thumbsup.fill": 0xF164, "heart": 0xF08A,
        "heart.fill": 0xF004, "house": 0xF015, "house.fill": 0xF015, "info.circle": 0xF05A,
        "ipad": 0xF10A, "iphone": 0xF10B, "key": 0xF084, "keyboard": 0xF11C, "laptopcomputer": 0xF109,
        "lightbulb": 0xF0EB, "line.3.horizontal": 0xF0C9, "link": 0xF0C1, "list.bullet": 0xF03A,
        "location": 0xF124, "lock": 0xF023, "lock.fill": 0xF023, "lock.open": 0xF09C,
        "magnifyingglass": 0xF002, "map": 0xF279, "message": 0xF0E5, "mic": 0xF130, "mic.fill": 0xF130,
        "minus": 0xF068, "minus.circle.fill": 0xF056, "moon": 0xF186, "music.note": 0xF001,
        "paintbrush": 0xF1FC, "paintpalette": 0xF1FC, "paperclip": 0xF0C6, "pause": 0xF04C,
        "pause.fill": 0xF04C, "pencil": 0xF040, "person": 0xF007, "person.2": 0xF0C0,
        "person.fill": 0xF007, "phone": 0xF095, "phone.fill": 0xF095, "photo": 0xF03E, "play": 0xF04B,
        "play.fill": 0xF04B, "plus": 0xF067, "plus.circle": 0xF196, "plus.circle.fill": 0xF055,
        "printer": 0xF02F, "questionmark.circle": 0xF059, "scissors": 0xF0C4, "shield": 0xF132,
        "slider.horizontal.3": 0xF1DE, "speaker.wave.2": 0xF028, "square": 0xF096,
        "square.and.arrow.down": 0xF019, "square.and.arrow.up": 0xF045, "square.and.pencil": 0xF044,
        "square.fill": 0xF0C8, "square.grid.2x2": 0xF00A, "star": 0xF006, "star.fill": 0xF005,
        "stop.fill": 0xF04D, "sun.max": 0xF185, "swatchpalette": 0xF1FC, "tag": 0xF02B, "trash": 0xF014,
        "trash.fill": 0xF1F8, "tray": 0xF01C, "trophy": 0xF091, "video": 0xF03D, "video.fill": 0xF03D,
        "wifi": 0xF1EB, "wrench": 0xF0AD, "xmark": 0xF00D, "xmark.circle": 0xF05C,
        "xmark.circle.fill": 0xF057,
    ]

    /// The icon font, or nil when it is not installed (every symbol is then a placeholder).
    static let face: FontFace? = try? FontLookup.face(family: "FontAwesome")

    /// Size of a symbol relative to its font for `.imageScale`: our approximation (Apple
    /// documents the three scales but publishes no ratios).
    static func factor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.3
        }
    }
}

extension Text {
    /// Text showing an image inline. A system symbol with a glyph in the icon font is drawn
    /// as that glyph at the text's size and color, so it wraps and aligns like a character;
    /// any other image is drawn as a white square (U+25A1) placeholder character.
    public init(_ image: Image) {
        if case .system(let name) = image.source, SystemSymbols.face != nil,
           let code = SystemSymbols.fontAwesome[name], let scalar = Unicode.Scalar(code) {
            var run = Run(content: .verbatim(String(Character(scalar))))
            run.attributes.isSymbol = true
            self.init(verbatim: "")
            runs = [run]
        } else {
            self.init(verbatim: "\u{25A1}")
        }
    }
}
