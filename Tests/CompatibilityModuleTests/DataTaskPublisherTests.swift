import Combine
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

/// `URLSession.DataTaskPublisher` runs its request as Apple's does. Port 1 on the loopback
/// refuses every connection, so the failure is the same on every machine, network or not.
final class DataTaskPublisherTests: XCTestCase {
    private let refused = URL(string: "http://127.0.0.1:1/models")!

    func testARefusedRequestFailsWithTheTasksURLError() {
        let done = expectation(description: "completion")
        var values = 0
        var failure: URLError?
        let subscription = URLSession.shared.dataTaskPublisher(for: refused)
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { failure = error }
                done.fulfill()
            }, receiveValue: { _ in values += 1 })
        wait(for: [done], timeout: 30)
        XCTAssertEqual(values, 0)
        XCTAssertEqual(failure?.code, .cannotConnectToHost)
        subscription.cancel()
    }

    func testTheRequestAndSessionAreKept() {
        var request = URLRequest(url: refused)
        request.httpMethod = "POST"
        let publisher = URLSession.shared.dataTaskPublisher(for: request)
        XCTAssertEqual(publisher.request.httpMethod, "POST")
        XCTAssertTrue(publisher.session === URLSession.shared)
    }

    /// Foundation's coders are Combine's top-level coders, as API clients chain them.
    func testJSONCodersDecodeAndEncodeInAChain() throws {
        var decoded: [String] = []
        _ = Just(Data(#"["a","b"]"#.utf8)).decode(type: [String].self, decoder: JSONDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { decoded = $0 })
        XCTAssertEqual(decoded, ["a", "b"])
        var encoded = Data()
        _ = Just(["c"]).encode(encoder: JSONEncoder()).sink(receiveCompletion: { _ in }, receiveValue: { encoded = $0 })
        XCTAssertEqual(String(decoding: encoded, as: UTF8.self), #"["c"]"#)
        var failed = false
        _ = Just(Data("not json".utf8)).decode(type: [String].self, decoder: JSONDecoder())
            .sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { _ in })
        XCTAssertTrue(failed)
    }

    func testCancellingFirstSendsNothing() {
        var events = 0
        let subscription = URLSession.shared.dataTaskPublisher(for: refused)
            .sink(receiveCompletion: { _ in events += 1 }, receiveValue: { _ in events += 1 })
        subscription.cancel()
        RunLoop.current.run(until: Date().addingTimeInterval(0.5))
        XCTAssertEqual(events, 0)
    }
}
