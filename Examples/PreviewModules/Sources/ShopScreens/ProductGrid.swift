import SwiftUI

/// A product in the shop.
public struct Product: Identifiable, Sendable {
    public let id: Int
    public let name: String
    public let price: String
    public let hue: Double

    /// A product named `name` at `price`, drawn in a color of `hue`.
    public init(id: Int, name: String, price: String, hue: Double) {
        self.id = id
        self.name = name
        self.price = price
        self.hue = hue
    }

    /// Sample products for previews.
    public static let samples: [Product] = [
        Product(id: 1, name: "Linen Shirt", price: "$48", hue: 0.58),
        Product(id: 2, name: "Canvas Tote", price: "$32", hue: 0.08),
        Product(id: 3, name: "Wool Beanie", price: "$24", hue: 0.95),
        Product(id: 4, name: "Trail Socks", price: "$14", hue: 0.33),
        Product(id: 5, name: "Rain Jacket", price: "$129", hue: 0.62),
        Product(id: 6, name: "Field Cap", price: "$28", hue: 0.12),
    ]
}

/// A two-column grid of product cards in a scroll view: rounded cards, images as color,
/// names and prices.
public struct ProductGrid: View {
    let products: [Product]

    /// A grid of `products`.
    public init(products: [Product] = Product.samples) { self.products = products }

    public var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)], spacing: 12) {
                    ForEach(products) { product in
                        VStack(alignment: .leading, spacing: 6) {
                            RoundedRectangle(cornerRadius: 12)
                                .fill(Color(hue: product.hue, saturation: 0.35, brightness: 0.9))
                                .aspectRatio(1, contentMode: .fit)
                                .overlay(Image(systemName: "bag").font(.largeTitle).foregroundStyle(.white))
                            Text(product.name).font(.subheadline.weight(.semibold))
                            Text(product.price).font(.subheadline).foregroundStyle(.secondary)
                        }
                        .padding(8)
                        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
                    }
                }
                .padding(16)
            }
            .navigationTitle("Shop")
        }
    }
}

#Preview("Shop") {
    ProductGrid()
}
