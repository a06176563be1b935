import Foundation

/// A Core Data model as the `.xcdatamodeld` describes it: what the generator needs to write
/// Xcode's classes and the model description.
struct CoreDataModel: Equatable {
    /// The `.xcdatamodeld` folder's name without its extension: what
    /// `NSPersistentContainer(name:)` names.
    var name: String
    var entities: [Entity]

    struct Entity: Equatable {
        var name: String
        /// The class name, module prefix removed ("Item" for "Item", ".Item" or "App.Item");
        /// nil when the entity uses `NSManagedObject` itself.
        var className: String?
        var parentEntity: String?
        var isAbstract = false
        var codeGeneration: CodeGeneration
        var attributes: [Attribute] = []
        var relationships: [Relationship] = []
    }

    /// Xcode's Codegen setting for an entity.
    enum CodeGeneration: Equatable {
        /// "Class Definition": the class and its properties are generated.
        case classDefinition
        /// "Category/Extension": only the properties; the app declares the class.
        case category
        /// "Manual/None": nothing is generated; the app writes both.
        case manual
    }

    struct Attribute: Equatable {
        var name: String
        var type: String
        var isOptional = false
        var isTransient = false
        var usesScalarValueType = false
        var defaultValueString: String?
        var defaultDateTimeInterval: String?
        var customClassName: String?
    }

    struct Relationship: Equatable {
        var name: String
        var destination: String
        var inverse: String?
        var isToMany = false
        var isOrdered = false
        var isOptional = false
        var deletionRule = "Nullify"
    }
}
