import OpenCombine

// Combine's protocols, one alias each, so that `P: Publisher` constraints and conformances
// written for Apple's Combine compile (docs/ARCHITECTURE.md §2.7).

/// A type that emits values over time: Combine's central protocol.
public typealias Publisher = OpenCombine.Publisher
/// A type that receives values from a publisher.
public typealias Subscriber = OpenCombine.Subscriber
/// The link between a publisher and a subscriber, through which demand flows.
public typealias Subscription = OpenCombine.Subscription
/// A publisher that code can also send values through.
public typealias Subject = OpenCombine.Subject
/// Something whose work can be cancelled (what `sink` and `assign` return).
public typealias Cancellable = OpenCombine.Cancellable
/// A publisher that starts only when `connect()` is called (`Timer.publish`'s kind).
public typealias ConnectablePublisher = OpenCombine.ConnectablePublisher
/// Where and when a publisher delivers values (`receive(on:)`, `debounce(for:scheduler:)`).
public typealias Scheduler = OpenCombine.Scheduler
/// A scheduler's time interval type, convertible from seconds and the like.
public typealias SchedulerTimeIntervalConvertible = OpenCombine.SchedulerTimeIntervalConvertible
/// A value with a `CombineIdentifier`, for debugging subscriptions.
public typealias CustomCombineIdentifierConvertible = OpenCombine.CustomCombineIdentifierConvertible
/// A decoder that `decode(type:decoder:)` accepts (`JSONDecoder`'s role).
public typealias TopLevelDecoder = OpenCombine.TopLevelDecoder
/// An encoder that `encode(encoder:)` accepts (`JSONEncoder`'s role).
public typealias TopLevelEncoder = OpenCombine.TopLevelEncoder
