import OpenCombine

// Combine's concrete types and namespaces, one alias each (docs/ARCHITECTURE.md §2.7).
// Extension members (`map`, `sink`, `Publishers.Map`…) come with the types.

/// A cancellation token that cancels when it is deallocated; `store(in:)` keeps it.
public typealias AnyCancellable = OpenCombine.AnyCancellable
/// A type-erased publisher (`eraseToAnyPublisher()`).
public typealias AnyPublisher<Output, Failure: Error> = OpenCombine.AnyPublisher<Output, Failure>
/// A type-erased subscriber.
public typealias AnySubscriber<Input, Failure: Error> = OpenCombine.AnySubscriber<Input, Failure>
/// A subject that keeps its latest value and sends it to new subscribers.
public typealias CurrentValueSubject<Output, Failure: Error> = OpenCombine.CurrentValueSubject<Output, Failure>
/// A subject that sends values only to the subscribers it has when they are sent.
public typealias PassthroughSubject<Output, Failure: Error> = OpenCombine.PassthroughSubject<Output, Failure>
/// A publisher that eventually produces one value or fails.
public typealias Future<Output, Failure: Error> = OpenCombine.Future<Output, Failure>
/// A publisher that emits one value and finishes.
public typealias Just<Output> = OpenCombine.Just<Output>
/// A publisher that emits nothing, then finishes (or never does).
public typealias Empty<Output, Failure: Error> = OpenCombine.Empty<Output, Failure>
/// A publisher that fails at once with an error.
public typealias Fail<Output, Failure: Error> = OpenCombine.Fail<Output, Failure>
/// A publisher built only when something subscribes.
public typealias Deferred<DeferredPublisher: OpenCombine.Publisher> = OpenCombine.Deferred<DeferredPublisher>
/// A publisher that replays a recorded list of values and a completion.
public typealias Record<Output, Failure: Error> = OpenCombine.Record<Output, Failure>
/// A unique identifier for a subscription or subscriber.
public typealias CombineIdentifier = OpenCombine.CombineIdentifier
/// The scheduler that runs work at once, on the current thread.
public typealias ImmediateScheduler = OpenCombine.ImmediateScheduler
/// The namespace of publisher types (`Publishers.Map`, `Publishers.Sequence`…).
public typealias Publishers = OpenCombine.Publishers
/// The namespace of subscriber types (`Subscribers.Sink`, `Subscribers.Completion`…).
public typealias Subscribers = OpenCombine.Subscribers
/// The namespace of subscription helpers (`Subscriptions.empty`).
public typealias Subscriptions = OpenCombine.Subscriptions
