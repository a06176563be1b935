import Foundation
import SwatchRaster

/// An app object the system can refer to (a note, a trail): AppIntents' `AppEntity` (iOS 16).
public protocol AppEntity: Identifiable, Sendable, DisplayRepresentable, _IntentValue {
    /// The query that finds entities by identifier.
    associatedtype DefaultQuery: EntityQuery
    /// The query the system uses. Never run here.
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    /// `@Property(title: "Name") var name: String` inside an entity.
    public typealias Property<Value> = EntityProperty<Value>
}

/// Finds entities for the system: AppIntents' `EntityQuery`. Never run in a still.
public protocol EntityQuery: Sendable {
    /// The entity found.
    associatedtype Entity: AppEntity
    /// A query; the system makes one.
    init()
    /// The entities with these identifiers.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities offered before the user types: none unless the app says.
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that also searches by text: AppIntents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching `string`.
    func entities(matching string: String) async throws -> [Entity]
}

/// A query that can list every entity (iOS 17): AppIntents' `EnumerableEntityQuery`.
public protocol EnumerableEntityQuery: EntityQuery {
    /// All entities.
    func allEntities() async throws -> [Entity]
}

/// A property of an entity shown in Shortcuts: AppIntents' `EntityProperty`.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    /// The property's name in Shortcuts.
    public let title: LocalizedStringResource?
    private var value: Value?

    /// A property titled `title`, set later.
    public init(title: LocalizedStringResource) {
        self.title = title
    }
    /// A property with its initial value.
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        value = wrappedValue
    }

    /// The value; reading one never set stops the program, as reading an unset stored
    /// property would not compile.
    public var wrappedValue: Value {
        get {
            if let value { return value }
            if let optional = Value.self as? _AppIntentsOptional.Type, let none = optional._none as? Value { return none }
            fatalError("@Property \"\(title.map { String(localized: $0) } ?? "")\" read before it was set")
        }
        set { value = newValue }
    }

    /// The property itself.
    public var projectedValue: EntityProperty<Value> { self }
}
