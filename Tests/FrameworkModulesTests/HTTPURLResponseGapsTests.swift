import Foundation
import FoundationNetworkingGaps
import XCTest

/// Apple's `HTTPURLResponse` inherits `NSObject`'s bare `init()`; Linux's did not have it
/// (Critical Maps' API client returns `(Data(), HTTPURLResponse())` as its preview value).
final class HTTPURLResponseGapsTests: XCTestCase {
    /// A bare response: status code 0, no header fields, and a URL to print (Linux's
    /// description unwraps it).
    func testABareResponseIsEmpty() {
        let response = HTTPURLResponse()
        XCTAssertEqual(response.statusCode, 0)
        XCTAssertTrue(response.allHeaderFields.isEmpty)
        XCTAssertNil(response.value(forHTTPHeaderField: "Content-Type"))
        XCTAssertNil(response.mimeType)
        XCTAssertEqual(response.url?.absoluteString, "about:blank")
        XCTAssertFalse(response.description.isEmpty)
    }

    /// As an API client's preview value: a `(Data, URLResponse)` pair that code downcasts.
    func testItStandsInForALoadedResponse() throws {
        let send: () -> (Data, URLResponse) = { (Data(), HTTPURLResponse()) }
        let (data, response) = send()
        XCTAssertTrue(data.isEmpty)
        let http = try XCTUnwrap(response as? HTTPURLResponse)
        XCTAssertFalse((200..<300).contains(http.statusCode), "not a success: nothing was loaded")
    }
}
