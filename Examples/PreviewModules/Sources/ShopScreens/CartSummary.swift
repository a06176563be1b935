import SwiftUI

/// A cart: rows of items with quantities, a divider, totals and a full-width checkout button.
public struct CartSummary: View {
    let items: [(Product, Int)]

    /// A summary of `items` (product, quantity).
    public init(items: [(Product, Int)] = [(Product.samples[0], 1), (Product.samples[2], 2), (Product.samples[4], 1)]) {
        self.items = items
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Your Cart").font(.title2.bold()).padding(.bottom, 12)
            ForEach(items, id: \.0.id) { product, quantity in
                HStack {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color(hue: product.hue, saturation: 0.35, brightness: 0.9))
                        .frame(width: 44, height: 44)
                    VStack(alignment: .leading) {
                        Text(product.name)
                        Text("Qty \(quantity)").font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(product.price).monospacedDigit()
                }
                .padding(.vertical, 8)
                Divider()
            }
            HStack {
                Text("Total").font(.headline)
                Spacer()
                Text("$201").font(.headline).monospacedDigit()
            }
            .padding(.vertical, 16)
            Button {
            } label: {
                Label("Check Out", systemImage: "creditcard").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            Spacer()
        }
        .padding(20)
    }
}

#Preview("Cart") {
    CartSummary()
}

#Preview("Cart, large text") {
    CartSummary()
        .dynamicTypeSize(.xxLarge)
}
