import SwatchRaster

/// UIKit's iOS 17 custom traits, as far as SwiftUI code names them: a `UITraitDefinition`, read
/// from a `UITraitCollection` and written into `UIMutableTraits`, which
/// `UITraitBridgedEnvironmentKey` bridges to an environment value. No window exists in a still,
/// so nothing propagates traits: a collection holds only what was set on it, and every other
/// trait reads its `defaultValue` (docs/ARCHITECTURE.md §2.7).
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value = Self
    /// The value when nothing has set the trait.
    static var defaultValue: Value { get }
    /// A readable name for the trait.
    static var name: String { get }
    /// A unique reverse-DNS identifier for the trait.
    static var identifier: String { get }
    /// Whether a change of the trait changes how colors resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// The type's full name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// Custom traits do not affect colors unless they say so.
    public static var affectsColorAppearance: Bool { false }
}

/// A set of traits being built, for `UITraitCollection(mutations:)` and the environment bridge.
public protocol UIMutableTraits {
    /// The value of `trait`, its default until set.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

/// An immutable set of trait values. A still has no view hierarchy to inherit traits from, so
/// `current` is empty and every trait reads its default.
open class UITraitCollection: @unchecked Sendable {
    let values: [ObjectIdentifier: Any]

    /// An empty collection: every trait at its default.
    public init() { values = [:] }

    init(values: [ObjectIdentifier: Any]) { self.values = values }

    /// A collection with the traits that `mutations` sets.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = TraitValues(values: [:])
        mutations(&traits)
        self.init(values: (traits as? TraitValues)?.values ?? [:])
    }

    /// The traits of the current context: none set, in a still.
    public static var current: UITraitCollection { UITraitCollection() }

    /// The value of `trait` in this collection, or its default.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        values[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue
    }

    /// A copy of this collection with the changes `mutations` makes.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = TraitValues(values: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as? TraitValues)?.values ?? values)
    }
}

/// The mutable traits that `UITraitCollection(mutations:)` hands out.
struct TraitValues: UIMutableTraits {
    var values: [ObjectIdentifier: Any]

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue }
        set { values[ObjectIdentifier(trait)] = newValue }
    }
}
