import CoreData
import XCTest

// The predicate format parser on plain values, apart from any context.
private struct Person {
    let name: String
    let age: Int
    let tags: [String]
}

final class PredicateFormatTests: XCTestCase {
    private let ann = Person(name: "Ann Émile", age: 34, tags: ["swift", "ios"])

    func testFormsEvaluateAgainstValues() {
        XCTAssertTrue(NSPredicate(format: "name == 'Ann Émile'").evaluate(with: ann))
        XCTAssertTrue(NSPredicate(format: "name ==[cd] %@", "ann emile").evaluate(with: ann))
        XCTAssertFalse(NSPredicate(format: "name == %@", "ann emile").evaluate(with: ann))
        XCTAssertTrue(NSPredicate(format: "age BETWEEN {30, 40} && !(age < 18)").evaluate(with: ann))
        XCTAssertTrue(NSPredicate(format: "age >= %f AND age <= %ld", 33.5, 34).evaluate(with: ann))
        XCTAssertTrue(NSPredicate(format: "tags CONTAINS 'ios'").evaluate(with: ann))
        XCTAssertTrue(NSPredicate(format: "ANY tags BEGINSWITH 'sw'").evaluate(with: ann))
        XCTAssertTrue(NSPredicate(format: "name LIKE[c] 'ann*'").evaluate(with: ann))
        XCTAssertTrue(NSPredicate(format: "SELF MATCHES %@", "[a-z]+@[a-z]+\\.com").evaluate(with: "me@example.com"))
        XCTAssertTrue(NSPredicate(format: "age == $AGE").evaluate(with: ann, substitutionVariables: ["AGE": 34]))
        XCTAssertTrue(NSPredicate(format: "name != nil AND TRUEPREDICATE").evaluate(with: ann))
        XCTAssertFalse(NSPredicate(value: false).evaluate(with: ann))
        XCTAssertTrue(NSCompoundPredicate(notPredicateWithSubpredicate: NSPredicate(format: "age < 18")).evaluate(with: ann))
    }

    func testUnparsableFormatsMatchEverythingAndSayWhy() {
        let broken = NSPredicate(format: "name === %@ SUBQUERY(", "x")
        XCTAssertNotNil(broken.parseError)
        XCTAssertTrue(broken.evaluate(with: ann))
        XCTAssertNotNil(NSPredicate(format: "name == %@").parseError) // too few arguments
    }
}
