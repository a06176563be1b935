import Foundation
import FoundationNetworkingGaps
import XCTest

/// What Apple's `URLSessionConfiguration` has and Linux's lacks (issue 46: Harbour's shared
/// configuration sets `allowsConstrainedNetworkAccess`, which stubbed its getter and made 9 of
/// its previews trap). Defaults are Apple's documented ones: true for constrained and expensive
/// networks (CFNetwork's kCFStreamPropertyAllowConstrainedNetworkAccess, "The default value is
/// kCFBooleanTrue"), false for `waitsForConnectivity`.
final class URLSessionConfigurationGapsTests: XCTestCase {
    func testDefaultsAndWhatWasSetReadBackPerConfiguration() {
        let configuration = URLSessionConfiguration.default
        XCTAssertTrue(configuration.allowsConstrainedNetworkAccess)
        XCTAssertTrue(configuration.allowsExpensiveNetworkAccess)
        XCTAssertFalse(configuration.allowsUltraConstrainedNetworkAccess)
        XCTAssertFalse(configuration.waitsForConnectivity)
        XCTAssertTrue(configuration.sessionSendsLaunchEvents)

        configuration.allowsConstrainedNetworkAccess = false
        configuration.waitsForConnectivity = true
        XCTAssertFalse(configuration.allowsConstrainedNetworkAccess)
        XCTAssertTrue(configuration.waitsForConnectivity)
        XCTAssertTrue(configuration.allowsExpensiveNetworkAccess, "the other values keep their defaults")

        let other = URLSessionConfiguration.ephemeral
        XCTAssertTrue(other.allowsConstrainedNetworkAccess, "values belong to one configuration")
        // A session is still made from it, as an app's shared client does at start.
        let session = URLSession(configuration: configuration)
        XCTAssertNotNil(session.configuration)
    }

    /// A file that imports only Foundation reaches the keychain and Core Foundation's types,
    /// as on Apple's systems (SwiftTermApp's KeychainTools.swift): this file imports nothing
    /// but Foundation and the module every app file imports implicitly.
    func testTheKeychainIsInViewOfAFoundationOnlyFile() {
        let query: CFDictionary = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "foundation-only-\(UUID())"] as CFDictionary
        var found: AnyObject?
        XCTAssertEqual(SecItemCopyMatching(query, &found), errSecItemNotFound)
    }

    /// `URLSession` satisfies a protocol that requires Apple's delegate-less async load, as
    /// Construct's `HTTPClient` does, and calling it loads: a refused connection fails.
    func testTheDelegateLessLoadsSatisfyAProtocolAndLoad() async throws {
        let client: any AsyncDataLoading = URLSession.shared
        do {
            _ = try await client.data(for: URLRequest(url: try XCTUnwrap(URL(string: "http://127.0.0.1:9/"))))
            XCTFail("nothing listens on the discard port")
        } catch {
            XCTAssertEqual((error as? URLError)?.code, .cannotConnectToHost)
        }
    }
}

/// A client as apps declare one, to swap the session in tests.
protocol AsyncDataLoading {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

extension URLSession: AsyncDataLoading {}
