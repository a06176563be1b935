import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import OpenCombine

// Combine's `URLSession.DataTaskPublisher`, which Apple's Foundation declares when Combine is
// imported and Linux Foundation lacks: API clients built on it (Construct's OpenAI package)
// lost their request code without it. It runs the request as Apple's does; a still is drawn
// before any answer arrives, so a view shows its loading state, as on a device.

extension URLSession {
    /// A publisher that runs one data task when demand arrives and sends its data and
    /// response, or fails with the task's `URLError`.
    public struct DataTaskPublisher: OpenCombine.Publisher {
        /// The body and the response, as the completion handler gets them.
        public typealias Output = (data: Data, response: URLResponse)
        /// Why the task failed.
        public typealias Failure = URLError

        /// The request the task is made from.
        public let request: URLRequest
        /// The session that runs it.
        public let session: URLSession

        /// A publisher for `request` on `session`.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        /// Attaches `subscriber`; the task starts at its first demand.
        public func receive<S: OpenCombine.Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: DataTaskSubscription(subscriber: AnySubscriber(subscriber), request: request, session: session))
        }
    }

    /// A publisher that loads `url`.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher that runs `request`.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}

/// One subscriber's data task: started once, cancelled with the subscription. Not generic:
/// the task's completion handler is `@Sendable`, and a generic subscriber's metatype is not.
private final class DataTaskSubscription: OpenCombine.Subscription, @unchecked Sendable {
    typealias Downstream = AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>
    private let lock = NSLock()
    private var subscriber: Downstream?
    private var task: URLSessionDataTask?
    private let request: URLRequest
    private let session: URLSession

    init(subscriber: Downstream, request: URLRequest, session: URLSession) {
        self.subscriber = subscriber
        self.request = request
        self.session = session
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        lock.lock()
        guard subscriber != nil, task == nil else { lock.unlock(); return }
        let task = session.dataTask(with: request) { [self] data, response, error in
            lock.lock()
            let subscriber = self.subscriber
            self.subscriber = nil
            lock.unlock()
            guard let subscriber else { return }
            if let data, let response {
                _ = subscriber.receive((data: data, response: response))
                subscriber.receive(completion: .finished)
            } else {
                let code = (error as? URLError)?.code ?? .unknown
                subscriber.receive(completion: .failure(URLError(code)))
            }
        }
        self.task = task
        lock.unlock()
        task.resume()
    }

    /// Stops listening; the request ends on its own and its result is dropped. The task is not
    /// cancelled: swift-corelibs-foundation traps when a task is cancelled just after it
    /// resumed ("Trying to access a behaviour for a task that in not in the registry",
    /// FoundationNetworking's TaskRegistry), which failed half the runs of
    /// `DataTaskPublisherTests.testCancellingFirstSendsNothing` on this machine.
    func cancel() {
        lock.lock()
        subscriber = nil
        lock.unlock()
    }
}
