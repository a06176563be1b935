import Foundation

/// Registers the objects intents use: AppIntents' `AppDependencyManager`. Apps add their
/// stores at launch; an intent reads them with `@Dependency`. Kept in memory by type (and
/// key), so a test that adds a dependency and makes an intent sees it, as on iOS.
public final class AppDependencyManager: @unchecked Sendable {
    /// The manager `@Dependency` reads by default.
    public nonisolated(unsafe) static let shared = AppDependencyManager()

    private let lock = NSLock()
    private var providers: [String: () throws -> Any] = [:]

    /// A standalone manager, for tests.
    public init() {}

    private static func slot<T>(_ type: T.Type, _ key: AnyHashable?) -> String {
        "\(String(reflecting: type))#\(key.map { String(describing: $0) } ?? "")"
    }

    /// Registers `dependency`, made when first read.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency) {
        lock.withLock { providers[Self.slot(Dependency.self, key)] = { dependency() } }
    }

    /// Registers a throwing provider.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency dependencyProvider: @autoclosure @escaping () -> @Sendable () throws -> Dependency) {
        lock.withLock { providers[Self.slot(Dependency.self, key)] = { try dependencyProvider()() } }
    }

    /// The registered value of `type`, or nil.
    func resolve<T>(_ type: T.Type, key: AnyHashable?) -> T? {
        guard let provider = lock.withLock({ providers[Self.slot(type, key)] }) else { return nil }
        return (try? provider()) as? T
    }
}

/// An intent's registered dependency, declared `@Dependency private var store: Store`:
/// AppIntents' `AppDependency`. Reading one that was never added stops the program, as iOS
/// does ("was not initialized prior to access").
@propertyWrapper
public final class AppDependency<Value: Sendable>: @unchecked Sendable {
    private let key: AnyHashable?
    private let manager: AppDependencyManager
    private let fallback: (() -> Value)?

    /// The dependency of `Value`'s type (and `key`) in `manager`.
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.key = key
        self.manager = manager
        fallback = nil
    }

    /// The dependency, or `default` when none was added.
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared, default defaultValueProvider: @autoclosure @escaping () -> Value) {
        self.key = key
        self.manager = manager
        fallback = defaultValueProvider
    }

    /// The registered value.
    public var wrappedValue: Value {
        if let value = manager.resolve(Value.self, key: key) { return value }
        if let fallback { return fallback() }
        fatalError("AppDependency of type \(Value.self) was not added to AppDependencyManager before it was read")
    }

    /// The wrapper itself.
    public var projectedValue: AppDependency<Value> { self }
}

extension AppIntent {
    /// `@Dependency` inside an intent.
    public typealias Dependency<Value: Sendable> = AppDependency<Value>
}

extension EntityQuery {
    /// `@Dependency` inside a query.
    public typealias Dependency<Value: Sendable> = AppDependency<Value>
}
