import Foundation
import SwatchRaster
import XCTest

/// The Foundation names that swift-corelibs-foundation lacks and the engine supplies
/// (issue 46), checked against the strings Apple documents for each style.
final class FoundationGapsTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// Apple's RelativeDateTimeFormatter.UnitsStyle docs: full "2 months ago", short and
    /// abbreviated "2 mo. ago", spellOut "two months ago"; DateTimeStyle.named "yesterday".
    func testRelativeDateTimeFormatter() {
        let formatter = RelativeDateTimeFormatter()
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now), "2 hours ago")
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(3 * 86_400), relativeTo: now), "in 3 days")
        formatter.dateTimeStyle = .named
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now), "yesterday")
        formatter.dateTimeStyle = .numeric
        let twoMonths = Calendar(identifier: .gregorian).date(byAdding: .month, value: -2, to: now)!
        formatter.unitsStyle = .short
        XCTAssertEqual(formatter.localizedString(for: twoMonths, relativeTo: now), "2 mo. ago")
        formatter.unitsStyle = .spellOut
        XCTAssertEqual(formatter.localizedString(for: twoMonths, relativeTo: now), "two months ago")
    }

    /// Apple's DateComponentsFormatter.UnitsStyle docs show 9 h 41 m 30 s as "9:41:30",
    /// "9h 41m 30s", "9 hr, 41 min, 30 sec", "9 hours, 41 minutes, 30 seconds".
    func testDateComponentsFormatter() {
        let formatter = DateComponentsFormatter()
        let time: TimeInterval = 9 * 3600 + 41 * 60 + 30
        XCTAssertEqual(formatter.string(from: time), "9:41:30")
        XCTAssertEqual(formatter.string(from: 65), "1:05")
        formatter.unitsStyle = .abbreviated
        XCTAssertEqual(formatter.string(from: time), "9h 41m 30s")
        formatter.unitsStyle = .short
        XCTAssertEqual(formatter.string(from: time), "9 hr, 41 min, 30 sec")
        formatter.unitsStyle = .full
        XCTAssertEqual(formatter.string(from: time), "9 hours, 41 minutes, 30 seconds")
        formatter.allowedUnits = [.hour, .minute]
        XCTAssertEqual(formatter.string(from: time), "9 hours, 42 minutes")
        formatter.unitsStyle = .positional
        formatter.zeroFormattingBehavior = .pad
        XCTAssertEqual(formatter.string(from: 3900), "01:05")
    }

    func testListFormatter() {
        XCTAssertEqual(ListFormatter.localizedString(byJoining: ["Apples", "Pears", "Figs"]), "Apples, Pears, and Figs")
        XCTAssertEqual(ListFormatter().string(from: ["A", "B"]), "A and B")
    }

    func testMeasurementFormatterConvertsToTheLocalesUnits() {
        let formatter = MeasurementFormatter()
        formatter.numberFormatter.maximumFractionDigits = 0
        XCTAssertEqual(formatter.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)), "68°F")
        formatter.unitOptions = .providedUnit
        XCTAssertEqual(formatter.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)), "20°C")
        formatter.numberFormatter.maximumFractionDigits = 1
        XCTAssertEqual(formatter.string(from: Measurement(value: 12.5, unit: UnitLength.kilometers)), "12.5 km")
        formatter.unitStyle = .long
        XCTAssertEqual(formatter.string(from: Measurement(value: 12.5, unit: UnitLength.kilometers)), "12.5 kilometers")
        formatter.unitOptions = .temperatureWithoutUnit
        formatter.numberFormatter.maximumFractionDigits = 0
        XCTAssertEqual(formatter.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)), "68°")
    }

    func testSelectorsAreNamesThatNothingCalls() {
        let selector = Selector("refresh(_:)")
        XCTAssertEqual(NSStringFromSelector(selector), "refresh(_:)")
        XCTAssertEqual(NSSelectorFromString("done"), "done")
        let object = NSObject()
        XCTAssertFalse(object.responds(to: selector))
        NotificationCenter.default.addObserver(object, selector: selector, name: Notification.Name("never"), object: nil)
        let timer = Timer.scheduledTimer(timeInterval: 1, target: object, selector: selector, userInfo: nil, repeats: false)
        XCTAssertTrue(timer.isValid)
    }

    /// Sprite Catalog's set-up and widget-sharing apps: containers and security-scoped files.
    func testContainersAndSecurityScopedFiles() throws {
        XCTAssertNil(FileManager.default.url(forUbiquityContainerIdentifier: nil))
        let group = try XCTUnwrap(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.app"))
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: group.path, isDirectory: &isFolder) && isFolder.boolValue)
        XCTAssertEqual(group.lastPathComponent, "group.com.example.app")
        XCTAssertFalse(URL(fileURLWithPath: "/tmp/picked.png").startAccessingSecurityScopedResource())
    }

    /// oscar-weather keeps its live radar states in `NSHashTable<Self>.weakObjects()`: an
    /// object that goes away leaves the weak table; a strong table keeps it.
    func testAWeakHashTableForgetsWhatIsGone() {
        final class Radar {}
        let weak = NSHashTable<Radar>.weakObjects(), strong = NSHashTable<Radar>.strongObjects()
        let kept = Radar()
        var passing: Radar? = Radar()
        weak.add(kept); weak.add(passing); weak.add(kept)
        strong.add(passing)
        XCTAssertEqual(weak.count, 2, "added once each")
        XCTAssertTrue(weak.contains(passing))
        passing = nil
        XCTAssertEqual(strong.count, 1, "a strong table keeps its object alive")
        XCTAssertEqual(weak.count, 2, "so the weak table still has it")
        strong.removeAllObjects()
        XCTAssertEqual(strong.count, 0)
        XCTAssertEqual(weak.count, 1, "gone once nothing holds it")
        XCTAssertTrue(weak.allObjects.first === kept)
        weak.remove(kept)
        XCTAssertNil(weak.anyObject)
    }

    /// LeitnerBox registers a `ValueTransformer` subclass for a Core Data color attribute
    /// before its container loads; 19 of its previews read that container. A subclass
    /// overrides the class and instance methods, registers by name, and is found by name.
    func testValueTransformersRegisterAndAreFoundByName() {
        final class Doubling: ValueTransformer {
            override class func transformedValueClass() -> AnyClass { NSNumber.self }
            override class func allowsReverseTransformation() -> Bool { true }
            override func transformedValue(_ value: Any?) -> Any? { (value as? Int).map { $0 * 2 } }
            override func reverseTransformedValue(_ value: Any?) -> Any? { (value as? Int).map { $0 / 2 } }
        }
        let name = NSValueTransformerName(rawValue: "DoublingTransformer")
        XCTAssertNil(ValueTransformer(forName: name), "nothing registered under the name yet")
        ValueTransformer.setValueTransformer(Doubling(), forName: name)
        let found = ValueTransformer(forName: name)
        XCTAssertTrue(found is Doubling)
        XCTAssertEqual(found?.transformedValue(21) as? Int, 42)
        XCTAssertEqual(found?.reverseTransformedValue(42) as? Int, 21)
        XCTAssertTrue(ValueTransformer.valueTransformerNames().contains(name))
        ValueTransformer.setValueTransformer(nil, forName: name)
        XCTAssertNil(ValueTransformer(forName: name))
        XCTAssertFalse(ValueTransformer.valueTransformerNames().contains(name))

        let negate = ValueTransformer(forName: .negateBooleanTransformerName)
        XCTAssertEqual((negate?.transformedValue(true) as? NSNumber)?.boolValue, false)
        XCTAssertEqual((ValueTransformer(forName: .isNilTransformerName)?.transformedValue(nil) as? NSNumber)?.boolValue, true)
        XCTAssertEqual((ValueTransformer(forName: .isNotNilTransformerName)?.transformedValue(nil) as? NSNumber)?.boolValue, false)

        let secure = NSSecureUnarchiveFromDataTransformer()
        let data = secure.reverseTransformedValue(["a", "b"] as NSArray) as? Data
        XCTAssertNotNil(data, "an array archives")
        XCTAssertEqual(secure.transformedValue(data) as? [String], ["a", "b"])
        XCTAssertNil(secure.transformedValue(Data("not an archive".utf8)))
    }

    /// `URL.formatted()` in the default `URL.FormatStyle`: Apple's documentation formats
    /// "https://www.example.com:8080/path/to/endpoint?key=value" as
    /// "https://www.example.com/path/to/endpoint" (no port for HTTP, no query).
    func testURLFormattedAsAppleDocumentsIt() throws {
        XCTAssertEqual(try XCTUnwrap(URL(string: "https://www.example.com:8080/path/to/endpoint?key=value")).formatted(), "https://www.example.com/path/to/endpoint")
        XCTAssertEqual(try XCTUnwrap(URL(string: "ssh://git@example.com:2222/repo.git#main")).formatted(), "ssh://example.com:2222/repo.git", "the port outside HTTP; never the user or fragment")
        XCTAssertEqual(URL(fileURLWithPath: "/tmp/stack.yml").formatted(), "file:///tmp/stack.yml")
    }
}
