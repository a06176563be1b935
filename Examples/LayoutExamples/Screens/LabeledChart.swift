import SwatchRaster

/// A bar chart with a label column: each row is a label, at least 30 pt of space, a bar
/// scaled to the largest value, and the value; a legend of amount over percentage below.
struct LabeledChart: View {
    private let rows: [(String, Double, Color)] = [
        ("Housing", 1450, .blue), ("Groceries", 620, .green), ("Transport", 310, .orange),
        ("Dining out", 280, .pink), ("Subscriptions", 96, .purple),
    ]

    var body: some View {
        let total = rows.reduce(0) { $0 + $1.1 }
        let largest = rows.map(\.1).max() ?? 1
        VStack(alignment: .leading, spacing: 16) {
            Text("Spending in May").font(.title2.bold())
            ForEach(rows, id: \.0) { row in
                HStack {
                    Text(row.0).font(.subheadline).frame(width: 104, alignment: .leading)
                    Spacer(minLength: 30)
                    GeometryReader { proxy in
                        RoundedRectangle(cornerRadius: 4).fill(row.2)
                            .frame(width: proxy.size.width * row.1 / largest)
                    }
                    .frame(height: 14)
                    Text(row.1, format: .number).font(.subheadline.monospacedDigit()).frame(width: 48, alignment: .trailing)
                }
            }
            Divider()
            HStack(alignment: .top) {
                ForEach(rows.prefix(3), id: \.0) { row in
                    VStack(alignment: .leading) {
                        Text(row.1, format: .currency(code: "USD")).font(.headline)
                        Text("\(Int((row.1 / total * 100).rounded()))% \(row.0.lowercased())").font(.caption).foregroundStyle(.secondary)
                    }
                    if row.0 != "Transport" { Spacer() }
                }
            }
            Spacer()
        }
        .padding()
    }
}
