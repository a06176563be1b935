/// An `Image` after resolution. Not resizable: exactly its point size whatever the
/// proposal (SwiftUI's images are fixed-size until `.resizable()`). Resizable: the
/// proposal, with the image's own size standing in for an unspecified dimension.
final class ImageNode: Node {
    let bitmap: ImageBitmap?
    let isResizable: Bool
    let smooth: Bool
    let tint: RGBAColor?

    init(path: ViewPath, bitmap: ImageBitmap?, image: Image, tint: RGBAColor?) {
        self.bitmap = bitmap
        isResizable = image.isResizable
        smooth = image.interpolation != .none
        self.tint = tint
        super.init(path: path)
    }

    override var kind: String? { "Image" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let natural = bitmap?.pointSize ?? .zero
        guard isResizable else { return natural }
        return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    override func draw(_ list: inout DisplayList) {
        guard let bitmap, frame.width > 0, frame.height > 0 else { return }
        let scale = list.scale
        let destination = CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
        list.append(.image(bitmap, destination: destination, smooth: smooth, tint: tint))
    }
}
