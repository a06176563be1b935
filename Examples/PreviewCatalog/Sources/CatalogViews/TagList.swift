import SwiftUI

/// A row of capsule tags.
public struct TagList: View {
    let tags: [String]

    public init(tags: [String]) {
        self.tags = tags
    }

    public var body: some View {
        HStack(spacing: 8) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(.footnote.weight(.medium))
                    .padding(.horizontal, 10)
                    .padding(.vertical, 5)
                    .background(Color.accentColor.opacity(0.15), in: Capsule())
            }
        }
        .padding()
    }
}

/// The older way, still common in existing code: a `PreviewProvider` with two previews.
struct TagList_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            TagList(tags: ["Swift", "Linux", "PNG"])
                .previewDisplayName("Tags")
            TagList(tags: ["Design", "Tokens"])
                .environment(\.layoutDirection, .rightToLeft)
                .previewDisplayName("Tags, right to left")
        }
        .previewLayout(.sizeThatFits)
    }
}
