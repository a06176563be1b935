import Foundation
@testable import SwatchXcodeProject
import XCTest

/// The copy of a file with Objective-C wiring (issue 46): the smallest change that builds on
/// Linux, each line kept where it was, comments and strings untouched.
final class ObjectiveCWiringTests: XCTestCase {
    func testWiringIsRewrittenOnItsOwnLines() throws {
        let source = """
        @objcMembers final class Watcher: NSObject {
            @objc dynamic var count = 0
            @IBOutlet weak var banner: UIView?
            @NSManaged public var title: String? // the name
            override init() {
                super.init()
                NotificationCenter.default.addObserver(self, selector: #selector(refresh(_:)), name: .init("R"), object: nil)
                button.addTarget(self, action: #selector (getter: Watcher.count), for: .touchUpInside)
            }
            @objc(refreshWithNote:) func refresh(_ note: Notification) {}
            // @objc in a comment, #selector(comment) too
            let text = "@objc #selector(string) @NSManaged"
        }
        """
        let result = try XCTUnwrap(ObjectiveCWiring.rewrite(source))
        XCTAssertEqual(result.text, """
        final class Watcher: NSObject {
            dynamic var count = 0
            weak var banner: UIView?
            public var title: String? { get { _managedValue(forKey: "title") } set { setValue(newValue, forKey: "title") } } // the name
            override init() {
                super.init()
                NotificationCenter.default.addObserver(self, selector: Selector("refresh(_:)"), name: .init("R"), object: nil)
                button.addTarget(self, action: Selector("getter: Watcher.count"), for: .touchUpInside)
            }
            func refresh(_ note: Notification) {}
            // @objc in a comment, #selector(comment) too
            let text = "@objc #selector(string) @NSManaged"
        }
        """)
        XCTAssertEqual(result.changes, ObjectiveCWiring.Changes(objcAttributes: 3, outlets: 1, selectors: 2, managed: 1))
        XCTAssertEqual(result.changes.description,
                       "@objc ×3 removed, @IBOutlet ×1 removed, #selector ×2 as Selector(\"…\"), @NSManaged ×1 over the managed object's values")
        XCTAssertEqual(result.text.split(separator: "\n", omittingEmptySubsequences: false).count,
                       source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// Xcode's "+CoreDataProperties.swift" as written for manual code generation: properties
    /// and to-many accessors in an extension, where a property wrapper could not stand.
    func testManagedPropertiesAndAccessorsGetBodies() throws {
        let source = """
        extension Folder {
            @NSManaged public var name: String?
            @NSManaged public dynamic var count: Int64
            @NSManaged public func addToItems(_ value: Item)
            @NSManaged public func removeFromItems(_ value: Item)
            @NSManaged public func addToItems(_ values: NSSet)
            @NSManaged public func removeFromItems(_ values: NSOrderedSet)
            @NSManaged public func insertIntoPages(_ value: Page, at idx: Int)
            @NSManaged public func removeFromPages(at idx: Int)
            @NSManaged public func replacePages(at idx: Int, with value: Page)
        }
        """
        let result = try XCTUnwrap(ObjectiveCWiring.rewrite(source))
        XCTAssertEqual(result.text, """
        extension Folder {
            public var name: String? { get { _managedValue(forKey: "name") } set { setValue(newValue, forKey: "name") } }
            public var count: Int64 { get { _managedValue(forKey: "count") } set { setValue(newValue, forKey: "count") } }
            public func addToItems(_ value: Item) { _addObjects([value], toManyKey: "items") }
            public func removeFromItems(_ value: Item) { _removeObjects([value], fromManyKey: "items") }
            public func addToItems(_ values: NSSet) { _addObjects(values.allObjects, toManyKey: "items") }
            public func removeFromItems(_ values: NSOrderedSet) { _removeObjects(values.array, fromManyKey: "items") }
            public func insertIntoPages(_ value: Page, at idx: Int) { _insertObject(value, at: idx, inOrderedKey: "pages") }
            public func removeFromPages(at idx: Int) { _removeObject(at: idx, fromOrderedKey: "pages") }
            public func replacePages(at idx: Int, with value: Page) {  }
        }
        """)
        XCTAssertEqual(result.changes.managed, 9)
    }

    func testFilesWithoutWiringAreLinkedAsTheyAre() {
        XCTAssertNil(ObjectiveCWiring.rewrite("struct A { var objcCount = 0 }"))
        XCTAssertNil(ObjectiveCWiring.rewrite("// @objc only in a comment\nlet a = 1"))
        XCTAssertNil(SourceRewrite("struct A {}").text)
    }

    func testBothRewritesCombineWithANoteEach() throws {
        let rewrite = SourceRewrite("#if os(iOS)\n@objc func tap() {}\n#endif")
        XCTAssertEqual(rewrite.text, "#if (os(iOS) || os(Linux))\nfunc tap() {}\n#endif")
        XCTAssertEqual(rewrite.notes.count, 2)
        XCTAssertTrue(rewrite.notes[1].hasPrefix("@objc ×1 removed"))
        XCTAssertEqual(SourceRewrite("#if os(iOS)\n#endif", iOSConditions: false).text, nil)
    }

    /// Go Cycling's fetch predicates name their key with `#keyPath`, an Objective-C construct.
    func testKeyPathsBecomeTheirStrings() throws {
        let result = try XCTUnwrap(ObjectiveCWiring.rewrite(#"NSPredicate(format: "%K <= %@", #keyPath(BikeRide.cyclingStartTime), d); k = #keyPath(owner.name)"#))
        XCTAssertEqual(result.text, #"NSPredicate(format: "%K <= %@", "cyclingStartTime", d); k = "owner.name""#)
        XCTAssertEqual(result.changes.keyPaths, 2)
    }
}
