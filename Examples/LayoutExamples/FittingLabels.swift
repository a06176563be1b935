import SwatchRaster

/// One status label offered three widths: `ViewThatFits` shows the longest form that fits.
struct FittingLabels: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach([260, 150, 60], id: \.self) { width in
                ViewThatFits(in: .horizontal) {
                    label("Upload finished: 24 files")
                    label("24 files done")
                    label("✓ 24")
                }
                .frame(width: CGFloat(width), alignment: .leading)
                .border(Color.gray)
            }
        }
        .padding(16)
    }

    private func label(_ text: String) -> some View {
        Text(text).fixedSize().padding(6).background(Color.green.opacity(0.3))
    }
}
