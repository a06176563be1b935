extension TextNode {
    /// Placeholder redaction: each line becomes a rounded bar as wide as the line and as
    /// tall as the font's ascent plus descent, in the text's color at `redactedOpacity`.
    /// SwiftUI documents only that text is replaced by grayed-out shapes the size of the
    /// text (Apple: `redacted(reason:)`; Sundell, "Generating automatic placeholders for
    /// SwiftUI views", 2020); the opacity and corner radius here are our approximation
    /// (docs/ARCHITECTURE.md §5.13).
    func drawRedacted(_ list: inout DisplayList) {
        let layout = placedLayout
        let face = style.face
        let ascent = face.ascent(size: style.size), descent = face.descent(size: style.size)
        let barHeight = ascent + descent
        var color = runs.first?.color ?? RGBAColor(red: 0, green: 0, blue: 0)
        color.alpha *= TextNode.redactedOpacity
        for line in layout.lines where line.width > 0 {
            let x: CGFloat
            switch style.alignment {
            case .leading: x = frame.minX
            case .center: x = frame.minX + (frame.width - line.width) / 2
            case .trailing: x = frame.maxX - line.width
            }
            let top = frame.minY + line.top + (line.height - barHeight) / 2
            let bar = CGRect(x: x, y: top, width: line.width, height: barHeight)
            list.fill(Path(roundedRect: bar, cornerRadius: min(TextNode.redactedCornerRadius, barHeight / 2)), color: color)
        }
    }

    /// The bar's share of the text color's alpha (our approximation of SwiftUI's gray).
    static let redactedOpacity = 0.16
    /// The bar's corner radius in points.
    static let redactedCornerRadius: CGFloat = 4
}
