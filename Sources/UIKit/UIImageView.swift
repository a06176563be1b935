import SwatchRaster

/// An image view: UIKit's `UIImageView`. A representable wrapping one draws its image fitted
/// as `contentMode` says, templates tinted with `tintColor` (docs/ARCHITECTURE.md §2.7).
@MainActor @preconcurrency
open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the view is highlighted.
    open var isHighlighted = false
    /// The frames of an animation; a still shows `image`.
    open var animationImages: [UIImage]?
    /// The symbol configuration for system images.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// A view of `image`, sized to it.
    nonisolated public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }
    /// A view of `image` and a highlighted image.
    nonisolated public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: .zero)
    }
    /// A view of no image with `frame`.
    nonisolated public override init(frame: CGRect) { super.init(frame: frame) }
    /// Starts the animation; a still shows one frame.
    open func startAnimating() {}
    /// Stops the animation.
    open func stopAnimating() {}
    /// An `UIImageView` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
