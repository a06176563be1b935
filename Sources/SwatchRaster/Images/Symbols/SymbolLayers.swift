import Foundation

/// One colored part of a symbol, in the symbol's em box (0…1 on both axes, y down): what
/// the rendering modes color apart. Levels follow SF's hierarchy: 0 primary (the base
/// picture), 1 secondary (an enclosure), 2 tertiary (a badge inside an enclosed symbol).
struct SymbolLayer {
    var path: Path
    var evenOdd = false
    var level = 0
    /// Areas removed from this layer: a slash's gap, a badge's clearance, the picture cut out
    /// of a filled enclosure.
    var cutouts: [Path] = []
}

/// Builds a resolved name's layers from its picture and SF's suffixes. Geometry follows the
/// set's own 24-unit grid: a 20-unit live area and 2-unit strokes, as Material's own
/// enclosed icons ("check_circle_outline") are drawn, so composed and single icons match.
enum SymbolLayers {
    private static let unit: CGFloat = 1.0 / 24
    /// How much of the em an enclosed picture keeps (SF shrinks it about as much).
    private static let enclosedScale: CGFloat = 0.58
    /// A badge's size and centre.
    private static let badgeScale: CGFloat = 0.5
    private static let badgeCenter = CGPoint(x: 0.8, y: 0.8)

    /// The layers of `name`; `monochrome` cuts pictures out of filled shapes (one color shows
    /// them as holes), the other modes draw them on top in their own level's style.
    static func layers(of name: SymbolName, weight: Int, monochrome: Bool) -> [SymbolLayer] {
        let stroke = strokeWidth(weight)
        if case .parts(let parts) = name.base, name.enclosure == nil, !name.isSlashed, name.badge == nil {
            // Each part is a layer of its own level, drawn in order; a cut part is removed from
            // those before it.
            var layers: [SymbolLayer] = []
            for part in parts {
                guard let path = partPath(part) else { continue }
                if part.cut {
                    for index in layers.indices { layers[index].cutouts.append(path) }
                } else {
                    layers.append(SymbolLayer(path: path, evenOdd: SymbolShapes.shape(named: part.material)?.evenOdd ?? false,
                                              level: part.level))
                }
            }
            return layers
        }
        guard let picture = basePath(name.base, enclosed: name.enclosure != nil) else { return [] }
        var layers: [SymbolLayer] = []
        if let enclosure = name.enclosure {
            let outer = shape(enclosure, inset: 0)
            if name.isFilled {
                layers.append(SymbolLayer(path: outer, level: 1, cutouts: monochrome ? [picture] : []))
                if !monochrome { layers.append(SymbolLayer(path: picture, level: 0)) }
            } else {
                var ring = outer
                ring.addPath(shape(enclosure, inset: stroke))
                layers.append(SymbolLayer(path: ring, evenOdd: true, level: 1))
                layers.append(SymbolLayer(path: picture, level: 0))
            }
        } else {
            layers.append(SymbolLayer(path: picture, level: 0))
        }
        if name.isSlashed {
            let (line, gap) = slash(width: stroke)
            for index in layers.indices { layers[index].cutouts.append(gap) }
            layers.append(SymbolLayer(path: line, level: 0))
        }
        if let badge = name.badge, let material = SymbolTable.material[badge],
           let glyph = MaterialIcons.glyph(named: material), let face = MaterialIcons.face {
            let clearance = Path(ellipseIn: CGRect(x: badgeCenter.x - 0.3, y: badgeCenter.y - 0.3, width: 0.6, height: 0.6))
            for index in layers.indices { layers[index].cutouts.append(clearance) }
            let badgePicture = emPath(face.glyphOutline(glyph), unitsPerEm: face.unitsPerEm, scale: badgeScale, center: badgeCenter)
            layers.append(SymbolLayer(path: badgePicture, level: name.enclosure == nil ? 1 : 2))
        }
        return layers
    }

    /// The stroke of composed rings and slashes: Material's 2 units at regular, heavier and
    /// lighter with the font's weight, as SF's strokes follow the text's.
    static func strokeWidth(_ weight: Int) -> CGFloat {
        (2 + CGFloat(min(max(weight, 100), 1000) - 400) / 400) * unit
    }

    /// The base picture in the em box, shrunk around the centre when enclosed.
    private static func basePath(_ base: SymbolName.Base, enclosed: Bool) -> Path? {
        switch base {
        case .material(let material):
            guard let face = MaterialIcons.face, let glyph = MaterialIcons.glyph(named: material) else { return nil }
            return emPath(face.glyphOutline(glyph), unitsPerEm: face.unitsPerEm, scale: enclosed ? enclosedScale : 1,
                          center: CGPoint(x: 0.5, y: 0.5))
        case .parts(let parts):
            // Inside an enclosure or under a slash the parts are one picture (not for parts cut
            // from others, or rings filled even-odd).
            guard !parts.contains(where: { $0.cut || SymbolShapes.shape(named: $0.material)?.evenOdd == true }) else { return nil }
            var picture = Path()
            for part in parts {
                guard let path = partPath(part) else { return nil }
                picture.addPath(path)
            }
            guard enclosed else { return picture }
            let shrink = CGAffineTransform(a: enclosedScale, b: 0, c: 0, d: enclosedScale,
                                           tx: 0.5 - 0.5 * enclosedScale, ty: 0.5 - 0.5 * enclosedScale)
            return picture.applying(shrink)
        case .character(let text):
            return characterPath(text, enclosed: enclosed)
        }
    }

    /// One or two characters in the system font's bold, their cap height half the em (0.7
    /// alone), centred; two digits set at their advances and narrowed to fit the enclosure's
    /// inside ("01.circle.fill"), as SF's numbered symbols are.
    static func characterPath(_ text: String, enclosed: Bool) -> Path? {
        guard let face = try? FontLookup.face(family: SystemFont.defaultFamily, weight: 600) else { return nil }
        var glyphs: [(glyph: UInt32, x: Int)] = []
        var pen = 0
        for scalar in text.unicodeScalars {
            let glyph = face.glyphIndex(for: scalar)
            guard glyph != 0 else { return nil }
            glyphs.append((glyph, pen))
            pen += face.advance(of: glyph)
        }
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for (glyph, x) in glyphs {
            guard let ink = face.inkBounds(of: glyph) else { continue }
            minX = min(minX, ink.minX + x); maxX = max(maxX, ink.maxX + x)
            minY = min(minY, ink.minY); maxY = max(maxY, ink.maxY)
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        let height = CGFloat(max(1, maxY - minY)), width = CGFloat(max(1, maxX - minX))
        let size: CGFloat = enclosed ? 0.48 : 0.7
        let maxWidth: CGFloat = glyphs.count > 1 ? (enclosed ? 0.56 : 0.9) : .infinity
        let factor = min(size / height, maxWidth / width)
        var path = Path()
        for (glyph, x) in glyphs {
            let transform = CGAffineTransform(a: factor, b: 0, c: 0, d: -factor,
                                              tx: 0.5 - (CGFloat(minX + maxX) / 2 - CGFloat(x)) * factor,
                                              ty: 0.5 + CGFloat(minY + maxY) / 2 * factor)
            path.addPath(face.glyphOutline(glyph).applying(transform))
        }
        return path
    }

    /// One part's icon in the em box, at its scale and centre.
    private static func partPath(_ part: SymbolPart) -> Path? {
        let center = CGPoint(x: CGFloat(part.x), y: CGFloat(part.y))
        let path: Path
        if let own = SymbolShapes.shape(named: part.material) {
            let scale = CGFloat(part.scale)
            path = own.path.applying(CGAffineTransform(a: scale, b: 0, c: 0, d: scale,
                                                       tx: center.x - 0.5 * scale, ty: center.y - 0.5 * scale))
        } else {
            guard let face = MaterialIcons.face, let glyph = MaterialIcons.glyph(named: part.material) else { return nil }
            path = emPath(face.glyphOutline(glyph), unitsPerEm: face.unitsPerEm, scale: CGFloat(part.scale), center: center)
        }
        guard part.angle != 0 else { return path }
        let turn = CGAffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(part.angle) * .pi / 180))
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        return path.applying(turn)
    }

    /// A glyph outline (font units, y up, baseline at zero, ascent one em) in the em box,
    /// scaled by `scale` around `center`.
    private static func emPath(_ outline: Path, unitsPerEm: Int, scale: CGFloat, center: CGPoint) -> Path {
        let em = 1 / CGFloat(max(1, unitsPerEm))
        // Font units → em box: x · em, 1 − y · em; then scale about the box centre and move.
        let factor = em * scale
        let transform = CGAffineTransform(a: factor, b: 0, c: 0, d: -factor,
                                          tx: center.x - 0.5 * scale, ty: center.y + 0.5 * scale)
        return outline.applying(transform)
    }

    /// An enclosure, inset by `inset` (its inner edge when stroked: the two contours fill as
    /// a ring under the even-odd rule).
    private static func shape(_ enclosure: SymbolName.Enclosure, inset: CGFloat) -> Path {
        switch enclosure {
        case .circle:
            let r = 10 * unit - inset
            return Path(ellipseIn: CGRect(x: 0.5 - r, y: 0.5 - r, width: 2 * r, height: 2 * r))
        case .square:
            let side = 18 * unit - 2 * inset
            return Path(roundedRect: CGRect(x: 0.5 - side / 2, y: 0.5 - side / 2, width: side, height: side),
                        cornerRadius: max(0, 3.5 * unit - inset))
        case .rectangle:
            let width = 21 * unit - 2 * inset, height = 16 * unit - 2 * inset
            return Path(roundedRect: CGRect(x: 0.5 - width / 2, y: 0.5 - height / 2, width: width, height: height),
                        cornerRadius: max(0, 3 * unit - inset))
        }
    }

    /// SF's slash: a stroke from the top leading corner to the bottom trailing one, and the
    /// wider band around it that is cleared from what it crosses.
    private static func slash(width: CGFloat) -> (line: Path, gap: Path) {
        let start = CGPoint(x: 3.5 * unit, y: 2.5 * unit), end = CGPoint(x: 20.5 * unit, y: 21.5 * unit)
        return (band(from: start, to: end, width: width), band(from: start, to: end, width: width * 2.6))
    }

    private static func band(from a: CGPoint, to b: CGPoint, width: CGFloat) -> Path {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = max(1e-6, (dx * dx + dy * dy).squareRoot())
        let nx = -dy / length * width / 2, ny = dx / length * width / 2
        var path = Path()
        path.addLines([CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
                       CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny)])
        path.closeSubpath()
        return path
    }
}
