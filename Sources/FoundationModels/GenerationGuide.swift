import Foundation

/// A constraint on generated values (a count, a range, a set of choices). Kept only as a
/// description: with no model, nothing is generated for it to constrain.
public struct GenerationGuide<Value>: Sendable {
    let summary: String
}

extension GenerationGuide where Value == String {
    /// Exactly `value`.
    public static func constant(_ value: String) -> GenerationGuide<String> { .init(summary: "constant \(value)") }
    /// One of `values`.
    public static func anyOf(_ values: [String]) -> GenerationGuide<String> { .init(summary: "anyOf \(values)") }
    /// A string matching `regex`.
    public static func pattern<Output>(_ regex: Regex<Output>) -> GenerationGuide<String> { .init(summary: "pattern") }
}

extension GenerationGuide where Value == Int {
    /// At least `value`.
    public static func minimum(_ value: Int) -> GenerationGuide<Int> { .init(summary: "minimum \(value)") }
    /// At most `value`.
    public static func maximum(_ value: Int) -> GenerationGuide<Int> { .init(summary: "maximum \(value)") }
    /// Within `range`, bounds included.
    public static func range(_ range: ClosedRange<Int>) -> GenerationGuide<Int> { .init(summary: "range \(range)") }
}

extension GenerationGuide where Value == Double {
    /// At least `value`.
    public static func minimum(_ value: Double) -> GenerationGuide<Double> { .init(summary: "minimum \(value)") }
    /// At most `value`.
    public static func maximum(_ value: Double) -> GenerationGuide<Double> { .init(summary: "maximum \(value)") }
    /// Within `range`, bounds included.
    public static func range(_ range: ClosedRange<Double>) -> GenerationGuide<Double> { .init(summary: "range \(range)") }
}

extension GenerationGuide where Value == Float {
    /// At least `value`.
    public static func minimum(_ value: Float) -> GenerationGuide<Float> { .init(summary: "minimum \(value)") }
    /// At most `value`.
    public static func maximum(_ value: Float) -> GenerationGuide<Float> { .init(summary: "maximum \(value)") }
    /// Within `range`, bounds included.
    public static func range(_ range: ClosedRange<Float>) -> GenerationGuide<Float> { .init(summary: "range \(range)") }
}

extension GenerationGuide where Value == Decimal {
    /// At least `value`.
    public static func minimum(_ value: Decimal) -> GenerationGuide<Decimal> { .init(summary: "minimum \(value)") }
    /// At most `value`.
    public static func maximum(_ value: Decimal) -> GenerationGuide<Decimal> { .init(summary: "maximum \(value)") }
    /// Within `range`, bounds included.
    public static func range(_ range: ClosedRange<Decimal>) -> GenerationGuide<Decimal> { .init(summary: "range \(range)") }
}

extension GenerationGuide {
    /// Exactly `count` elements.
    public static func count<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] { .init(summary: "count \(count)") }
    /// A number of elements within `count`, bounds included.
    public static func count<Element>(_ count: ClosedRange<Int>) -> GenerationGuide<[Element]> where Value == [Element] { .init(summary: "count \(count)") }
    /// At least `count` elements.
    public static func minimumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] { .init(summary: "minimumCount \(count)") }
    /// At most `count` elements.
    public static func maximumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] { .init(summary: "maximumCount \(count)") }
    /// `guide` on every element.
    public static func element<Element>(_ guide: GenerationGuide<Element>) -> GenerationGuide<[Element]> where Value == [Element] { .init(summary: "element \(guide.summary)") }
}
