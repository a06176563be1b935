/// Navigation and presentation modifiers: titles, toolbars, sheets, alerts. A snapshot of
/// a view shows the view itself, not the window around it, so they are accepted and draw
/// nothing; presented content (a sheet's `content`) is never built, as nothing is presented.

/// How a navigation bar shows its title.
public enum NavigationBarItem {
    /// SwiftUI's title display modes.
    public enum TitleDisplayMode: Sendable {
        /// Inherit from the previous view.
        case automatic
        /// A small title in the bar.
        case inline
        /// A large title below the bar.
        case large
    }
}

/// Whether something is shown: SwiftUI's three-way visibility.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Sendable {
    private let name: String
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
    let content: Content
}

extension ToolbarItem where ID == () {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.itemID = ()
        self.content = content()
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    // `init(id:placement:content:)` is in Controls/ToolbarOptions.swift.
    /// A customizable item named `id`, shown at first unless `showsByDefault` is false.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use the init(id:placement:content:) initializer with the defaultCustomization(_:options) modifier.")
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.itemID = id
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
    let content: Content
    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// Items at `placement` that collapse into a menu labelled by `label` when space is short.
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> {
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
    /// Toolbars are not drawn, so the items are not kept.
    nonisolated init(value: T) {}
}

/// Optional or conditional toolbar content.
public struct _ConditionalToolbarContent<T: ToolbarContent, F: ToolbarContent>: ToolbarContent, CustomizableToolbarContent {
    /// A primitive: no body.
    public typealias Body = Never
    let isTrue: Bool
    nonisolated init(isTrue: Bool) { self.isTrue = isTrue }
}

/// Optional toolbar content.
public struct _OptionalToolbarContent<T: ToolbarContent>: ToolbarContent, CustomizableToolbarContent {
    /// A primitive: no body.
    public typealias Body = Never
    /// Toolbars are not drawn, so the item is not kept.
    nonisolated init(content: T?) {}
}

/// Toolbar content of a type decided at run time (`buildLimitedAvailability`).
public struct _AnyToolbarContent: ToolbarContent, CustomizableToolbarContent {
    /// A primitive: no body.
    public typealias Body = Never
    nonisolated init() {}
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
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalToolbarContent<T, F> { _ConditionalToolbarContent(isTrue: true) }
    /// The false branch.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalToolbarContent<T, F> { _ConditionalToolbarContent(isTrue: false) }
    /// Content inside `if #available`.
    public static func buildLimitedAvailability(_ content: any ToolbarContent) -> some ToolbarContent { _AnyToolbarContent() }
}

/// Where a popover's arrow points.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

/// SwiftUI's `Alert` value for the older `alert(isPresented:content:)` modifier.
public struct Alert {
    /// An alert button.
    public struct Button {
        /// A default-style button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        /// A cancel button with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        /// The system's cancel button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
    }
    /// An alert with one dismiss button.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}
}

extension View {
    /// Hides the navigation bar's back button.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    /// Hides the navigation bar (deprecated spelling).
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    /// Toolbar items given as views.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// Toolbar items given as `ToolbarItem`s.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { self }
    /// Shows or hides a bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// A bar's background style.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    /// A bar's background visibility.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// A bar's color scheme.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    /// Presents a sheet while `isPresented` is true; a still shows the presenting view.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// Presents a sheet for `item`; a still shows the presenting view.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// Presents a full-screen cover while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// Presents a full-screen cover for `item`.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// Presents a popover while `isPresented` is true.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// Presents a popover for `item`.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// Presents an alert while `isPresented` is true.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// Presents an alert while `isPresented` is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// Presents an alert with a message while `isPresented` is true.
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// Presents an alert with a message while `isPresented` is true.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// Presents an alert built from presented data.
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// Presents an alert (the iOS 13 spelling).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    /// Presents an alert for `item` (the iOS 13 spelling).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }
    /// Presents a confirmation dialog while `isPresented` is true.
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    /// Presents a confirmation dialog with a message while `isPresented` is true.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// Presents a confirmation dialog while `isPresented` is true.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    /// Keeps a sheet from being swiped away.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Hides the status bar of the presenting window.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// A tooltip on macOS and iPadOS pointers; nothing is hovered in a still.
    public func help(_ text: Text) -> some View { self }
    /// A tooltip on macOS and iPadOS pointers.
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
}

extension View {
    /// The iOS 13 navigation bar buttons; the bar is not drawn in a still, so neither are they.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }
    /// A leading navigation bar button (iOS 13); not drawn in a still.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarLeading placement")
    public func navigationBarItems<L: View>(leading: L) -> some View { self }
    /// A trailing navigation bar button (iOS 13); not drawn in a still.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarTrailing placement")
    public func navigationBarItems<T: View>(trailing: T) -> some View { self }
}
