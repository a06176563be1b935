// SwiftData's macros on Linux (docs/ARCHITECTURE.md §2.7). `@Model` makes a class an observable
// persistent model; the schema attributes are accepted and change nothing in memory.

/// Makes a class a SwiftData model: observable, and storable in a `ModelContext`.
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "SwatchMacros", type: "ModelMacro")

/// Schema options of a stored property (`.unique`, `.externalStorage`, …); the in-memory
/// store keeps every value as it is.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "SwatchMacros", type: "SchemaPropertyMacro")

/// A relationship's options (delete rule, inverse, counts); the in-memory store keeps the
/// references as the properties hold them.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "SwatchMacros", type: "SchemaPropertyMacro")

/// A property that is not persisted; still observed, as in SwiftData.
@attached(peer)
public macro Transient() = #externalMacro(module: "SwatchMacros", type: "SchemaPropertyMacro")
