import SwatchRaster

/// The lecture's CardView (CS193P lecture 5): a GeometryReader whose font size comes from
/// its size, over a rounded rectangle with a 3-point border inside its bounds.
struct CardView: View {
    let content: String
    var isFaceUp = true

    var body: some View {
        GeometryReader { geometry in
            ZStack {
                let shape = RoundedRectangle(cornerRadius: DrawingConstants.cornerRadius)
                if isFaceUp {
                    shape.fill().foregroundColor(.white)
                    shape.strokeBorder(lineWidth: DrawingConstants.lineWidth)
                    Text(content).font(font(in: geometry.size))
                } else {
                    shape.fill()
                }
            }
        }
    }

    private func font(in size: CGSize) -> Font {
        Font.system(size: min(size.width, size.height) * DrawingConstants.fontScale)
    }

    private struct DrawingConstants {
        static let cornerRadius: CGFloat = 20
        static let lineWidth: CGFloat = 3
        static let fontScale: CGFloat = 0.8
    }
}

/// Cards of ratio 2:3 in a padded HStack, colored orange, as in the lecture.
struct CardsView: View {
    let cards = ["A", "B", "C", "D"]

    var body: some View {
        HStack {
            ForEach(cards, id: \.self) { card in
                CardView(content: card, isFaceUp: card != "D").aspectRatio(2/3, contentMode: .fit)
            }
        }
        .foregroundColor(Color.orange)
        .padding(10)
    }
}
