import SwiftUI

/// A card summarising an order: title, status badge, items and total.
public struct OrderCard: View {
    let title: String
    let items: Int
    let total: Double
    let shipped: Bool

    public init(title: String, items: Int, total: Double, shipped: Bool) {
        self.title = title
        self.items = items
        self.total = total
        self.shipped = shipped
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(title)
                    .font(.headline)
                Spacer()
                Text(shipped ? "Shipped" : "Preparing")
                    .font(.caption.weight(.semibold))
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background((shipped ? Color.green : Color.orange).opacity(0.2), in: Capsule())
                    .foregroundStyle(shipped ? Color.green : Color.orange)
            }
            Divider()
            HStack {
                Label("\(items) items", systemImage: "cart")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Spacer()
                Text(total, format: .currency(code: "USD"))
                    .font(.title3.bold())
            }
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
    }
}

#Preview("Card", traits: .sizeThatFitsLayout) {
    OrderCard(title: "Order #1042", items: 3, total: 84.5, shipped: true)
        .frame(width: 360)
        .padding()
}

#Preview("Card, dark", traits: .sizeThatFitsLayout) {
    OrderCard(title: "Order #1043", items: 1, total: 12, shipped: false)
        .frame(width: 360)
        .padding()
        .background(Color(.systemBackground))
        .preferredColorScheme(.dark)
}
