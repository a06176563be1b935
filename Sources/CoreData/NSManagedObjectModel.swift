import Foundation
import SwatchPreviews

/// A model: a set of entities. Xcode compiles the `.xcdatamodeld` into a `.momd` that
/// `NSPersistentContainer(name:)` loads by name; here the `GenerateCoreDataClasses` plugin
/// turns each model into Swift that builds the same entities, and this class finds those
/// generated models at run time by name.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    // @unchecked: built once, then only read.
    /// The entities, in model order.
    open var entities: [NSEntityDescription] = [] {
        didSet { entities.forEach { $0.managedObjectModel = self } }
    }
    /// Version identifiers from the model editor.
    open var versionIdentifiers: Set<AnyHashable> = []

    /// An empty model.
    public override init() { super.init() }

    /// A model of `entities`.
    public convenience init(entities: [NSEntityDescription]) {
        self.init()
        self.entities = entities
        // Observers do not run in the class's own initializers.
        entities.forEach { $0.managedObjectModel = self }
    }

    /// The generated model whose name is the file name of `url` without its extension
    /// (`…/Model.momd` is "Model"); nil when no model of that name was generated.
    public convenience init?(contentsOf url: URL) {
        guard let found = NSManagedObjectModel.registered(named: url.deletingPathExtension().lastPathComponent) else { return nil }
        self.init(entities: found.entities)
    }

    /// Every generated model's entities in one model (the bundles are not read: the models
    /// were compiled into the program).
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        NSManagedObjectModel(entities: registry.values.sorted { $0.0 < $1.0 }.flatMap { $0.1.entities })
    }

    /// Entities by name.
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }

    func entity(forClassName className: String) -> NSEntityDescription? {
        entities.first { ($0.managedObjectClassName ?? "").split(separator: ".").last.map(String.init) == className }
    }

    // MARK: The generated models

    private static let lock = NSLock()
    nonisolated(unsafe) private static var found: [String: (String, NSManagedObjectModel)]?
    nonisolated(unsafe) private static var added: [String: NSManagedObjectModel] = [:]

    /// The generated models by name: the types conforming to `_CoreDataGeneratedModel` in the
    /// loaded program, found once from its conformance records (as previews are found,
    /// docs/ARCHITECTURE.md §2.8), plus any registered by hand.
    private static var registry: [String: (String, NSManagedObjectModel)] {
        lock.lock()
        defer { lock.unlock() }
        if found == nil {
            var models: [String: (String, NSManagedObjectModel)] = [:]
            for each in ConformanceScanner.types(conformingTo: "_CoreDataGeneratedModel", in: "CoreData") {
                guard let generated = each.type as? any _CoreDataGeneratedModel.Type else { continue }
                models[generated.modelName] = (generated.modelName, generated.makeModel())
            }
            found = models
        }
        var all = found ?? [:]
        for (name, model) in added { all[name] = (name, model) }
        return all
    }

    /// The generated model named `name` (the `.xcdatamodeld`'s name).
    static func registered(named name: String) -> NSManagedObjectModel? { registry[name]?.1 }

    /// Registers `model` under `name`, for a model built in code rather than generated.
    public static func _register(_ model: NSManagedObjectModel, named name: String) {
        lock.lock()
        added[name] = model
        lock.unlock()
    }

    static func registeredEntity(forClassName className: String) -> NSEntityDescription? {
        registry.values.sorted { $0.0 < $1.0 }.lazy.compactMap { $0.1.entity(forClassName: className) }.first
    }

    static func registeredEntity(named name: String) -> NSEntityDescription? {
        registry.values.sorted { $0.0 < $1.0 }.lazy.compactMap { $0.1.entitiesByName[name] }.first
    }
}

/// What the `GenerateCoreDataClasses` plugin declares for each `.xcdatamodeld`: a type that
/// names the model and builds it. Found at run time; not for hand-written code.
public protocol _CoreDataGeneratedModel {
    /// The model's name: the `.xcdatamodeld` folder's name without its extension.
    static var modelName: String { get }
    /// The model's entities, attributes and relationships.
    static func makeModel() -> NSManagedObjectModel
}
