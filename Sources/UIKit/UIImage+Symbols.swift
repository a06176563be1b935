import SwatchRaster

// The symbol and rendering options that image-view wrappers set. A system image draws as
// `Image(systemName:)` does, in the tint; the options are kept where they change nothing here.

extension UIImage {
    /// The traits an image is configured for: UIKit's `UIImage.Configuration`, the base of
    /// `SymbolConfiguration`, which asset lookups take (`UIImage(named:in:with:)`, as
    /// SwiftGen's generated symbol code calls it). Kept, never applied: the variant is chosen
    /// when the image is drawn.
    open class Configuration: NSObject, @unchecked Sendable {
        // @unchecked: immutable.
        override init() { super.init() }
    }

    /// How a symbol is sized and weighted: UIKit's `UIImage.SymbolConfiguration`.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        // @unchecked: immutable.
        /// A symbol's scale relative to its text.
        public enum Scale: Int, Sendable { case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3 }
        /// A symbol's weight.
        public enum Weight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
        /// The point size, 0 when unspecified.
        public let pointSize: CGFloat
        /// The weight.
        public let weight: Weight
        /// The scale.
        public let scale: Scale
        /// A configuration of a point size.
        public init(pointSize: CGFloat, weight: Weight = .unspecified, scale: Scale = .default) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            super.init()
        }
        /// A configuration of a scale.
        public convenience init(scale: Scale) { self.init(pointSize: 0, scale: scale) }
        /// A configuration of a weight.
        public convenience init(weight: Weight) { self.init(pointSize: 0, weight: weight) }
        /// A configuration matching a text style.
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale = .default) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, scale: scale)
        }
    }

    /// How an image is colored: UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// A system symbol with `configuration`.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
    }
    /// The same image in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    /// The same image with `configuration`.
    public func withConfiguration(_ configuration: Configuration) -> UIImage { self }
    /// The same image tinted `color`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode = .automatic) -> UIImage { self }
}
