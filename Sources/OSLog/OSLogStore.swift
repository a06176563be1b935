import Foundation

/// The entries of the unified log, read back: OSLog's `OSLogStore` (iOS 15). Linux has no
/// unified log and this module keeps no copy of what it printed, so every store is empty; an
/// app's "export logs" screen builds and shows no rows.
public final class OSLogStore: @unchecked Sendable {
    /// Which entries a store covers: OSLog's `OSLogStore.Scope`.
    public enum Scope: Int, Sendable {
        /// The whole system (macOS only on Apple).
        case system
        /// The calling process.
        case currentProcessIdentifier
    }

    init() {}

    /// A store of `scope`'s entries (none).
    public convenience init(scope: OSLogStore.Scope) throws { self.init() }
    /// A store of a `.logarchive` (none are read).
    public convenience init(url: URL) throws { self.init() }
    /// The Mac's local store (empty).
    public static func local() throws -> OSLogStore { OSLogStore() }

    /// The position at `date`.
    public func position(date: Date) -> OSLogPosition { OSLogPosition() }
    /// The position `seconds` before the end.
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition { OSLogPosition() }
    /// The position `seconds` after the last boot.
    public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition { OSLogPosition() }

    /// The entries after `position` matching `predicate`: none.
    public func getEntries(with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil, matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        AnySequence([])
    }
}

/// A place in a store's sequence of entries: OSLog's `OSLogPosition`.
public final class OSLogPosition: @unchecked Sendable {
    init() {}
}

/// Enumeration options: OSLog's `OSLogEnumerator` (only its `Options` are used from Swift).
public final class OSLogEnumerator {
    /// How entries are enumerated.
    public struct Options: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest first.
        public static let reverse = Options(rawValue: 1)
    }
}

/// One entry of the log: OSLog's `OSLogEntry`. None are ever made here; the type exists so
/// that code filtering entries (`as? OSLogEntryLog`) compiles.
open class OSLogEntry: @unchecked Sendable {
    /// How the entry was stored: OSLog's `OSLogEntry.StoreCategory`.
    public enum StoreCategory: Int, Sendable {
        case undefined, metadata, shortTerm, longTermAuto, longTerm1, longTerm3, longTerm7, longTerm14, longTerm30
    }
    /// The formatted message.
    open var composedMessage: String { "" }
    /// When it was logged.
    open var date: Date { Date(timeIntervalSince1970: 0) }
    /// How it was stored.
    open var storeCategory: StoreCategory { .undefined }
}

/// An entry written by a logger: OSLog's `OSLogEntryLog`.
open class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// The entry's level: OSLog's `OSLogEntryLog.Level`.
    public enum Level: Int, Sendable {
        case undefined, debug, info, notice, error, fault
    }
    /// The level it was written at.
    open var level: Level { .undefined }
    /// The logger's subsystem.
    open var subsystem: String { "" }
    /// The logger's category.
    open var category: String { "" }
    /// The process's name.
    open var process: String { "" }
    /// The process's identifier.
    open var processIdentifier: Int32 { 0 }
    /// The library or executable that logged it.
    open var sender: String { "" }
    /// The thread that logged it.
    open var threadIdentifier: UInt64 { 0 }
}
