import SwatchRaster

/// UIKit's image object, as SwiftUI code hands it to `Image(uiImage:)`: an asset-catalog
/// name, a system symbol, or decoded pixels (docs/ARCHITECTURE.md §2.7).
open class UIImage: @unchecked Sendable {
    // @unchecked: immutable after init.
    enum Source {
        case named(String, Bundle?)
        case system(String)
        case pixels(RasterImage)
    }

    let source: Source

    init(source: Source) { self.source = source }

    /// An empty image (zero size, nothing drawn): the fallback in
    /// `UIImage(named: "x") ?? UIImage()`.
    public convenience init() {
        self.init(source: .pixels(RasterImage(width: 0, height: 0, scale: 1, pixels: [])))
    }

    /// The image's size in points; zero for a named or system image until it is drawn.
    open var size: CGSize {
        if case .pixels(let pixels) = source {
            return CGSize(width: CGFloat(pixels.width) / pixels.scale, height: CGFloat(pixels.height) / pixels.scale)
        }
        return .zero
    }

    /// The image set `<name>.imageset` from an asset catalog in the main bundle, or `nil`
    /// when there is none, as UIKit's `init?(named:)`. The variant (scale, dark appearance)
    /// is chosen when the image is drawn, as with `Image(_:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil)
    }

    /// The image set `<name>.imageset` from an asset catalog in `bundle` (the main bundle
    /// when nil), or `nil` when there is none.
    public convenience init?(named name: String, in bundle: Bundle?) {
        guard AssetCatalogImages.hasImage(named: name, bundlePath: bundle?.bundlePath) else { return nil }
        self.init(source: .named(name, bundle))
    }

    /// UIKit's full form, as SwiftGen's generated asset code calls it; the trait collection is
    /// not needed, as the variant is chosen when the image is drawn.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name, in: bundle)
    }

    /// UIKit's lookup with an image configuration (SwiftGen's generated symbol assets call
    /// it); the configuration is kept by nothing, as the variant is chosen when drawn.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name, in: bundle)
    }

    /// A system symbol, drawn as `Image(systemName:)` draws it.
    public convenience init?(systemName name: String) {
        self.init(source: .system(name))
    }

    /// A PNG file's pixels, or `nil` when it cannot be read, as UIKit's
    /// `init?(contentsOfFile:)` (PNG only here).
    public convenience init?(contentsOfFile path: String) {
        guard let image = try? RasterImage(contentsOfPNG: URL(fileURLWithPath: path)) else { return nil }
        self.init(source: .pixels(image))
    }

    /// Decoded pixels, for code that builds an image itself.
    public convenience init(rasterImage: RasterImage) {
        self.init(source: .pixels(rasterImage))
    }

    /// The SwiftUI image this object draws as.
    var image: Image {
        switch source {
        case .named(let name, let bundle): return Image(name, bundle: bundle)
        case .system(let name): return Image(systemName: name)
        case .pixels(let pixels): return Image(rasterImage: pixels)
        }
    }
}

extension Image {
    /// A SwiftUI image of a UIKit image: `Image(uiImage: UIImage(named: "Logo")!)`.
    public init(uiImage: UIImage) { self = uiImage.image }
}

extension UIImage {
    /// The image of an asset-catalog image resource, as UIKit's `init(resource:)` (iOS 17),
    /// which Xcode's generated `UIImage.logo` symbols call.
    public convenience init(resource: ImageResource) {
        self.init(source: .named(resource.name, Bundle(path: resource.bundlePath)))
    }
}

/// An image can be handed to `NSItemProvider(object:)`, as UIKit's can: apps offer a sprite or
/// a photo to drag and drop from a view's `onDrag` (Sprite Catalog). Nothing is dragged in a
/// still.
extension UIImage: NSItemProviderWriting {}
