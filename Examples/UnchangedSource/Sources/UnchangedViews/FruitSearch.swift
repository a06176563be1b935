import SwiftUI

/// A view model that, as in many iOS apps, is isolated to the main actor.
@MainActor
final class FruitStore: ObservableObject {
    @Published var query = ""
    @Published var fruits = ["Apple", "Banana", "Cherry"]
    @Published var showsDetail = false

    var visible: [String] { query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) } }
}

/// A pie slice whose fraction would animate on iOS.
struct ProgressSlice: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct FruitSearch: View {
    @StateObject private var store = FruitStore()
    @State private var notes = "Buy more cherries."

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.visible, id: \.self) { fruit in
                    NavigationLink(destination: Text(fruit), isActive: $store.showsDetail) {
                        Label(fruit, systemImage: "star.fill")
                            .symbolRenderingMode(.hierarchical)
                    }
                }
                NavigationLink("Notes") {
                    TextEditor(text: $notes)
                }
                HStack {
                    AsyncImage(url: URL(string: "https://example.com/fruit.png")) { image in
                        image.resizable().scaledToFit()
                    } placeholder: {
                        ProgressSlice(fraction: 0.6).fill(Color.green)
                    }
                    .frame(width: 32, height: 32)
                    Text("Ripe").padding(8).glassEffect()
                }
            }
            .navigationTitle("Fruits")
            .searchable(text: $store.query, prompt: "Find a fruit")
        }
    }
}

#Preview("Fruit search") {
    FruitSearch()
}
