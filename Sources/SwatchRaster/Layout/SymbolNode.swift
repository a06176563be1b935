/// `Image(systemName:)`: the symbol's layers (ARCHITECTURE §7.9) drawn in an em box the
/// size of the symbol's point size, centred on the cap height of text of the same font, as SF
/// Symbols sit beside text (Apple, WWDC20 "SF Symbols 2": a symbol is vertically centred on
/// the cap height). A placeholder box where the name has no picture, so a view never fails
/// for a missing symbol. After `.resizable()` the symbol's ink is scaled to fit the frame
/// and centred in it, as SwiftUI's symbol images are (§7.9).
final class SymbolNode: Node {
    let name: String
    /// The em box's side in points (the font's size times the image scale).
    let pointSize: CGFloat
    /// The text's own size, whose cap height the symbol centres on.
    let textSize: CGFloat
    /// Colors by layer level: primary, secondary, tertiary.
    let colors: [RGBAColor]
    let isResizable: Bool
    let layers: [SymbolLayer]
    /// A user-supplied picture (`SWATCH_SYMBOLS`), drawn instead of the default set's.
    let userSymbol: UserSymbol?

    init(path: ViewPath, name: String, pointSize: CGFloat, textSize: CGFloat, style: SymbolStyle, isResizable: Bool = false) {
        self.name = name
        self.pointSize = pointSize
        self.textSize = textSize
        self.isResizable = isResizable
        let variants = style.variants ?? .none
        userSymbol = (variants == .none ? nil : UserSymbols.symbol(named: variants.variantName(of: name)))
            ?? UserSymbols.symbol(named: name)
        // Parts take their own colors in hierarchical and palette, and in multicolor where the
        // set has colors for the name; otherwise the symbol is one color, with cut-outs.
        var layered = style.mode == .hierarchical || style.mode == .palette
        var recipe: SymbolName?
        if userSymbol == nil {
            let composed = style.mode == .monochrome ? nil : SymbolName.resolve(name, variants: variants, layered: true)
            if style.mode == .multicolor, let composed,
               !SymbolMulticolor.colors(for: name, badge: composed.badge, badgeLevel: 1).isEmpty {
                layered = true
            }
            recipe = layered ? composed : SymbolName.resolve(name, variants: variants)
        }
        layers = recipe.map { SymbolLayers.layers(of: $0, weight: style.weight, monochrome: !layered) } ?? []
        colors = style.colors(name: name, recipe: recipe)
        super.init(path: path)
    }

    override var kind: String? { "Image" }

    override func jsonAttributes() -> [(String, String)] {
        let drawn = userSymbol != nil ? "SVG" : layers.isEmpty ? "placeholder" : "Material Icons"
        return [("systemName", name), ("drawn", drawn)]
    }

    /// The em box (a user symbol: its own aspect at that height). Resizable: the proposal,
    /// with that natural size standing in for a missing dimension.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let natural = userSymbol.map { CGSize(width: pointSize * $0.aspectRatio, height: pointSize) }
            ?? CGSize(width: pointSize, height: pointSize)
        guard isResizable else { return natural }
        return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    /// The baseline: the em box's centre sits on the middle of the text's cap height.
    private var baseline: CGFloat { pointSize / 2 + textSize * SystemSymbols.capHeight / 2 }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key { return baseline }
        return nil
    }

    /// The em box in points: at the frame's corner, or, resizable, scaled so the ink fits the
    /// frame and centred in it.
    private func emBox(ink: CGRect) -> CGRect {
        guard isResizable, ink.width > 0, ink.height > 0 else {
            return CGRect(x: frame.minX, y: frame.minY, width: pointSize, height: pointSize)
        }
        let side = min(frame.width / ink.width, frame.height / ink.height)
        return CGRect(x: frame.midX - ink.midX * side, y: frame.midY - ink.midY * side, width: side, height: side)
    }

    override func draw(_ list: inout DisplayList) {
        if let userSymbol {
            let box = isResizable ? frame : CGRect(x: frame.minX, y: frame.minY, width: pointSize * userSymbol.aspectRatio, height: pointSize)
            userSymbol.draw(in: box, pointSize: pointSize, baseline: baseline, fitted: isResizable, color: colors[0], into: &list)
            return
        }
        guard !layers.isEmpty else { return drawPlaceholder(&list) }
        let ink = layers.reduce(CGRect.null) { $0.union($1.path.boundingRect) }
        let box = emBox(ink: ink)
        guard box.width > 0, box.width.isFinite else { return }
        // Unresized, the picture is drawn `SystemSymbols.pictureScale` times the set's own size
        // about the em box's centre (SF's pictures are larger than Material's live area).
        let side = isResizable ? box.width : box.width * SystemSymbols.pictureScale
        let toPoints = CGAffineTransform(a: side, b: 0, c: 0, d: side,
                                         tx: box.midX - side / 2, ty: box.midY - side / 2)
        let bounds = Path(box.insetBy(dx: -box.width, dy: -box.width))
        for layer in layers {
            let color = colors[min(layer.level, colors.count - 1)]
            for _ in layer.cutouts { list.append(.beginLayer(opacity: 1)) }
            list.fill(layer.path.applying(toPoints), evenOdd: layer.evenOdd, color: color)
            for cutout in layer.cutouts.reversed() {
                var mask = bounds
                mask.addPath(cutout.applying(toPoints))
                list.append(.endLayerEvenOdd(mask: list.devicePolygonsOf(mask)))
            }
        }
    }

    /// A rounded square outline with a diagonal, clearly not a real symbol.
    private func drawPlaceholder(_ list: inout DisplayList) {
        let color = colors[0]
        let box = frame.insetBy(dx: frame.width * 0.1, dy: frame.height * 0.1)
        let line = max(1 / list.scale, pointSize / 14)
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
