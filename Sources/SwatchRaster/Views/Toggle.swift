/// An on/off switch in the iOS look: label leading, a 51 × 31 pt switch trailing, green when on.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.isEnabled) private var isEnabled

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The label, a spacer, then the switch: a capsule with its white knob at the trailing end when on.
    public var body: some View {
        HStack {
            label
            Spacer()
            ZStack(alignment: isOn.wrappedValue ? .trailing : .leading) {
                Capsule().fill(isOn.wrappedValue ? Color.green : Color(.systemGray5))
                Circle().fill(Color.white).padding(2)
                    .frame(width: 31, height: 31)
            }
            .frame(width: 51, height: 31)
            // A disabled switch is drawn at half opacity (our approximation of UIKit's
            // dimmed switch; docs/ARCHITECTURE.md §5.13).
            .opacity(isEnabled ? 1 : 0.5)
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled with a string.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
