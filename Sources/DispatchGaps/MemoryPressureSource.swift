import Dispatch

// Apple's Dispatch has a source for the system's memory pressure; Linux's libdispatch has
// none. Image caches register one when they start (Nuke's `Cache`, measured: PetNote's six
// previews of remote images trapped where its initializer had been stubbed), so the source
// exists here, and never fires: a still is drawn long before memory runs short.

/// A dispatch source that reports the system's memory pressure. Apple's protocol: code stores
/// the source by this type.
public protocol DispatchSourceMemoryPressure: DispatchSourceProtocol, Sendable {
    /// The pressure events that fired since the handler last ran.
    var data: DispatchSource.MemoryPressureEvent { get }
    /// The events the source was made to report.
    var mask: DispatchSource.MemoryPressureEvent { get }
}

extension DispatchSource {
    /// Memory pressure events, with Apple's flag values (`DISPATCH_MEMORYPRESSURE_NORMAL` 0x1,
    /// `_WARN` 0x2, `_CRITICAL` 0x4).
    public struct MemoryPressureEvent: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The system's memory pressure went back to normal.
        public static let normal = MemoryPressureEvent(rawValue: 0x1)
        /// The system's memory pressure reached the warning stage.
        public static let warning = MemoryPressureEvent(rawValue: 0x2)
        /// The system's memory pressure reached the critical stage.
        public static let critical = MemoryPressureEvent(rawValue: 0x4)
        /// Every memory pressure event.
        public static let all: MemoryPressureEvent = [.normal, .warning, .critical]
    }

    /// A memory pressure source that behaves as a real one whose events never come: its
    /// handlers are set, it resumes, suspends and cancels (the cancel handler runs) as any
    /// source does. It is a user-data source that nothing merges into: Linux's libdispatch
    /// implements the handler methods for its own `DispatchSource` class only, as Apple's
    /// does, where that class adopts every source protocol.
    public class func makeMemoryPressureSource(eventMask: MemoryPressureEvent, queue: DispatchQueue? = nil) -> any DispatchSourceMemoryPressure {
        let source = DispatchSource.makeUserDataOrSource(queue: queue) as! DispatchSource
        MemoryPressureMasks.shared.set(eventMask, for: source)
        return source
    }
}

extension DispatchSource: DispatchSourceMemoryPressure {
    /// The events merged since the handler last ran: none, here.
    public var data: DispatchSource.MemoryPressureEvent {
        DispatchSource.MemoryPressureEvent(rawValue: (self as any DispatchSourceUserDataOr).data)
    }

    /// The events this source was made to report.
    public var mask: DispatchSource.MemoryPressureEvent { MemoryPressureMasks.shared.mask(of: self) }
}

/// The event mask of each memory pressure source, which a user-data source cannot hold.
final class MemoryPressureMasks: @unchecked Sendable {
    static let shared = MemoryPressureMasks()
    private let lock = DispatchQueue(label: "DispatchGaps.MemoryPressureMasks")
    private var masks: [ObjectIdentifier: DispatchSource.MemoryPressureEvent] = [:]

    func set(_ mask: DispatchSource.MemoryPressureEvent, for source: DispatchSource) {
        lock.sync { masks[ObjectIdentifier(source)] = mask }
    }

    func mask(of source: DispatchSource) -> DispatchSource.MemoryPressureEvent {
        lock.sync { masks[ObjectIdentifier(source)] ?? [] }
    }
}
