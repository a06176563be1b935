@_exported import FoundationNetworking
// Apple's Foundation re-exports Dispatch, memory-pressure sources included.
@_exported import DispatchGaps
// Apple's Foundation brings Security's keychain calls and Core Foundation's types to a file
// that imports nothing else (SwiftTermApp's KeychainTools.swift).
@_exported import Security
// Apple's Foundation declares `XMLParser`; Linux moved it to FoundationXML, so a file that
// imports only Foundation found it "unavailable" (Construct's compendium reader, pilgrim's
// CoreGPX).
@_exported import FoundationXML
import Foundation

// Members of Apple's `URLSessionConfiguration` that swift-corelibs-foundation lacks, or
// declares unavailable (`waitsForConnectivity`). An app sets them while it builds its session
// (Harbour's shared configuration sets `allowsConstrainedNetworkAccess`; 2 sample apps set
// `waitsForConnectivity`), long before anything loads, and a still never loads anything: each
// keeps what was set so that reading it back gives it, with Apple's documented default.

extension URLSessionConfiguration {
    /// Whether a session may use a network in Low Data Mode. Apple's default: true.
    public var allowsConstrainedNetworkAccess: Bool {
        get { ConfigurationValues.bool(self, \.allowsConstrainedNetworkAccess) }
        set { ConfigurationValues.set(self, \.allowsConstrainedNetworkAccess, newValue) }
    }

    /// Whether a session may use a network the system deems expensive (cellular, a personal
    /// hotspot). Apple's default: true.
    public var allowsExpensiveNetworkAccess: Bool {
        get { ConfigurationValues.bool(self, \.allowsExpensiveNetworkAccess) }
        set { ConfigurationValues.set(self, \.allowsExpensiveNetworkAccess, newValue) }
    }

    /// Whether a session may use an ultra-constrained network (iOS 26.1). Apple's default: false.
    public var allowsUltraConstrainedNetworkAccess: Bool {
        get { ConfigurationValues.bool(self, \.allowsUltraConstrainedNetworkAccess) }
        set { ConfigurationValues.set(self, \.allowsUltraConstrainedNetworkAccess, newValue) }
    }

    /// Whether a task waits for connectivity instead of failing at once. Apple's default:
    /// false. Declared here because Linux's Foundation marks its own unavailable, so code that
    /// sets it would not build.
    public var waitsForConnectivity: Bool {
        get { ConfigurationValues.bool(self, \.waitsForConnectivity) }
        set { ConfigurationValues.set(self, \.waitsForConnectivity, newValue) }
    }

    /// Whether the app is relaunched when a background session's tasks finish. Apple's
    /// default: true. Nothing is ever relaunched here.
    public var sessionSendsLaunchEvents: Bool {
        get { ConfigurationValues.bool(self, \.sessionSendsLaunchEvents) }
        set { ConfigurationValues.set(self, \.sessionSendsLaunchEvents, newValue) }
    }
}

/// The values a configuration was given, kept beside it: an extension cannot add stored
/// properties to a class of another module. Entries hold the configuration weakly and go
/// with it.
enum ConfigurationValues {
    struct Values {
        var allowsConstrainedNetworkAccess = true
        var allowsExpensiveNetworkAccess = true
        var allowsUltraConstrainedNetworkAccess = false
        var waitsForConnectivity = false
        var sessionSendsLaunchEvents = true
    }

    private final class Entry {
        weak var configuration: URLSessionConfiguration?
        var values = Values()
        init(_ configuration: URLSessionConfiguration) { self.configuration = configuration }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    static func bool(_ configuration: URLSessionConfiguration, _ key: KeyPath<Values, Bool>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(configuration)], entry.configuration === configuration else {
            return Values()[keyPath: key]
        }
        return entry.values[keyPath: key]
    }

    static func set(_ configuration: URLSessionConfiguration, _ key: WritableKeyPath<Values, Bool>, _ value: Bool) {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(configuration)
        if entries[id]?.configuration !== configuration {
            // A configuration gone since (its identifier reused) leaves its entry: replaced.
            entries = entries.filter { $0.value.configuration != nil }
            entries[id] = Entry(configuration)
        }
        entries[id]!.values[keyPath: key] = value
    }
}
