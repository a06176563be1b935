/// Small glyphs the controls draw where iOS uses SF Symbols (chevrons, checkmark), as filled
/// outlines so they need no symbol font. Shapes approximate the symbols' proportions.

/// A right-pointing chevron (`chevron.forward`), stroke `weight` thick.
struct ChevronShape: Shape {
    var weight: CGFloat = 2
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.minY + weight))
            p.addLine(to: CGPoint(x: rect.minX + weight, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.minX + weight, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY - weight))
            p.addLine(to: CGPoint(x: rect.maxX - weight * 1.4, y: rect.midY))
            p.closeSubpath()
        }
    }
}

/// A chevron pointing up (or down), `weight` thick: half of `chevron.up.chevron.down`.
struct VerticalChevronShape: Shape {
    var up: Bool
    var weight: CGFloat = 1.6
    func path(in rect: CGRect) -> Path {
        let tip = up ? rect.minY : rect.maxY, base = up ? rect.maxY : rect.minY
        let inward: CGFloat = up ? 1 : -1
        return Path { p in
            p.move(to: CGPoint(x: rect.minX, y: base - inward * weight))
            p.addLine(to: CGPoint(x: rect.midX, y: tip))
            p.addLine(to: CGPoint(x: rect.maxX, y: base - inward * weight))
            p.addLine(to: CGPoint(x: rect.maxX - weight, y: base))
            p.addLine(to: CGPoint(x: rect.midX, y: tip + inward * weight * 1.4))
            p.addLine(to: CGPoint(x: rect.minX + weight, y: base))
            p.closeSubpath()
        }
    }
}

/// `chevron.up.chevron.down`: the menu picker's indicator, 8 × 13 pt.
struct UpDownChevrons: View {
    var body: some View {
        VStack(spacing: 2) {
            VerticalChevronShape(up: true).frame(width: 8, height: 5)
            VerticalChevronShape(up: false).frame(width: 8, height: 5)
        }
    }
}

/// A checkmark, `weight` thick.
struct CheckmarkShape: Shape {
    var weight: CGFloat = 2
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.minX + weight, y: rect.midY - weight))
            p.addLine(to: CGPoint(x: rect.minX + rect.width * 0.38, y: rect.maxY - weight * 2))
            p.addLine(to: CGPoint(x: rect.maxX - weight, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + weight))
            p.addLine(to: CGPoint(x: rect.minX + rect.width * 0.38, y: rect.maxY))
            p.closeSubpath()
        }
    }
}
