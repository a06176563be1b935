import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a `.xcdatamodeld` bundle: the current version's `contents` XML (the version that
/// `.xccurrentversion` names, else the only or the last one), with Foundation's `XMLParser`.
enum CoreDataModelReader {
    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// The model in the bundle at `bundle`.
    static func read(bundle: URL) throws -> CoreDataModel {
        let name = bundle.deletingPathExtension().lastPathComponent
        let version = try currentVersion(in: bundle)
        let data = try Data(contentsOf: version.appendingPathComponent("contents"))
        return try parse(data, name: name)
    }

    /// The `.xcdatamodel` folder of the current version.
    static func currentVersion(in bundle: URL) throws -> URL {
        if bundle.pathExtension == "xcdatamodel" { return bundle }
        let marker = bundle.appendingPathComponent(".xccurrentversion")
        if let data = try? Data(contentsOf: marker),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
           let current = plist["_XCCurrentVersionName"] as? String {
            return bundle.appendingPathComponent(current)
        }
        let versions = (try FileManager.default.contentsOfDirectory(atPath: bundle.path))
            .filter { $0.hasSuffix(".xcdatamodel") }
            .sorted { $0.compare($1, options: .numeric) == .orderedAscending }
        guard let last = versions.last else { throw ReadError(description: "\(bundle.path): no .xcdatamodel version inside") }
        return bundle.appendingPathComponent(last)
    }

    /// The model in a `contents` document.
    static func parse(_ data: Data, name: String) throws -> CoreDataModel {
        let parser = XMLParser(data: data)
        let delegate = ContentsDelegate()
        parser.delegate = delegate
        guard parser.parse() else {
            throw ReadError(description: "\(name): not a Core Data model (\(parser.parserError.map { "\($0)" } ?? "unreadable XML"))")
        }
        if let error = delegate.error { throw ReadError(description: "\(name): \(error)") }
        guard delegate.sawModel else { throw ReadError(description: "\(name): no <model> element") }
        return CoreDataModel(name: name, entities: delegate.entities)
    }

    private final class ContentsDelegate: NSObject, XMLParserDelegate {
        var entities: [CoreDataModel.Entity] = []
        var sawModel = false
        var error: String?
        private var current: CoreDataModel.Entity?

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch element {
            case "model":
                sawModel = true
            case "entity":
                guard let name = attributes["name"] else { error = "an entity has no name"; return }
                let represented = attributes["representedClassName"].flatMap { $0.split(separator: ".").last.map(String.init) }
                let codegen: CoreDataModel.CodeGeneration
                switch attributes["codeGenerationType"] {
                case "class": codegen = .classDefinition
                case "category": codegen = .category
                default: codegen = .manual
                }
                current = CoreDataModel.Entity(
                    name: name,
                    className: represented == "NSManagedObject" ? nil : represented,
                    parentEntity: attributes["parentEntity"],
                    isAbstract: attributes["isAbstract"] == "YES",
                    codeGeneration: codegen)
            case "attribute":
                guard let name = attributes["name"] else { error = "an attribute has no name"; return }
                current?.attributes.append(CoreDataModel.Attribute(
                    name: name,
                    type: attributes["attributeType"] ?? "Undefined",
                    isOptional: attributes["optional"] == "YES",
                    isTransient: attributes["transient"] == "YES",
                    usesScalarValueType: attributes["usesScalarValueType"] == "YES",
                    defaultValueString: attributes["defaultValueString"],
                    defaultDateTimeInterval: attributes["defaultDateTimeInterval"],
                    customClassName: attributes["customClassName"]))
            case "relationship":
                guard let name = attributes["name"], let destination = attributes["destinationEntity"] else {
                    error = "a relationship has no name or destination"
                    return
                }
                current?.relationships.append(CoreDataModel.Relationship(
                    name: name,
                    destination: destination,
                    inverse: attributes["inverseName"],
                    isToMany: attributes["toMany"] == "YES",
                    isOrdered: attributes["ordered"] == "YES",
                    isOptional: attributes["optional"] == "YES",
                    deletionRule: attributes["deletionRule"] ?? "Nullify"))
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "entity", let current {
                entities.append(current)
                self.current = nil
            }
        }
    }
}
