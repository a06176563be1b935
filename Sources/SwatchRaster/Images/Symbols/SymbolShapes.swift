import Foundation

/// Our own drawings, in the em box (0…1 on both axes, y down), for pictures the default set
/// has no icon for and cannot compose from its icons (issue 49): a seal's scalloped edge, a
/// dashed ring, a waveform line, an orbit, a swallow. A `SymbolPart` names one by its key
/// here instead of a Material ligature (the keys are no Material names). Drawn after SF's
/// pictures on the set's 24-unit grid with its 2-unit strokes, not traced from them.
enum SymbolShapes {
    private static let unit: CGFloat = 1.0 / 24
    private static let stroke: CGFloat = 2.0 / 24

    /// The shape named `name`, and whether it fills by the even-odd rule (rings), or nil.
    static func shape(named name: String) -> (path: Path, evenOdd: Bool)? {
        switch name {
        case "own_seal": return (seal(inset: 0), false)
        case "own_seal_outline":
            var ring = seal(inset: 0)
            ring.addPath(seal(inset: stroke))
            return (ring, true)
        case "own_dashed_ring": return (dashedRing(), false)
        case "own_waveform_path": return (waveform(), false)
        case "own_orbit":
            var ring = Path(ellipseIn: CGRect(x: 0.08, y: 0.34, width: 0.84, height: 0.32))
            ring.addEllipse(in: CGRect(x: 0.08 + 0.065, y: 0.34 + 0.065, width: 0.84 - 0.13, height: 0.32 - 0.13))
            return (ring, true)
        // A third of the inside of Material's "crop_landscape" (inside 5…19 × 7…17), inset 1 unit.
        case "own_block_leading": return (Path(CGRect(x: 6 * unit, y: 8 * unit, width: 4.5 * unit, height: 8 * unit)), false)
        case "own_block_trailing": return (Path(CGRect(x: 13.5 * unit, y: 8 * unit, width: 4.5 * unit, height: 8 * unit)), false)
        // A small square for grids of squares, filled or as a ring (its stroke a fifth of it).
        case "own_square": return (Path(roundedRect: CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8), cornerRadius: 0.14), false)
        case "own_square_ring":
            var ring = Path(roundedRect: CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8), cornerRadius: 0.14)
            ring.addPath(Path(roundedRect: CGRect(x: 0.26, y: 0.26, width: 0.48, height: 0.48), cornerRadius: 0.04))
            return (ring, true)
        case "own_swallow": return (swallow(), false)
        default:
            // "own_character_1": a letter or digits in the system font, as "1.circle" draws them.
            guard name.hasPrefix("own_character_"), let path = SymbolLayers.characterPath(String(name.dropFirst(14)), enclosed: false)
            else { return nil }
            return (path, false)
        }
    }

    /// A disc with twelve rounded scallops (sharp between them), as SF's "seal", inset by `inset` (its inner edge
    /// when stroked).
    private static func seal(inset: CGFloat) -> Path {
        var points: [CGPoint] = []
        let count = 240
        for index in 0..<count {
            let angle = Double(index) / Double(count) * 2 * Double.pi
            let radius = 0.39 + 0.05 * abs(cos(6 * angle)) - inset
            points.append(CGPoint(x: 0.5 + radius * sin(angle), y: 0.5 - radius * cos(angle)))
        }
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }

    /// Eight dashes of a 2-unit ring of radius 10 units, as SF's "circle.dashed".
    private static func dashedRing() -> Path {
        var path = Path()
        let outer = 10 * unit, inner = 10 * unit - stroke
        for dash in 0..<8 {
            let start = (Double(dash) - 0.28) * Double.pi / 4, end = (Double(dash) + 0.28) * Double.pi / 4
            let steps = 8
            var points: [CGPoint] = []
            for step in 0...steps {
                let angle = start + (end - start) * Double(step) / Double(steps)
                points.append(CGPoint(x: 0.5 + outer * sin(angle), y: 0.5 - outer * cos(angle)))
            }
            for step in (0...steps).reversed() {
                let angle = start + (end - start) * Double(step) / Double(steps)
                points.append(CGPoint(x: 0.5 + inner * sin(angle), y: 0.5 - inner * cos(angle)))
            }
            path.addLines(points)
            path.closeSubpath()
        }
        return path
    }

    /// One continuous line swinging up and down, taller in the middle, as SF's "waveform.path":
    /// a 2-unit band around y = 0.5 + A(x)·sin(kx), offset along its normals.
    private static func waveform() -> Path {
        let steps = 160
        var centre: [CGPoint] = []
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            let x = 0.1 + 0.8 * t
            let envelope = 0.1 + 0.28 * sin(Double.pi * t)
            centre.append(CGPoint(x: x, y: 0.5 - envelope * sin(t * 2 * Double.pi * 4.5)))
        }
        var upper: [CGPoint] = [], lower: [CGPoint] = []
        for index in centre.indices {
            let a = centre[max(0, index - 1)], b = centre[min(centre.count - 1, index + 1)]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = max(1e-9, (dx * dx + dy * dy).squareRoot())
            let nx = -dy / length * stroke / 2, ny = dx / length * stroke / 2
            upper.append(CGPoint(x: centre[index].x + nx, y: centre[index].y + ny))
            lower.append(CGPoint(x: centre[index].x - nx, y: centre[index].y - ny))
        }
        var path = Path()
        path.addLines(upper + lower.reversed())
        path.closeSubpath()
        return path
    }

    /// A swallow swooping down to the leading side, its wing's feathers on the inside of the
    /// curve and its tail forked at the trailing bottom: the bird of SF's "swift", our drawing.
    private static func swallow() -> Path {
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x * unit, y: y * unit) }
        var path = Path()
        path.move(to: p(3, 13.5))
        path.addCurve(to: p(15.5, 17), control1: p(6, 17.5), control2: p(11, 19))
        path.addCurve(to: p(20.8, 19), control1: p(17.5, 16.2), control2: p(19.5, 16.6))
        path.addCurve(to: p(19.6, 12), control1: p(21.5, 15.5), control2: p(20.5, 13))
        path.addCurve(to: p(13.8, 2.6), control1: p(20.8, 7.5), control2: p(18, 3.8))
        path.addCurve(to: p(15.2, 12.2), control1: p(16.2, 6), control2: p(16.6, 9.5))
        path.addCurve(to: p(5.2, 3.8), control1: p(11.5, 9.6), control2: p(7.5, 6.2))
        path.addCurve(to: p(11.4, 11.4), control1: p(7.2, 7), control2: p(9.4, 9.4))
        path.addCurve(to: p(4, 6.2), control1: p(8.8, 10), control2: p(6, 8))
        path.addCurve(to: p(12.6, 14.3), control1: p(6.4, 9.6), control2: p(9.4, 12.4))
        path.addCurve(to: p(3, 13.5), control1: p(9.4, 15.6), control2: p(5.8, 15.4))
        path.closeSubpath()
        return path
    }
}
