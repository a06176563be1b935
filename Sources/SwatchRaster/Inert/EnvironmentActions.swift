import Foundation

// The actions SwiftUI hands views through the environment (`@Environment(\.dismiss)`,
// `\.openURL`, …). A still has no window to close and no URL to open, so each action is a
// value that can be called and does nothing (docs/ARCHITECTURE.md §4.2 lists them as inert).

/// Closes the presentation a view is in: SwiftUI's `DismissAction`.
public struct DismissAction: Sendable {
    /// An action with nothing to dismiss.
    public init() {}
    /// Dismisses the current presentation; a still presents nothing, so nothing happens.
    @MainActor public func callAsFunction() {}
}

/// Opens a URL: SwiftUI's `OpenURLAction`. A still opens nothing; a handler set with
/// `environment(\.openURL, OpenURLAction { … })` is kept but never called.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let kind: Int
        /// The handler opened the URL.
        public static let handled = Result(kind: 0)
        /// The handler declined the URL.
        public static let discarded = Result(kind: 1)
        /// The system should open the URL.
        public static let systemAction = Result(kind: 2)
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: 2) }
        /// The system should open `url`, preferring an in-app browser.
        public static func systemAction(_ url: URL, prefersInApp: Bool) -> Result { Result(kind: 2) }
    }

    let handler: @Sendable (URL) -> Result

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    /// Opens `url`; inert in a still.
    @MainActor public func callAsFunction(_ url: URL) {}
    /// Opens `url` and reports whether it was accepted; a still reports `false`, since nothing opened.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}
}

/// Ends the current search: SwiftUI's `DismissSearchAction`.
public struct DismissSearchAction: Sendable {
    /// Dismisses search; a still has no active search.
    @MainActor public func callAsFunction() {}
}

/// Starts a refresh: SwiftUI's `RefreshAction`, set by `refreshable(action:)`.
public struct RefreshAction: Sendable {
    /// Runs the refresh; a still never pulls to refresh.
    public func callAsFunction() async {}
}

/// Opens a window: SwiftUI's `OpenWindowAction`. iOS shows one window in a still.
public struct OpenWindowAction: Sendable {
    /// Opens the window with `id`; inert.
    @MainActor public func callAsFunction(id: String) {}
    /// Opens the window presenting `value`; inert.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Opens the window with `id` presenting `value`; inert.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Closes a window: SwiftUI's `DismissWindowAction`.
public struct DismissWindowAction: Sendable {
    /// Closes the current window; inert.
    @MainActor public func callAsFunction() {}
    /// Closes the window with `id`; inert.
    @MainActor public func callAsFunction(id: String) {}
}

/// The presentation state before iOS 15's `dismiss`: SwiftUI's `PresentationMode`.
public struct PresentationMode: Sendable {
    /// Whether the view is presented; a still shows the view, so `true` only once something
    /// presents it, which never happens here.
    public private(set) var isPresented: Bool = false
    /// Dismisses the view; inert.
    public mutating func dismiss() {}
}

private struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction() } }
private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}
private struct PresentationModeKey: EnvironmentKey {
    static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode()) }
}
private struct RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }

extension EnvironmentValues {
    /// Dismisses the current presentation (inert in a still).
    public var dismiss: DismissAction { self[DismissKey.self] }
    /// Opens URLs; settable so that a view can supply its own handler, as in SwiftUI.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    /// Opens URLs in the system browser (iOS 16.4+; inert).
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    /// Closes windows (inert).
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
    /// Ends search (inert).
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
    /// The refresh action of an enclosing `refreshable`, `nil` when there is none.
    public var refresh: RefreshAction? { self[RefreshKey.self] }
    /// The pre-iOS 15 presentation binding: `presentationMode.wrappedValue.dismiss()`.
    public var presentationMode: Binding<PresentationMode> { self[PresentationModeKey.self] }
}
