import SwatchRaster

/// The height a tag cloud found while laying out its tags.
final class TagCloudMeasure: ObservableObject {
    @Published var height: CGFloat = 0
}

/// A tag cloud as real code writes it: tags placed by `alignmentGuide` closures that wrap at
/// the width, and the height found there written to the view's own `@ObservedObject`, which
/// frames the cloud (issue 23: SwiftUI renders it again with the same object).
struct TagCloud: View {
    let tags: [String]
    @ObservedObject private var measure = TagCloudMeasure()

    var body: some View {
        GeometryReader { proxy in
            cloud(width: proxy.size.width)
        }
        .frame(height: measure.height)
    }

    private func cloud(width: CGFloat) -> some View {
        var x: CGFloat = 0, y: CGFloat = 0
        let measure = self.measure
        let last = tags.last
        return ZStack(alignment: .topLeading) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(.subheadline)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .background(Capsule().fill(Color.accentColor.opacity(0.15)))
                    .foregroundStyle(Color.accentColor)
                    .padding(4)
                    .alignmentGuide(.leading) { d in
                        if abs(x - d.width) > width { x = 0; y -= d.height }
                        let result = x
                        x = tag == last ? 0 : x - d.width
                        return result
                    }
                    .alignmentGuide(.top) { d in
                        let result = y
                        if tag == last {
                            let height = -y + d.height
                            if measure.height != height { measure.height = height }
                            y = 0
                        }
                        return result
                    }
            }
        }
    }
}

/// A screen with a tag cloud between a title and a caption.
struct TagCloudScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Topics").font(.largeTitle.bold())
            Text("Follow topics to see more of them.").foregroundStyle(.secondary)
            TagCloud(tags: ["SwiftUI", "Layout", "Typography", "Color", "Accessibility", "Dark Mode", "Design Tokens",
                            "Snapshot Tests", "Linux", "FreeType", "Rendering", "Animation", "Charts", "Localization"])
            Text("14 topics").font(.footnote).foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
    }
}
