import Foundation

// The async loads without a task delegate, as Apple's Foundation declares them beside the
// forms with `delegate: … = nil` (for the back-deployment of concurrency to iOS 13).
// swift-corelibs-foundation has only the forms with the defaulted delegate, which a call
// reaches but a protocol requirement does not: Construct's `extension URLSession: HTTPClient`
// (`func data(for request: URLRequest) async throws -> (Data, URLResponse)`) did not conform,
// and its Open5e client lost its live value.

// They run a completion-handler data task, not swift-corelibs-foundation's own async forms:
// those trapped in the test suite on a refused connection ("Trying to access a behaviour for a
// task that in not in the registry", FoundationNetworking's TaskRegistry, on a fresh clone),
// while the completion-handler task, which Combine's `dataTaskPublisher` also runs, did not.
// A still never loads anything; this is for code that runs when a preview builds its models.

extension URLSession {
    /// Loads `request` and delivers its data and response.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await withCheckedThrowingContinuation { continuation in
            dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(throwing: error)
                } else if let response {
                    continuation.resume(returning: (data ?? Data(), response))
                } else {
                    continuation.resume(throwing: URLError(.badServerResponse))
                }
            }.resume()
        }
    }

    /// Loads `url` and delivers its data and response.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(for: URLRequest(url: url))
    }
}
