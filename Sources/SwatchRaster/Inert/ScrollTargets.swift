import Foundation

/// Scroll target behaviors (iOS 17): where a scroll comes to rest, by page or by view. They
/// act only when a drag ends, which a still never has, so the behaviors compile and are
/// never asked; the view is drawn at its initial offset either way.

/// SwiftUI's `ScrollTarget`: the rect a scroll is about to end on, and its anchor.
public struct ScrollTarget: Hashable, Sendable {
    /// The rect of content the scroll ends with in view.
    public var rect: CGRect
    /// Where in the container `rect` is placed, if anywhere in particular.
    public var anchor: UnitPoint?

    /// Hashes the rect and anchor.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect.origin.x)
        hasher.combine(rect.origin.y)
        hasher.combine(rect.size.width)
        hasher.combine(rect.size.height)
        hasher.combine(anchor.map { [$0.x, $0.y] })
    }
}

/// What a scroll target behavior knows when it picks a target.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext: @unchecked Sendable {
    /// The target the scroll would end on by itself.
    public var originalTarget: ScrollTarget { storedTarget }
    /// The velocity at the end of the drag.
    public var velocity: CGVector { storedVelocity }
    /// The size of the content.
    public var contentSize: CGSize { storedContentSize }
    /// The size of the scroll view.
    public var containerSize: CGSize { storedContainerSize }
    /// The axes that scroll.
    public var axes: Axis.Set { storedAxes }
    /// A value of the scroll view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }

    private let storedTarget: ScrollTarget
    private let storedVelocity: CGVector
    private let storedContentSize: CGSize
    private let storedContainerSize: CGSize
    private let storedAxes: Axis.Set
    private let environment: EnvironmentValues
}

/// Properties a behavior gives the scroll view it sits on (iOS 18.4).
public struct ScrollTargetBehaviorProperties: Equatable, Sendable {
    /// Whether one scroll gesture may move at most one target.
    public var limitsScrolls: Bool = false
    /// The default properties.
    public init() {}
}

/// What a behavior knows when asked for its properties (iOS 18.4).
public struct ScrollTargetBehaviorPropertiesContext: @unchecked Sendable {
    /// The scroll view's environment.
    public var environment: EnvironmentValues { storedEnvironment }
    /// The axes that scroll.
    public var axes: Axis.Set { storedAxes }

    private let storedEnvironment: EnvironmentValues
    private let storedAxes: Axis.Set
}

/// SwiftUI's `ScrollTargetBehavior`: adjusts where a scroll comes to rest.
public protocol ScrollTargetBehavior {
    /// The context `updateTarget(_:context:)` receives.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// The properties a behavior returns.
    typealias Properties = ScrollTargetBehaviorProperties
    /// The context `properties(context:)` receives.
    typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext
    /// Moves `target` to where the scroll should end.
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
    /// The properties this behavior gives its scroll view.
    func properties(context: Self.PropertiesContext) -> Self.Properties
}

extension ScrollTargetBehavior {
    /// The default properties.
    public func properties(context: Self.PropertiesContext) -> Self.Properties { ScrollTargetBehaviorProperties() }
}

/// Ends scrolls on whole pages of the container's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// The paging behavior.
    public init() {}
    /// Would round the target to a page; never asked in a still.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
    /// The default properties.
    public func properties(context: PropertiesContext) -> Properties { ScrollTargetBehaviorProperties() }
}

/// Ends scrolls on the views of a `scrollTargetLayout()`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How many views one scroll may move past.
    public struct LimitBehavior: Sendable {
        private let name: String
        /// The platform's choice (`.always` for compact horizontal size classes).
        public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
        /// One scroll moves past at most one view.
        public static var always: LimitBehavior { LimitBehavior(name: "always") }
        /// One scroll moves past a few views (iOS 18).
        public static var alwaysByFew: LimitBehavior { LimitBehavior(name: "alwaysByFew") }
        /// One scroll moves past exactly one view (iOS 18).
        public static var alwaysByOne: LimitBehavior { LimitBehavior(name: "alwaysByOne") }
        /// No limit.
        public static var never: LimitBehavior { LimitBehavior(name: "never") }
    }

    private let limitBehavior: LimitBehavior

    /// The view-aligned behavior with `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
    /// Would move the target to a view's edge; never asked in a still.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
    /// The default properties.
    public func properties(context: PropertiesContext) -> Properties { ScrollTargetBehaviorProperties() }
}

/// A type-erased scroll target behavior (iOS 18).
public struct AnyScrollTargetBehavior: ScrollTargetBehavior, @unchecked Sendable {
    /// The wrapped behavior.
    public var base: any ScrollTargetBehavior
    /// Wraps `base`.
    public init(_ base: some ScrollTargetBehavior) { self.base = base }
    /// Asks the wrapped behavior.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { base.updateTarget(&target, context: context) }
    /// The wrapped behavior's properties.
    public func properties(context: PropertiesContext) -> Properties { base.properties(context: context) }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Ends scrolls on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Ends scrolls on the views of a `scrollTargetLayout()`.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Ends scrolls on views, at most as far as `limitBehavior` allows.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// Where scrolls inside come to rest; a still never scrolls.
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
    /// Makes the views of this layout the targets of `.viewAligned`; drawn unchanged.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}
