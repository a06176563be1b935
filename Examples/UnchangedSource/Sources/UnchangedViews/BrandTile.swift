#if canImport(SwiftUI)
import SwiftUI

/// A tile in the brand color from the asset catalog, through Xcode's generated symbols, with
/// an inner panel that follows the tile's rounded corners.
public struct BrandTile: View {
    let title: String

    public init(title: String) { self.title = title }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
                .foregroundStyle(.white)
            ContainerRelativeShape()
                .fill(Color(.systemBackground).opacity(0.25))
                .frame(height: 40)
        }
        .padding(12)
        .frame(width: 160)
        .background(Color.brandPrimary)
        .containerShape(RoundedRectangle(cornerRadius: 20))
        .clipShape(RoundedRectangle(cornerRadius: 20))
    }
}

#Preview("Brand tile", traits: .sizeThatFitsLayout) {
    BrandTile(title: "Brand")
        .padding()
        .background(Color(.brandPrimary).opacity(0.1))
}
#endif
