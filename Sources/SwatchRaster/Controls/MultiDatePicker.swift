import Foundation

/// SwiftUI's `MultiDatePicker` (iOS 16): a calendar where several days can be selected. The
/// engine has no calendar grid, so the picker draws its label alone, leading, as a plain row
/// (approximation: iOS shows an inline month calendar below the label).
public struct MultiDatePicker<Label: View>: View {
    let label: Label

    /// A picker for a set of days with a custom label.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker for days within `bounds`, with a custom label.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker for days from `bounds`' start, with a custom label.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker for days before `bounds`' end, with a custom label.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The label, leading in a full-width row.
    public var body: some View {
        HStack {
            label
            Spacer(minLength: 0)
        }
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker titled by a string.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker titled by a string, for days within `bounds`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker titled by a string, for days from `bounds`' start.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker titled by a string, for days before `bounds`' end.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
