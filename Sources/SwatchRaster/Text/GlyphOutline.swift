@_implementationOnly import CFreeType

/// FreeType's outline of a glyph as a `Path`, through `FT_Outline_Decompose`: contours become
/// closed subpaths, conic arcs quadratic curves and cubic arcs cubics, in the outline's own
/// units (y up). Used to draw transformed text from its geometry (docs/ARCHITECTURE.md §7.16).
enum GlyphOutline {
    /// The path the callbacks build; reached through FreeType's `user` pointer.
    private final class Builder {
        var path = Path()
        var open = false

        func point(_ v: UnsafePointer<FT_Vector>?) -> CGPoint {
            guard let v else { return .zero }
            return CGPoint(x: CGFloat(v.pointee.x), y: CGFloat(v.pointee.y))
        }
    }

    static func path(of outline: inout FT_Outline) -> Path {
        let builder = Builder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                if b.open { b.path.closeSubpath() }
                b.path.move(to: b.point(to))
                b.open = true
                return 0
            },
            line_to: { to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                b.path.addLine(to: b.point(to))
                return 0
            },
            conic_to: { control, to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                b.path.addQuadCurve(to: b.point(to), control: b.point(control))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                b.path.addCurve(to: b.point(to), control1: b.point(control1), control2: b.point(control2))
                return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        let error = withExtendedLifetime(builder) { FT_Outline_Decompose(&outline, &funcs, user) }
        guard error == 0 else { return Path() }
        if builder.open { builder.path.closeSubpath() }
        return builder.path
    }
}
