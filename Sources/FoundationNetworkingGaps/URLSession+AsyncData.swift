import Foundation

// The async loads without a task delegate, as Apple's Foundation declares them beside the
// forms with `delegate: … = nil` (for the back-deployment of concurrency to iOS 13).
// swift-corelibs-foundation has only the forms with the defaulted delegate, which a call
// reaches but a protocol requirement does not: Construct's `extension URLSession: HTTPClient`
// (`func data(for request: URLRequest) async throws -> (Data, URLResponse)`) did not conform,
// and its Open5e client lost its live value.

extension URLSession {
    /// Loads `request` and delivers its data and response.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }

    /// Loads `url` and delivers its data and response.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(from: url, delegate: nil)
    }
}
