import StoreKit
import SwiftUI

struct PaywallView: View {
    @Environment(\.requestReview) private var requestReview
    @State private var products: [Product] = []

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "globe.europe.africa.fill")
                .font(.system(size: 56))
                .foregroundStyle(.tint)
            Text("Trip Journal Pro")
                .font(.title.bold())
            Text("Unlimited trips, offline maps and shared journals.")
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
            SubscriptionStoreView(groupID: "21345678")
                .frame(height: 180)
                .clipShape(RoundedRectangle(cornerRadius: 12))
        }
        .padding()
        .task {
            products = (try? await Product.products(for: ["pro.monthly", "pro.yearly"])) ?? []
        }
    }
}

#Preview("Paywall") {
    PaywallView()
}
