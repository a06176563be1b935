import Foundation
import FoundationNetworkingGaps
import XCTest

/// A file that imports only Foundation, as on a Mac, parses XML with `XMLParser`: the module
/// every file of an app's package imports implicitly brings FoundationXML, where Linux keeps
/// it (Construct's compendium reader was "'XMLParser' is unavailable" without it).
final class FoundationXMLTests: XCTestCase {
    private final class ElementCounter: NSObject, XMLParserDelegate {
        var names: [String] = []
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            names.append(elementName)
        }
    }

    func testXMLParserReadsADocument() {
        let parser = XMLParser(data: Data("<compendium><monster/><spell/></compendium>".utf8))
        let counter = ElementCounter()
        parser.delegate = counter
        XCTAssertTrue(parser.parse())
        XCTAssertEqual(counter.names, ["compendium", "monster", "spell"])
    }
}
