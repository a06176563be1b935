import Foundation
@testable import swatch_core_data_model
import XCTest

// The model reader and the generator. The generated source itself is compiled into this
// test target by the GenerateCoreDataClasses plugin (Entry, Folder, and Tag's properties).
final class ModelGenerationTests: XCTestCase {
    private var bundle: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Journal.xcdatamodeld")
    }

    func testTheReaderTakesTheCurrentVersion() throws {
        let model = try CoreDataModelReader.read(bundle: bundle)
        XCTAssertEqual(model.name, "Journal")
        XCTAssertEqual(model.entities.map(\.name), ["Entry", "Folder", "Tag", "Note"])
        XCTAssertEqual(model.entities.map(\.codeGeneration), [.classDefinition, .classDefinition, .category, .manual])
        XCTAssertEqual(model.entities[2].className, "Tag")
        let entry = model.entities[0]
        XCTAssertEqual(entry.attributes.map(\.name), ["date", "done", "identifier", "mood", "photo", "rating", "title"])
        XCTAssertEqual(entry.attributes[3], CoreDataModel.Attribute(name: "mood", type: "Integer 16", usesScalarValueType: true, defaultValueString: "3"))
        XCTAssertEqual(entry.relationships[1], CoreDataModel.Relationship(name: "tags", destination: "Tag", inverse: "entries", isToMany: true, isOrdered: true, isOptional: true))
        XCTAssertEqual(model.entities[1].relationships.first?.deletionRule, "Cascade")
    }

    func testXcodesPropertyTypes() {
        func type(_ attributeType: String, scalar: Bool = false, custom: String? = nil) -> String {
            CoreDataSource.swiftType(of: CoreDataModel.Attribute(name: "x", type: attributeType, usesScalarValueType: scalar, customClassName: custom))
        }
        XCTAssertEqual(type("String"), "String?")
        XCTAssertEqual(type("Integer 64", scalar: true), "Int64")
        XCTAssertEqual(type("Integer 32"), "NSNumber?")
        XCTAssertEqual(type("Boolean", scalar: true), "Bool")
        XCTAssertEqual(type("Double"), "NSNumber?")
        XCTAssertEqual(type("Date"), "Date?")
        XCTAssertEqual(type("Binary"), "Data?")
        XCTAssertEqual(type("UUID"), "UUID?")
        XCTAssertEqual(type("URI"), "URL?")
        XCTAssertEqual(type("Decimal"), "NSDecimalNumber?")
        XCTAssertEqual(type("Transformable", custom: "[String]"), "[String]?")
    }

    func testTheSourceHasXcodesShape() throws {
        let source = CoreDataSource.make([try CoreDataModelReader.read(bundle: bundle)])
        XCTAssertTrue(source.contains("public class Entry: NSManagedObject {}"))
        XCTAssertTrue(source.contains("@nonobjc public class func fetchRequest() -> NSFetchRequest<Entry> {"))
        XCTAssertTrue(source.contains("public var mood: Int16 {\n        get { _managedValue(forKey: \"mood\") }"))
        XCTAssertTrue(source.contains("public var rating: NSNumber? {"))
        XCTAssertTrue(source.contains("public var tags: NSOrderedSet? {"))
        XCTAssertTrue(source.contains("public var folder: Folder? {"))
        XCTAssertTrue(source.contains("public func addToEntries(_ value: Entry)"))
        XCTAssertTrue(source.contains("public func insertIntoTags(_ value: Tag, at idx: Int)"))
        XCTAssertTrue(source.contains("extension Entry: Identifiable {}"))
        // Category/Extension: the properties, not the class; Manual/None: neither.
        XCTAssertFalse(source.contains("public class Tag"))
        XCTAssertTrue(source.contains("public var label: String? {"))
        XCTAssertFalse(source.contains("extension Note"))
        XCTAssertTrue(source.contains("NSAttributeDescription(name: \"title\", type: .stringAttributeType, isOptional: false, defaultValue: \"Untitled\")"))
    }

    func testBrokenModelsAreErrorsNotCrashes() {
        XCTAssertThrowsError(try CoreDataModelReader.parse(Data("<model><entity>".utf8), name: "Broken"))
        XCTAssertThrowsError(try CoreDataModelReader.parse(Data("<plist/>".utf8), name: "Other"))
    }
}
