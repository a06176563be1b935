import Foundation
import OpenCombine

// Key-value observing as a Combine publisher: `object.publisher(for: \.frame, options: [.new])`,
// which Apple's Foundation declares when Combine is imported (YouTubePlayerKit watches its web
// view's frame and full-screen state so). swift-corelibs-foundation has no key-value observing
// at all, not even `NSKeyValueObservingOptions`, so both are written here from Apple's
// interface. Nothing is observed: a render is one still, in which no property changes after
// the views are made (docs/ARCHITECTURE.md §4.2), so the publisher sends the value it reads at
// subscription when asked for `.initial`, and nothing after.

/// What a key-value observation reports: Foundation's `NSKeyValueObservingOptions`, which
/// Linux's Foundation lacks. Only `.initial` changes what a publisher sends here, as no later
/// change happens in a still.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as Foundation numbers them.
    public let rawValue: UInt
    /// The options with bits `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Report the new value of each change.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Report the old value of each change.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// Report the current value once, when the observation starts: the one value sent here.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Report before each change as well as after it.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The objects that have `publisher(for:options:)`: every `NSObject`, as Apple's Foundation
/// declares it (a protocol, so that `Self` is the receiver's own class in the key path).
public protocol _KeyValueCodingAndObservingPublishing {}

extension NSObject: _KeyValueCodingAndObservingPublishing {}

extension _KeyValueCodingAndObservingPublishing where Self: NSObject {
    /// A publisher of the property at `keyPath`. With `.initial` (in the default options) it
    /// sends the current value when subscribed to; it sends nothing after, because Linux has
    /// no key-value observing and a still has no later change.
    public func publisher<Value>(for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new])
    -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}

extension NSObject {
    /// Combine's key-value observing publisher, as `publisher(for:options:)` makes it. On Apple's
    /// systems it sends each change of the property; here it sends the value read through the
    /// key path at subscription when `options` has `.initial`, and nothing after (no key-value
    /// observing on Linux, and no later change in a still). It never finishes, as on Apple's.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Equatable {
        /// The object whose property is published.
        public let object: Subject
        /// The property's key path.
        public let keyPath: KeyPath<Subject, Value>
        /// What is reported; only `.initial` sends anything here.
        public let options: NSKeyValueObservingOptions

        /// A publisher of `object`'s property at `keyPath`.
        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            self.object = object
            self.keyPath = keyPath
            self.options = options
        }

        /// The same object (by identity), key path and options.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.object === rhs.object && lhs.keyPath == rhs.keyPath && lhs.options == rhs.options
        }
    }
}

extension NSObject.KeyValueObservingPublisher: OpenCombine.Publisher {
    /// The property's value.
    public typealias Output = Value
    /// Observation never fails.
    public typealias Failure = Never

    /// Attaches `subscriber`: it gets the current value once if `.initial` was asked for, then
    /// nothing, and no completion.
    public func receive<S: OpenCombine.Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        if options.contains(.initial) {
            subscriber.receive(subscription: KeyValueObservingInitialValue(downstream: subscriber, value: object[keyPath: keyPath]))
        } else {
            subscriber.receive(subscription: Subscriptions.empty)
        }
    }

    /// A publisher of the changes without their values, as Apple's `didChange()`.
    public func didChange() -> OpenCombine.Publishers.Map<Self, Void> {
        map { _ in () }
    }
}

/// The subscription of a `.initial` observation: the value read at subscription, sent at the
/// first demand, then nothing (the downstream is let go once it has it, as nothing follows).
private final class KeyValueObservingInitialValue<Downstream: OpenCombine.Subscriber>: OpenCombine.Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: Downstream?
    private let value: Downstream.Input

    init(downstream: Downstream, value: Downstream.Input) {
        self.downstream = downstream
        self.value = value
    }

    func request(_ demand: OpenCombine.Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        let downstream = self.downstream
        self.downstream = nil
        lock.unlock()
        _ = downstream?.receive(value)
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
    }
}
