import SwatchRaster

/// Text beyond Latin on one screen (issue 35): emoji with a flag and ZWJ sequences, CJK,
/// Hangul and kana, right-to-left Arabic and Hebrew paragraphs, Devanagari and Thai, common
/// symbols, GPOS kerning, and fonts named as on iOS. Every character must draw as itself:
/// none may be a missing-glyph box.
struct WorldTextScreen: View {
    /// Each line of the page, in order: what the pixel tests check one by one.
    static let samples: [String] = [
        "Fire 🔥  Ocean 🌊  Leaf 🍃",
        "Flags 🇯🇵 🇧🇷 🏳️‍🌈  Family 👨‍👩‍👧  Dev 👩🏽‍💻",
        "海 Ocean · 你好，世界。",
        "日本語のテキスト、カタカナとひらがな。",
        "안녕하세요, 세계!",
        "नमस्ते दुनिया",
        "สวัสดีชาวโลก",
        "→ ✓ • € … ° × ★ ﹪ ½ ≠ ∞",
    ]

    /// Right-to-left paragraphs, wrapped at the page's width.
    static let rightToLeft: [String] = [
        "مرحبا بالعالم! هذا نص عربي يلتف على عدة أسطر، مع رقم 2026 وكلمة Swift.",
        "שלום עולם — טקסט בעברית עם המילה SwiftUI באמצע.",
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("World text").font(.title2.bold())
            ForEach(Self.samples, id: \.self) { sample in
                Text(sample).font(.body)
            }
            Divider()
            ForEach(Self.rightToLeft, id: \.self) { paragraph in
                Text(paragraph).font(.callout)
            }
            Text(Self.rightToLeft[0]).font(.callout)
                .environment(\.layoutDirection, .rightToLeft)
                .frame(maxWidth: .infinity, alignment: .leading)
            Divider()
            Text("AVATAR To Wa Ty").font(.title)
            HStack(spacing: 12) {
                Text("Courier").font(.custom("Courier", size: 17))
                Text("Helvetica Neue").font(.custom("HelveticaNeue-Bold", size: 17))
                Text("Menlo").font(.custom("Menlo", size: 17))
            }
            HStack(spacing: 12) {
                Text("Times New Roman").font(.custom("Times New Roman", size: 17))
                Text("Palatino").font(.custom("Palatino", size: 17))
                Text("Georgia").font(.custom("Georgia", size: 17))
            }
            Spacer()
        }
        .padding()
    }
}
