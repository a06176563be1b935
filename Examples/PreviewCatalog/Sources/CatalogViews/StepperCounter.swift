import SwiftUI
import quantity_limits

/// A quantity picker: a label, the count, and a stepper.
public struct QuantityPicker: View {
    @Binding var quantity: Int

    public init(quantity: Binding<Int>) {
        _quantity = quantity
    }

    public var body: some View {
        Stepper(value: $quantity, in: 1...Int(quantity_limit())) {
            HStack {
                Text("Quantity")
                Spacer()
                Text("\(quantity)")
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

#Preview("Quantity", traits: .sizeThatFitsLayout) {
    @Previewable @State var quantity = 2
    QuantityPicker(quantity: $quantity)
        .frame(width: 320)
}
