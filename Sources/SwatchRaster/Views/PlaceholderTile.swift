/// A neutral tile standing in for content that cannot be drawn on Linux: a UIKit view in a
/// representable, a map, a video player, a photo picker, a store sheet. It fills the size
/// layout offers, as those views do, and names what it stands for in the caption font, so a
/// snapshot shows where the content sits and what it is (docs/ARCHITECTURE.md §2.7).
public struct _PlaceholderTile: View {
    let title: String

    /// A tile captioned `title` (a type name, or "Map", "VideoPlayer", …).
    public init(_ title: String) { self.title = title }

    /// The fill and the centred caption.
    public var body: some View {
        ZStack {
            Rectangle().fill(Color.tertiarySystemFill)
            Text(verbatim: title)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
                .padding(4)
        }
    }
}
