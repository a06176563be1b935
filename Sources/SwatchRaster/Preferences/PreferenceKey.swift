/// A named value that views send *up* the tree; parents fold their children's values with
/// `reduce` and react with `onPreferenceChange` or read them with `*PreferenceValue`.
public protocol PreferenceKey {
    /// The type of value the key carries.
    associatedtype Value
    /// The value where no view in a subtree sets one.
    static var defaultValue: Self.Value { get }
    /// Folds the next sibling's value into the accumulated `value`, in tree order.
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Optional-valued keys default to `nil`, as in SwiftUI.
    public static var defaultValue: Value { nil }
}
