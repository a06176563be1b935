/// `.headerProminence(_:)`: how prominent a section header is. It is recorded in the
/// environment, as SwiftUI does, but the list header is drawn the same either way for now
/// (docs/ARCHITECTURE.md §5.19).

/// How prominent a view is, as `headerProminence` sets it.
public enum Prominence: Hashable, Sendable {
    /// The normal prominence.
    case standard
    /// A higher prominence (a larger section header on iOS).
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }

extension EnvironmentValues {
    /// The prominence of section headers here; `.standard` by default, as in SwiftUI.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of section headers inside this view.
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
