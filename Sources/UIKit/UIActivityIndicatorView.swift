import SwatchRaster

/// A spinner: UIKit's `UIActivityIndicatorView`. Drawn as the placeholder tile: a still shows
/// no spinning, and SwiftUI's `ProgressView` is the spinner the engine draws.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// The spinner's size.
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    /// The style.
    open var style: Style
    /// The spinner's color.
    open var color: UIColor! = UIColor.secondaryLabel
    /// Whether it hides when stopped.
    open var hidesWhenStopped = true
    /// Whether it is spinning.
    open private(set) var isAnimating = false
    /// A spinner of `style`.
    nonisolated public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }
    /// A medium spinner with `frame`.
    nonisolated public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }
    /// Starts spinning (a still shows one frame).
    open func startAnimating() { isAnimating = true }
    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }
    /// A medium spinner from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }
}
