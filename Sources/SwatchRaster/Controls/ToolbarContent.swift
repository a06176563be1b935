/// Toolbar content: the items a `toolbar { }` builder holds, each with its placement, kept so
/// that the navigation bar can draw them (ToolbarItems.swift, docs/ARCHITECTURE.md §5.19).

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Sendable {
    /// Which placement, by its static name; the bar reads it (ToolbarItems.swift).
    let name: String
    /// The system decides.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The centre of the bar.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// Navigation actions.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The primary action.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// Secondary actions.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// Status information.
    public static let status = ToolbarItemPlacement(name: "status")
    /// Confirmation in a modal.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// Cancellation in a modal.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// A destructive action in a modal.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// Above the keyboard.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// Leading edge of the top bar (iOS 17).
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// Trailing edge of the top bar (iOS 17).
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// Trailing edge of the top bar, kept out of the overflow menu (iOS 27); drawn as
    /// `topBarTrailing`, since a still's bar has room.
    public static let topBarPinnedTrailing = ToolbarItemPlacement(name: "topBarPinnedTrailing")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// Leading edge of the navigation bar (before iOS 17).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// Trailing edge of the navigation bar (before iOS 17).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// Which bar `toolbar(_:for:)` and kin address.
public struct ToolbarPlacement: Sendable {
    private let name: String
    /// The system decides.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// SwiftUI's `ToolbarContent`: what a `toolbar { }` builder holds. Write `body` to compose
/// items into a type of your own, as with views.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The content `body` builds.
    associatedtype Body: ToolbarContent
    /// The toolbar content this type stands for.
    @ToolbarContentBuilder var body: Self.Body { get }
}

/// Toolbar content the user may rearrange (`toolbar(id:content:)`); a still shows no toolbar.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Built-in toolbar content has no body.
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content") }
}

/// One toolbar item.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    /// A primitive: no body.
    public typealias Body = Never
    let itemID: ID?
    var placement: ToolbarItemPlacement = .automatic
    let content: Content
}

extension ToolbarItem where ID == () {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.itemID = ()
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    // `init(id:placement:content:)` is in Controls/ToolbarOptions.swift.
    /// A customizable item named `id`, shown at first unless `showsByDefault` is false.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use the init(id:placement:content:) initializer with the defaultCustomization(_:options) modifier.")
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.itemID = id
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: Identifiable where ID: Hashable {
    /// The item's identifier.
    nonisolated public var id: ID { itemID! }
}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    /// A primitive: no body.
    public typealias Body = Never
    var placement: ToolbarItemPlacement = .automatic
    let content: Content
    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    /// Items at `placement` that collapse into a menu labelled by `label` when space is short.
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
    }
}

/// The content of a `ToolbarItemGroup` with a label: the items, as a toolbar shows them while
/// there is room (the label names the menu they collapse into).
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    /// The items.
    public var body: some View { content }
}

/// Several toolbar contents in one builder.
public struct TupleToolbarContent<T>: ToolbarContent, CustomizableToolbarContent {
    /// A primitive: no body.
    public typealias Body = Never
    nonisolated(unsafe) let value: T
    nonisolated init(value: T) { self.value = value }
}

/// Optional or conditional toolbar content.
public struct _ConditionalToolbarContent<T: ToolbarContent, F: ToolbarContent>: ToolbarContent, CustomizableToolbarContent {
    /// A primitive: no body.
    public typealias Body = Never
    nonisolated(unsafe) let content: any ToolbarContent
    nonisolated init(content: any ToolbarContent) { self.content = content }
}

/// Optional toolbar content.
public struct _OptionalToolbarContent<T: ToolbarContent>: ToolbarContent, CustomizableToolbarContent {
    /// A primitive: no body.
    public typealias Body = Never
    nonisolated(unsafe) let content: T?
    nonisolated init(content: T?) { self.content = content }
}

/// Toolbar content of a type decided at run time (`buildLimitedAvailability`).
public struct _AnyToolbarContent: ToolbarContent, CustomizableToolbarContent {
    /// A primitive: no body.
    public typealias Body = Never
    nonisolated(unsafe) let content: any ToolbarContent
    nonisolated init(content: any ToolbarContent) { self.content = content }
}

/// The result builder of `toolbar { }` when it holds `ToolbarItem`s.
@resultBuilder
public enum ToolbarContentBuilder {
    /// One item.
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    /// 2 items.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(_ c0: C0, _ c1: C1) -> TupleToolbarContent<(C0, C1)> { TupleToolbarContent(value: (c0, c1)) }
    /// 3 items.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleToolbarContent<(C0, C1, C2)> { TupleToolbarContent(value: (c0, c1, c2)) }
    /// 4 items.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleToolbarContent<(C0, C1, C2, C3)> { TupleToolbarContent(value: (c0, c1, c2, c3)) }
    /// 5 items.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleToolbarContent<(C0, C1, C2, C3, C4)> { TupleToolbarContent(value: (c0, c1, c2, c3, c4)) }
    /// 6 items.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5)> { TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5)) }
    /// 7 items.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6)> { TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6)) }
    /// 8 items.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7)> { TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7)) }
    /// 9 items.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> { TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8)) }
    /// 10 items.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> { TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) }
    /// Each statement passes through.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    /// `if` without `else`.
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> _OptionalToolbarContent<C> { _OptionalToolbarContent(content: content) }
    /// The true branch.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalToolbarContent<T, F> { _ConditionalToolbarContent(content: first) }
    /// The false branch.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalToolbarContent<T, F> { _ConditionalToolbarContent(content: second) }
    /// Content inside `if #available`.
    public static func buildLimitedAvailability(_ content: any ToolbarContent) -> some ToolbarContent { _AnyToolbarContent(content: content) }
}
