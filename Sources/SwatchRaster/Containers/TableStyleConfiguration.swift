/// `TableStyle`'s configuration and the built-in styles' bodies. An iPhone draws a table in
/// compact width as a list of its first column whatever the style (§5.20), so the built-in
/// styles' bodies are empty: `Table` draws the rows itself.

/// What a `TableStyle` gets; SwiftUI exposes no members.
public struct TableStyleConfiguration {}

extension AutomaticTableStyle {
    /// Empty: `Table` draws its rows.
    public typealias Body = EmptyView
    /// The automatic look, drawn by `Table`.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

extension InsetTableStyle {
    /// Empty: `Table` draws its rows.
    public typealias Body = EmptyView
    /// The inset look, drawn by `Table` as the automatic one.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
