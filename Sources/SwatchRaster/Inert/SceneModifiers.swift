import Foundation

// The scene-level API an app struct uses: menu commands, window sizing and external events,
// and `WindowGroup`'s other initializers. Like `App` and `Scene` (AppScene.swift) it compiles
// and is never run: a still renders views, not scenes, so none of this changes a picture
// (docs/ARCHITECTURE.md §4.2). Only iOS declarations are here; `Settings`, `Window` and the
// macOS-only placements are unavailable on iOS and so absent.

// MARK: - Commands

/// Menu-bar commands of a scene: SwiftUI's `Commands`. On iPad they fill the keyboard
/// shortcut menu; a still has neither, so commands are kept only for their types.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of the commands' content.
    associatedtype Body: Commands
    /// The commands this is made of.
    @CommandsBuilder var body: Self.Body { get }
}

extension Never: Commands {}

/// No commands: SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands, Sendable {
    /// No commands.
    nonisolated public init() {}
    /// Primitive.
    nonisolated public var body: Never { fatalError("EmptyCommands is primitive") }
}

/// Several commands written together; kept only for their types.
public struct _TupleCommands: Commands {
    /// Primitive.
    nonisolated public var body: Never { fatalError("_TupleCommands is primitive") }
}

/// One of two branches of commands; kept only for its type.
public struct _ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands {
    /// Primitive.
    nonisolated public var body: Never { fatalError("_ConditionalCommands is primitive") }
}

/// The result builder of `commands { }`: SwiftUI's `CommandsBuilder`.
@resultBuilder
public struct CommandsBuilder: Sendable {
    /// Each command passes through.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// One command.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    /// Several commands.
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _TupleCommands { _TupleCommands() }
    /// `if` without `else`.
    public static func buildOptional<C: Commands>(_ content: C?) -> _TupleCommands { _TupleCommands() }
    /// The first branch of an `if`/`else`.
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalCommands<T, F> { _ConditionalCommands() }
    /// The second branch of an `if`/`else`.
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalCommands<T, F> { _ConditionalCommands() }
    /// `if #available`.
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> _TupleCommands { _TupleCommands() }
}

/// Items added to, or replacing, a standard menu group: SwiftUI's `CommandGroup`.
public struct CommandGroup<Content: View>: Commands {
    let placement: CommandGroupPlacement
    let content: Content
    /// Items placed before the standard group `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }
    /// Items placed after the standard group `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }
    /// Items replacing the standard group `group` (an empty addition removes it).
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }
    /// Primitive.
    nonisolated public var body: Never { fatalError("CommandGroup is primitive") }
}

/// The standard menu groups a `CommandGroup` is placed against: SwiftUI's
/// `CommandGroupPlacement`. (`windowList` and `singleWindowList` are macOS only.)
public struct CommandGroupPlacement: Sendable {
    let name: String
    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// Services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hide and show.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quit.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// New document or window.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Save.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Import and export.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Print.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Find and spelling.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Font and text formatting.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Toolbar visibility.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Sidebar visibility.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Window size.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// Window arrangement.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}

/// A menu of its own in the menu bar: SwiftUI's `CommandMenu`.
public struct CommandMenu<Content: View>: Commands {
    let content: Content
    /// A menu titled by a key.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A menu titled by a text.
    public init(_ name: Text, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A menu titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    nonisolated public var body: Never { fatalError("CommandMenu is primitive") }
}

/// The sidebar's standard commands: SwiftUI's `SidebarCommands`.
public struct SidebarCommands: Commands {
    /// The commands.
    nonisolated public init() {}
    /// Primitive.
    nonisolated public var body: Never { fatalError("SidebarCommands is primitive") }
}

/// The toolbar's standard commands: SwiftUI's `ToolbarCommands`.
public struct ToolbarCommands: Commands {
    /// The commands.
    nonisolated public init() {}
    /// Primitive.
    nonisolated public var body: Never { fatalError("ToolbarCommands is primitive") }
}

/// The text-editing commands: SwiftUI's `TextEditingCommands`.
public struct TextEditingCommands: Commands {
    /// The commands.
    nonisolated public init() {}
    /// Primitive.
    nonisolated public var body: Never { fatalError("TextEditingCommands is primitive") }
}

/// The text-formatting commands: SwiftUI's `TextFormattingCommands`.
public struct TextFormattingCommands: Commands {
    /// The commands.
    nonisolated public init() {}
    /// Primitive.
    nonisolated public var body: Never { fatalError("TextFormattingCommands is primitive") }
}

/// The inspector's commands (iOS 17): SwiftUI's `InspectorCommands`.
public struct InspectorCommands: Commands {
    /// The commands.
    nonisolated public init() {}
    /// Primitive.
    nonisolated public var body: Never { fatalError("InspectorCommands is primitive") }
}

// MARK: - Scene modifiers

/// How a window may be resized (iOS 17): SwiftUI's `WindowResizability`. An iPhone's scene
/// fills the screen; a still has one size.
public struct WindowResizability: Sendable {
    let name: String
    /// The platform's default.
    public static var automatic: WindowResizability { WindowResizability(name: "automatic") }
    /// Sized to its content, minimum and maximum.
    public static var contentSize: WindowResizability { WindowResizability(name: "contentSize") }
    /// No smaller than its content.
    public static var contentMinSize: WindowResizability { WindowResizability(name: "contentMinSize") }
}

extension Scene {
    /// Adds menu commands; kept only for their types.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
    /// Removes the standard commands (iOS 16); there are none in a still.
    public func commandsRemoved() -> some Scene { self }
    /// Which external events (URLs, activities) open this scene; none arrive in a still.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
    /// How the scene's windows resize (iOS 17); a still has one size.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
    /// The size of a new window (iOS 17); the render's device or proposal decides here.
    public func defaultSize(_ size: CGSize) -> some Scene { self }
    /// The size of a new window (iOS 17); the render's device or proposal decides here.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
}

extension View {
    /// Which external events this view's scene prefers and allows; none arrive in a still.
    nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}

// MARK: - WindowGroup's other initializers

/// The content of a window opened for a value: SwiftUI's `PresentedWindowContent`. A still
/// never opens one; as a view it draws `content` with no value presented.
public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
    let content: (Binding<Data?>) -> Content
    /// The content with no value.
    public var body: some View { content(.constant(nil)) }
}

extension WindowGroup {
    /// A group with a text title.
    @_disfavoredOverload
    public init(_ title: Text, @ViewBuilder content: () -> Content) { self.init(content: content) }
    /// A group with a text title and an identifier.
    @_disfavoredOverload
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
    /// A group with a string title and an identifier.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
    /// A group whose content is made lazily (iOS 18); made now, as nothing launches.
    public init(makeContent: @escaping () -> Content) { self.init(content: makeContent) }
    /// A group with an identifier whose content is made lazily (iOS 18).
    public init(id: String, makeContent: @escaping () -> Content) { self.init(content: makeContent) }
    /// A group with a text title whose content is made lazily (iOS 18).
    @_disfavoredOverload
    public init(_ title: Text, makeContent: @escaping () -> Content) { self.init(content: makeContent) }
    /// A group with a string title whose content is made lazily (iOS 18).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, makeContent: @escaping () -> Content) { self.init(content: makeContent) }
    /// A group with a text title and identifier whose content is made lazily (iOS 18).
    @_disfavoredOverload
    public init(_ title: Text, id: String, makeContent: @escaping () -> Content) { self.init(content: makeContent) }
    /// A group with a string title and identifier whose content is made lazily (iOS 18).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, makeContent: @escaping () -> Content) { self.init(content: makeContent) }

    /// Windows opened for values of `type` (iOS 16); none are opened in a still.
    public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.init { PresentedWindowContent(content: content) }
    }
    /// Windows opened for values of `type`, with an identifier.
    public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.init { PresentedWindowContent(content: content) }
    }
    /// Windows opened for values of `type`, with a text title.
    @_disfavoredOverload
    public init<D, C>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.init { PresentedWindowContent(content: content) }
    }
    /// Windows opened for values of `type`, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, D, C>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.init { PresentedWindowContent(content: content) }
    }
    /// Windows opened for values of `type`, with a text title and an identifier.
    @_disfavoredOverload
    public init<D, C>(_ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.init { PresentedWindowContent(content: content) }
    }
    /// Windows opened for values of `type`, with a string title and an identifier.
    @_disfavoredOverload
    public init<S: StringProtocol, D, C>(_ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.init { PresentedWindowContent(content: content) }
    }
    /// Windows opened for values of `type` with a default value.
    public init<D, C>(for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.init { PresentedWindowContent { _ in content(.constant(defaultValue())) } }
    }
    /// Windows opened for values of `type` with a default value, with an identifier.
    public init<D, C>(id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.init { PresentedWindowContent { _ in content(.constant(defaultValue())) } }
    }
}
