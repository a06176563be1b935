import Foundation

/// SwiftUI's `AsyncImagePhase`: where a load stands.
public enum AsyncImagePhase {
    /// Not loaded (yet): what a render shows for a remote URL, since it never waits on a network.
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, when the load failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// SwiftUI's `AsyncImage`. A render is one synchronous pass with no network, so a remote URL
/// stays in its `.empty` phase and draws the placeholder, as a screen does before the image
/// arrives; a local `file:` URL of a PNG is read at once and is `.success`; a file that cannot
/// be read is `.failure`. (JPEG and other formats are not decoded here: `.failure`.)
public struct AsyncImage<Content: View>: View {
    private let phase: AsyncImagePhase
    private let content: (AsyncImagePhase) -> Content
    /// `init(url:scale:)`: draw the standard placeholder until the image is loaded.
    private var usesStandardPlaceholder = false

    /// An image with a content closure that sees each phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.phase = Self.load(url, scale: scale)
        self.content = content
    }

    /// The view for the current phase.
    public var body: some View {
        if usesStandardPlaceholder && phase.image == nil {
            // The standard placeholder: a gray fill of the offered space (its color is an
            // approximation, `secondarySystemFill`).
            Color(.secondarySystemFill)
        } else {
            content(phase)
        }
    }

    /// The phase a render sees for `url`: a file's PNG, or empty for anything remote.
    static func load(_ url: URL?, scale: CGFloat) -> AsyncImagePhase {
        guard let url, url.isFileURL else { return .empty }
        do {
            let image = try RasterImage(contentsOfPNG: url)
            let scaled = RasterImage(width: image.width, height: image.height, scale: scale > 0 && scale.isFinite ? scale : 1, pixels: image.pixels)
            return .success(Image(rasterImage: scaled))
        } catch {
            return .failure(error)
        }
    }
}

extension AsyncImage {
    /// An image with your views for the loaded image and for everything else.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1,
                                  @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }
}

extension AsyncImage where Content == Image {
    /// An image that shows the standard placeholder, a gray fill of the offered space, until
    /// it is loaded; the loaded image is drawn at its size (add `.resizable()` through the
    /// content form to fit it).
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in phase.image ?? Image(systemName: "photo") }
        usesStandardPlaceholder = true
    }
}
