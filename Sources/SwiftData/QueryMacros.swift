// `@Query` as Apple's current SDK declares it: macros beside the `Query` struct, one per
// initializer. A macro, unlike the property wrapper, reads the model type from the property's
// declared type, so the bare `@Query private var items: [Item]` compiles (the wrapper form
// fails with "generic parameter 'Element' could not be inferred"). Each expands to a getter
// and a `_items` peer holding `Query<Item, [Item]>(same arguments)` (docs/ARCHITECTURE.md §2.7).

import Foundation
import SwatchRaster

/// Every model of the property's type.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query() = #externalMacro(module: "SwatchMacros", type: "QueryMacro")

/// Every model of the property's type, changes animated with `animation`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query(animation: Animation) = #externalMacro(module: "SwatchMacros", type: "QueryMacro")

/// Every model of the property's type, changes applied in `transaction`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query(transaction: Transaction?) = #externalMacro(module: "SwatchMacros", type: "QueryMacro")

/// The models `descriptor` describes.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation) =
    #externalMacro(module: "SwatchMacros", type: "QueryMacro")

/// The models `descriptor` describes.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) =
    #externalMacro(module: "SwatchMacros", type: "QueryMacro")

/// The models `filter` accepts, sorted by `descriptors`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                                             animation: Animation) =
    #externalMacro(module: "SwatchMacros", type: "QueryMacro")

/// The models `filter` accepts, sorted by `descriptors`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                                             transaction: Transaction? = nil) =
    #externalMacro(module: "SwatchMacros", type: "QueryMacro")

/// The models `filter` accepts, sorted by the value at `keyPath`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                                                order: SortOrder = .forward, animation: Animation) =
    #externalMacro(module: "SwatchMacros", type: "QueryMacro")

/// The models `filter` accepts, sorted by the value at `keyPath`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil) =
    #externalMacro(module: "SwatchMacros", type: "QueryMacro")

/// The models `filter` accepts, sorted by the optional value at `keyPath`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                                                order: SortOrder = .forward, animation: Animation) =
    #externalMacro(module: "SwatchMacros", type: "QueryMacro")

/// The models `filter` accepts, sorted by the optional value at `keyPath`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil) =
    #externalMacro(module: "SwatchMacros", type: "QueryMacro")
