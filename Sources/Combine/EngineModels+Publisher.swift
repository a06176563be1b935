import OpenCombine

// The engine's model types as Combine publishers, so that code which subscribes to a model
// compiles (docs/ARCHITECTURE.md §2.7, §4.3). A render is one settled still: nothing runs
// long enough for a change to arrive, so these publishers deliver what is true now.

extension SwatchRaster.ObservableObjectPublisher: OpenCombine.Publisher {
    /// `objectWillChange` sends no value, only the fact of a change.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    /// Attaches `subscriber`; a still has no later changes to announce, so it gets an empty
    /// subscription and no values.
    public func receive<S: OpenCombine.Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subscriber.receive(subscription: Subscriptions.empty)
    }
}

extension SwatchRaster.Published: OpenCombine.Publisher {
    /// A `@Published` property publishes its values.
    public typealias Output = Value
    /// It never fails.
    public typealias Failure = Never

    /// Attaches `subscriber` and sends it the current value, as Combine's `$property` does on
    /// subscription; later writes are not delivered in a still.
    public func receive<S: OpenCombine.Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        Just(wrappedValue).receive(subscriber: subscriber)
    }
}

extension OpenCombine.Publisher where Failure == Never {
    /// Republishes this publisher's values through a `@Published` property
    /// (`.assign(to: &$name)`, Combine's iOS 14 form). In a still the values that arrive
    /// while subscribing are all there will be: the last of them is written now.
    public func assign(to published: inout SwatchRaster.Published<Output>) {
        var received: Output?
        let subscription = sink { received = $0 }
        subscription.cancel()
        if let received { published.wrappedValue = received }
    }
}
