#if canImport(SwiftUI)
import Combine
import SwiftUI

public final class BadgeModel: ObservableObject {
    @Published public var count: Int
    public let ticks = PassthroughSubject<Void, Never>()

    public init(count: Int) { self.count = count }
}

public struct CounterBadge: View {
    @ObservedObject var model: BadgeModel
    @Binding var highlighted: Bool

    public init(model: BadgeModel, highlighted: Binding<Bool>) {
        self.model = model
        self._highlighted = highlighted
    }

    public var body: some View {
        Text("\(model.count)")
            .font(.caption.bold())
            .foregroundColor(Color(.white))
            .frame(minWidth: 24, minHeight: 24)
            .background(Capsule().fill(highlighted ? Color(.systemRed) : Color(.systemGray)))
            .onReceive(model.ticks) { model.count += 1 }
    }
}

#Preview("Badge", traits: .fixedLayout(width: 80, height: 80)) {
    @Previewable @State var highlighted = true
    CounterBadge(model: BadgeModel(count: 7), highlighted: $highlighted)
}

struct CounterBadge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CounterBadge(model: BadgeModel(count: 1), highlighted: .constant(false))
                .previewDisplayName("Quiet")
                .previewLayout(.sizeThatFits)
            CounterBadge(model: BadgeModel(count: 99), highlighted: .constant(true))
                .previewLayout(.fixed(width: 120, height: 60))
                .previewDisplayName("Loud")
        }
    }
}
#endif
