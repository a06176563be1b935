/// Which toolbar items move into the overflow menu first when the bar runs out of room
/// (iOS 27). A still's bar shows every item it has room for in declaration order, so the
/// priority is kept and the items are drawn as without it.
public struct ToolbarItemVisibilityPriority: Hashable, Comparable, Sendable {
    private let rank: Double

    private init(rank: Double) { self.rank = rank }

    /// The system decides (the default).
    public static let automatic = ToolbarItemVisibilityPriority(rank: 0)
    /// Moves to the overflow menu before default and high items.
    public static let low = ToolbarItemVisibilityPriority(rank: -1000)
    /// Stays in the bar longer than default and low items.
    public static let high = ToolbarItemVisibilityPriority(rank: 1000)

    /// A priority just above `other`, below the next system priority; two made from the same
    /// value are equal.
    public init(higherThan other: ToolbarItemVisibilityPriority) { rank = other.rank + 1 }

    /// A priority just below `other`, above the next lower system priority.
    public init(lowerThan other: ToolbarItemVisibilityPriority) { rank = other.rank - 1 }

    /// Lower priorities leave the bar first.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

/// Toolbar content with a visibility priority; its items are drawn as they are.
public struct _PrioritizedToolbarContent<Base: ToolbarContent>: ToolbarContent {
    /// A primitive: no body.
    public typealias Body = Never
    let base: Base
    let priority: ToolbarItemVisibilityPriority
}

extension ToolbarContent {
    /// Sets when this content moves into the overflow menu as the bar shrinks (iOS 27).
    public func visibilityPriority(_ priority: ToolbarItemVisibilityPriority) -> some ToolbarContent {
        _PrioritizedToolbarContent(base: self, priority: priority)
    }
}

extension _PrioritizedToolbarContent: CustomizableToolbarContent where Base: CustomizableToolbarContent {}

extension CustomizableToolbarContent {
    /// Sets when this customizable content moves into the overflow menu (iOS 27).
    public func visibilityPriority(_ priority: ToolbarItemVisibilityPriority) -> some CustomizableToolbarContent {
        _PrioritizedToolbarContent(base: self, priority: priority)
    }
}

extension _PrioritizedToolbarContent: ToolbarItemSource {
    func appendItems(to items: inout [ToolbarItemValue]) {
        items += toolbarItems(base)
    }
}

extension View {
    /// Mirrors and blurs the view into the safe area beside it, under a sidebar or an
    /// inspector (iOS 26). A still has no sidebar over the detail column, so the view is drawn
    /// as it is.
    nonisolated public func backgroundExtensionEffect() -> some View { self }

    /// `backgroundExtensionEffect()` when `isEnabled`; the view as it is either way here.
    nonisolated public func backgroundExtensionEffect(isEnabled: Bool) -> some View { self }
}
