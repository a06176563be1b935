import SwatchRaster

/// 對齊欄位: labels of different widths all take the widest one (`MaxWidth = MaxValue<CGFloat>`).
typealias MaxWidth = MaxValue<CGFloat>

struct SameWidthLabels: View {
    /// The widest label, reported by every label and folded with `max`.
    @State private var maxWidth: CGFloat?
    let rows: [(label: String, value: String)] = [
        ("Name", "systemRed"), ("Color space", "Display P3"), ("Hex", "#FF3B30"), ("Contrast ratio", "4.0 : 1"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(rows, id: \.label) { row in
                HStack {
                    Text(row.label)
                        .fixedSize()
                        .background(GeometryReader { geo in
                            Color.clear.preference(key: MaxWidth.self, value: geo.size.width)
                        })
                        .frame(width: maxWidth, alignment: .trailing)
                        .padding(4)
                        .background(Color.systemGray5)
                    Text(row.value)
                }
            }
        }
        .onPreferenceChange(MaxWidth.self) { maxWidth = $0 }
        .padding()
    }
}
