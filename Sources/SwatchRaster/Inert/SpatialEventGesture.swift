import Foundation

/// `SpatialEventGesture` (iOS 18) and the collection of touch events it reports: input a still
/// never gets, so the gesture never fires and its collection is only ever empty
/// (docs/ARCHITECTURE.md §4.2).

/// The touches and pointer events a `SpatialEventGesture` reports.
public struct SpatialEventCollection: Collection {
    /// One touch, pencil or pointer event.
    public struct Event: Identifiable, Hashable {
        /// An event's identity, stable across its phases.
        public struct ID: Hashable {
            let value: Int
        }
        /// What produced the event.
        public enum Kind: Hashable {
            /// A finger.
            case touch
            /// Apple Pencil.
            case pencil
            /// A pointer (trackpad or mouse).
            case pointer
        }
        /// Where the event is in its life.
        public enum Phase: Hashable {
            /// Still touching.
            case active
            /// Lifted.
            case ended
            /// Cancelled by the system.
            case cancelled
        }
        /// A pencil's pose.
        public struct InputDevicePose: Hashable {
            /// The angle to the screen.
            public var altitude: Angle
            /// The direction on the screen.
            public var azimuth: Angle
        }
        /// The event's identity.
        public var id: Event.ID
        /// When it happened.
        public var timestamp: TimeInterval
        /// What produced it.
        public var kind: Event.Kind
        /// Where it is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Its phase.
        public var phase: Event.Phase
        /// The modifier keys held.
        public var modifierKeys: EventModifiers
        /// The pencil's pose, for pencil events.
        public var inputDevicePose: Event.InputDevicePose?
    }

    /// Walks the events.
    public struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[Event]>
        /// The next event.
        public mutating func next() -> Event? { base.next() }
    }

    /// A position in the collection.
    public struct Index: Comparable, Hashable {
        let offset: Int
        /// Orders positions.
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.offset < rhs.offset }
    }

    let events: [Event]

    /// The first position.
    public var startIndex: Index { Index(offset: 0) }
    /// The position past the last.
    public var endIndex: Index { Index(offset: events.count) }
    /// The position after `i`.
    public func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
    /// The event at `position`.
    public subscript(position: Index) -> Event { events[position.offset] }
    /// The event with `index` as its identity, if present.
    public subscript(index: Event.ID) -> Event? { events.first { $0.id == index } }
    /// An iterator over the events.
    public func makeIterator() -> Iterator { Iterator(base: events.makeIterator()) }
}

/// Reports every touch on the view as spatial events; never fires in a still.
public struct SpatialEventGesture: _PrimitiveGesture {
    /// The events.
    public typealias Value = SpatialEventCollection
    /// The space locations are reported in.
    public let coordinateSpace: CoordinateSpace
    /// A gesture reporting locations in `coordinateSpace`.
    public init(coordinateSpace: any CoordinateSpaceProtocol = .local) {
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }
}
