/// An `Image` after resolution. Not resizable: exactly its point size whatever the
/// proposal (SwiftUI's images are fixed-size until `.resizable()`). Resizable: the
/// proposal, with the image's own size standing in for an unspecified dimension.
final class ImageNode: Node {
    let bitmap: ImageBitmap?
    let isResizable: Bool
    let smooth: Bool
    let tint: RGBAColor?

    init(path: ViewPath, bitmap: ImageBitmap?, image: Image, tint: RGBAColor?) {
        self.bitmap = bitmap
        isResizable = image.isResizable
        smooth = image.interpolation != .none
        self.tint = tint
        super.init(path: path)
    }

    override var kind: String? { "Image" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let natural = bitmap?.pointSize ?? .zero
        guard isResizable else { return natural }
        return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    override func draw(_ list: inout DisplayList) {
        guard let bitmap, frame.width > 0, frame.height > 0 else { return }
        let scale = list.scale
        let destination = CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
        list.append(.image(bitmap, destination: destination, smooth: smooth, tint: tint))
    }
}

/// `Image(systemName:)`: one icon-font glyph sized by the current font, baseline-aligned
/// like a character of that font; a placeholder box where the name has no glyph. After
/// `.resizable()` the symbol takes the size it is offered, as SwiftUI's symbol images do
/// (`Image(systemName: "xmark").resizable().frame(width: 15, height: 15)` is a 15-pt cross):
/// the glyph's em box is scaled to fit the frame and centred in it (§7.9).
final class SymbolNode: Node {
    let name: String
    let pointSize: CGFloat
    let color: RGBAColor
    let glyph: UInt32?
    let isResizable: Bool

    init(path: ViewPath, name: String, pointSize: CGFloat, color: RGBAColor, isResizable: Bool = false) {
        self.name = name
        self.pointSize = pointSize
        self.color = color
        self.isResizable = isResizable
        if let face = SystemSymbols.face, let code = SystemSymbols.fontAwesome[name], let scalar = Unicode.Scalar(code) {
            let index = face.glyphIndex(for: scalar)
            glyph = index == 0 ? nil : index
        } else {
            glyph = nil
        }
        super.init(path: path)
    }

    override var kind: String? { "Image" }

    override func jsonAttributes() -> [(String, String)] {
        [("systemName", name), ("drawn", glyph == nil ? "placeholder" : "FontAwesome")]
    }

    /// The glyph's advance by one em: Font Awesome's icons are as tall as the em square.
    /// Resizable: the proposal, with that natural size standing in for a missing dimension.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let natural = naturalSize
        guard isResizable else { return natural }
        return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    private var naturalSize: CGSize {
        guard let face = SystemSymbols.face, let glyph else { return CGSize(width: pointSize, height: pointSize) }
        let unit = pointSize / CGFloat(face.unitsPerEm)
        return CGSize(width: CGFloat(face.advance(of: glyph)) * unit, height: pointSize)
    }

    /// The point size the glyph is drawn at and its origin (left edge, baseline): the font's
    /// size at the frame's corner, or, resizable, the size whose ink box fits the frame,
    /// centred in it (an SF Symbol image's bounds hug its ink).
    private var drawing: (size: CGFloat, x: CGFloat, baseline: CGFloat) {
        guard isResizable, let face = SystemSymbols.face, let glyph, let ink = face.inkBounds(of: glyph) else {
            return (pointSize, frame.minX, frame.minY + baseline)
        }
        let factor = min(frame.width / CGFloat(ink.maxX - ink.minX), frame.height / CGFloat(ink.maxY - ink.minY))
        let centerX = CGFloat(ink.minX + ink.maxX) / 2, centerY = CGFloat(ink.minY + ink.maxY) / 2
        return (factor * CGFloat(face.unitsPerEm), frame.midX - centerX * factor, frame.midY + centerY * factor)
    }

    /// The baseline sits at the icon font's ascent, so symbols line up with text in an
    /// HStack aligned on `.firstTextBaseline`.
    private var baseline: CGFloat {
        guard let face = SystemSymbols.face, glyph != nil else { return pointSize * 0.8 }
        return face.ascent(size: pointSize) * pointSize / (face.ascent(size: pointSize) + face.descent(size: pointSize))
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key { return baseline }
        return nil
    }

    override func draw(_ list: inout DisplayList) {
        let scale = list.scale
        if let face = SystemSymbols.face, let glyph {
            let (size, x, baseline) = drawing
            guard size > 0, size.isFinite else { return }
            let positioned = PositionedGlyph(glyph: glyph, x: x * scale, y: baseline * scale)
            list.glyphs([positioned], face: face, pixelSize: size * scale, color: color)
            return
        }
        // Placeholder: a rounded square outline with a diagonal, clearly not a real symbol.
        let box = frame.insetBy(dx: frame.width * 0.1, dy: frame.height * 0.1)
        let line = max(1 / scale, pointSize / 14)
        list.stroke(Path(roundedRect: box.insetBy(dx: line / 2, dy: line / 2), cornerRadius: box.width * 0.2, style: .circular),
                    style: StrokeStyle(lineWidth: line), color: color)
        let diagonal = Path { path in
            path.move(to: CGPoint(x: box.minX + line, y: box.maxY - line * 2))
            path.addLine(to: CGPoint(x: box.minX + line * 2, y: box.maxY - line))
            path.addLine(to: CGPoint(x: box.maxX - line, y: box.minY + line * 2))
            path.addLine(to: CGPoint(x: box.maxX - line * 2, y: box.minY + line))
            path.closeSubpath()
        }
        list.fill(diagonal, color: color)
    }
}
