import SwatchRaster

/// The same three tiles in an `AnyLayout`, once horizontal and once vertical: the container's
/// type does not change with the layout, so the tiles keep their identity and state.
struct SwitchingLayouts: View {
    var body: some View {
        HStack(alignment: .top, spacing: 32) {
            Tiles(wide: true)
            Tiles(wide: false)
        }
        .padding(16)
    }
}

/// Three colored tiles laid out by `AnyLayout(HStackLayout())` or `AnyLayout(VStackLayout())`.
private struct Tiles: View {
    let wide: Bool

    var body: some View {
        let layout = wide ? AnyLayout(HStackLayout(spacing: 6)) : AnyLayout(VStackLayout(spacing: 6))
        VStack(alignment: .leading, spacing: 8) {
            Text(wide ? "AnyLayout(HStackLayout())" : "AnyLayout(VStackLayout())").font(.caption)
            layout {
                tile("A", .red)
                tile("B", .green)
                tile("C", .blue)
            }
        }
    }

    private func tile(_ name: String, _ color: Color) -> some View {
        Text(name).foregroundColor(.white).frame(width: 44, height: 44).background(color).cornerRadius(6)
    }
}
