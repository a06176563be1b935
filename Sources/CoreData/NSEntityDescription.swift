import Foundation

/// An entity of a model: its name, class and properties. Generated models build these from
/// the `.xcdatamodeld`; a context uses them for `insertNewObject(forEntityName:into:)`,
/// attribute defaults and keeping inverse relationships in step.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    // @unchecked: built once with its model, then only read.
    /// The entity's name, which fetch requests name.
    open var name: String?
    /// The name of the class its objects are made of.
    open var managedObjectClassName: String!
    /// Whether the entity has no objects of its own.
    open var isAbstract = false
    /// The entity this one inherits from.
    open weak var superentity: NSEntityDescription? {
        didSet { ModelShape.changed() }
    }
    /// The entities that inherit from this one.
    open var subentities: [NSEntityDescription] = [] {
        didSet { subentities.forEach { $0.superentity = self } }
    }
    /// The model the entity belongs to.
    open internal(set) weak var managedObjectModel: NSManagedObjectModel?
    /// Extra information from the model editor.
    open var userInfo: [AnyHashable: Any]?
    /// Sets of property names that are unique together; not enforced in memory.
    open var uniquenessConstraints: [[Any]] = []
    /// The class its objects are made of, when the generated model names it.
    var objectClass: NSManagedObject.Type?
    /// Makes an object of the entity's class: the generated model supplies it, since Swift
    /// cannot call a non-required initializer through a metatype.
    var makeObject: ((NSEntityDescription, NSManagedObjectContext?) -> NSManagedObject)?

    /// The entity's attributes and relationships, in model order.
    open var properties: [NSPropertyDescription] = [] {
        didSet {
            properties.forEach { $0.entity = self }
            ModelShape.changed()
        }
    }

    /// An empty entity.
    public override init() { super.init() }

    /// An entity for a generated model: `make` builds an object of the entity's class.
    public convenience init(name: String, className: String, properties: [NSPropertyDescription], isAbstract: Bool = false,
                            make: ((NSEntityDescription, NSManagedObjectContext?) -> NSManagedObject)? = nil) {
        self.init()
        self.name = name
        managedObjectClassName = className
        self.properties = properties
        // Observers do not run in the class's own initializers.
        properties.forEach { $0.entity = self }
        self.isAbstract = isAbstract
        makeObject = make
    }

    /// The properties by name, split by kind.
    private struct Described {
        let shape: Int
        let properties: [String: NSPropertyDescription]
        let attributes: [String: NSAttributeDescription]
        let relationships: [String: NSRelationshipDescription]
    }

    private let cacheLock = NSLock()
    private var cached: Described?

    /// The properties by name, kept until a model anywhere changes shape: every value read
    /// and set asks for them (seeding LeitnerBox's preview store sets about 80,000 values,
    /// and each set looks up its relationship's inverse).
    private var described: Described {
        let shape = ModelShape.current
        cacheLock.lock()
        if let cached, cached.shape == shape {
            cacheLock.unlock()
            return cached
        }
        cacheLock.unlock()
        var all = superentity?.propertiesByName ?? [:]
        for property in properties { all[property.name] = property }
        let made = Described(shape: shape, properties: all,
                             attributes: all.compactMapValues { $0 as? NSAttributeDescription },
                             relationships: all.compactMapValues { $0 as? NSRelationshipDescription })
        cacheLock.lock()
        cached = made
        cacheLock.unlock()
        return made
    }

    /// Whether an entity named `name` is above this one in its inheritance.
    func inherits(from name: String) -> Bool {
        var parent = superentity
        while let each = parent {
            if each.name == name { return true }
            parent = each.superentity
        }
        return false
    }

    /// Properties (inherited ones included) by name.
    open var propertiesByName: [String: NSPropertyDescription] { described.properties }

    /// Attributes (inherited ones included) by name.
    open var attributesByName: [String: NSAttributeDescription] { described.attributes }

    /// Relationships (inherited ones included) by name.
    open var relationshipsByName: [String: NSRelationshipDescription] { described.relationships }

    /// The relationships whose destination is `entity`.
    open func relationships(forDestination entity: NSEntityDescription) -> [NSRelationshipDescription] {
        relationshipsByName.values.filter { $0.destinationEntity === entity }
    }

    /// Whether the entity is `entity` or inherits from it.
    open func isKindOf(entity: NSEntityDescription) -> Bool {
        var current: NSEntityDescription? = self
        while let each = current {
            if each === entity || (each.name != nil && each.name == entity.name) { return true }
            current = each.superentity
        }
        return false
    }

    /// The entity named `entityName` in the model of `context`'s coordinator.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.model.entitiesByName[entityName] ?? NSManagedObjectModel.registeredEntity(named: entityName)
    }

    /// A new object of the entity named `entityName`, inserted into `context`. An entity no
    /// model names gives a plain `NSManagedObject` of an entity made for it.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        let entity = self.entity(forEntityName: entityName, in: context) ?? {
            let made = NSEntityDescription()
            made.name = entityName
            made.managedObjectClassName = "NSManagedObject"
            return made
        }()
        return entity.instantiate(insertInto: context)
    }

    /// An object of this entity's class.
    func instantiate(insertInto context: NSManagedObjectContext?) -> NSManagedObject {
        if let makeObject { return makeObject(self, context) }
        return NSManagedObject(entity: self, insertInto: context)
    }
}

/// An attribute or relationship of an entity.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    // @unchecked: built once with its model, then only read.
    /// The property's name: the key of its value.
    open var name: String = "" {
        didSet { ModelShape.changed() }
    }
    /// Whether the property may be nil.
    open var isOptional = true
    /// Whether the property is not saved.
    open var isTransient = false
    /// The entity that has the property.
    open internal(set) weak var entity: NSEntityDescription!
    /// Extra information from the model editor.
    open var userInfo: [AnyHashable: Any]?

    /// An unnamed property.
    public override init() { super.init() }
}

/// The type of an attribute's values, with Core Data's raw values.
public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100
    case integer32AttributeType = 200
    case integer64AttributeType = 300
    case decimalAttributeType = 400
    case doubleAttributeType = 500
    case floatAttributeType = 600
    case stringAttributeType = 700
    case booleanAttributeType = 800
    case dateAttributeType = 900
    case binaryDataAttributeType = 1000
    case UUIDAttributeType = 1100
    case URIAttributeType = 1200
    case transformableAttributeType = 1800
    case objectIDAttributeType = 2000
    case compositeAttributeType = 2100
}

/// An attribute: a value of one of Core Data's types.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    /// The type of its values.
    open var attributeType: NSAttributeType = .undefinedAttributeType
    /// The name of the class of its values.
    open var attributeValueClassName: String?
    /// The value a new object starts with.
    open var defaultValue: Any?
    /// The transformer of a transformable attribute; values are kept as they are here.
    open var valueTransformerName: String?
    /// Whether a change to it is kept in the persistent history.
    open var preservesValueInHistoryOnDeletion = false

    /// An attribute for a generated model.
    public convenience init(name: String, type: NSAttributeType, isOptional: Bool = true, defaultValue: Any? = nil) {
        self.init()
        self.name = name
        attributeType = type
        self.isOptional = isOptional
        self.defaultValue = defaultValue
    }
}

/// What happens to related objects when an object is deleted.
public enum NSDeleteRule: UInt, Sendable {
    case noActionDeleteRule = 0
    case nullifyDeleteRule = 1
    case cascadeDeleteRule = 2
    case denyDeleteRule = 3
}

/// A relationship to objects of another entity, to-one or to-many.
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    /// The most objects it holds; 1 is to-one, 0 is unbounded.
    open var maxCount = 1
    /// The fewest objects it holds.
    open var minCount = 0
    /// What deleting the owner does to the related objects.
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    /// Whether a to-many relationship keeps its order (an `NSOrderedSet`).
    open var isOrdered = false
    /// The name of the destination entity, resolved against the model.
    public var destinationEntityName: String?
    /// The name of the inverse relationship on the destination entity.
    public var inverseName: String?

    /// Whether it may hold more than one object.
    open var isToMany: Bool { maxCount != 1 }

    /// The entity of the related objects.
    open var destinationEntity: NSEntityDescription? {
        get { destinationEntityName.flatMap { entity?.managedObjectModel?.entitiesByName[$0] } }
        set { destinationEntityName = newValue?.name }
    }

    /// The relationship on the destination that points back.
    open var inverseRelationship: NSRelationshipDescription? {
        get { inverseName.flatMap { destinationEntity?.relationshipsByName[$0] } }
        set { inverseName = newValue?.name }
    }

    /// A relationship for a generated model.
    public convenience init(name: String, destination: String, inverse: String?, toMany: Bool, ordered: Bool = false,
                            isOptional: Bool = true, deleteRule: NSDeleteRule = .nullifyDeleteRule) {
        self.init()
        self.name = name
        destinationEntityName = destination
        inverseName = inverse
        maxCount = toMany ? 0 : 1
        isOrdered = ordered
        self.isOptional = isOptional
        self.deleteRule = deleteRule
    }
}

/// A count of changes to any entity's properties, names or inheritance: entities keep their
/// properties by name until it moves.
enum ModelShape {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var generation = 0

    static var current: Int {
        lock.lock()
        defer { lock.unlock() }
        return generation
    }

    static func changed() {
        lock.lock()
        generation += 1
        lock.unlock()
    }
}
