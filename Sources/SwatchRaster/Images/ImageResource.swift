import Foundation

/// An image in an asset catalog, named as Xcode's generated asset symbols name it
/// (`DeveloperToolsSupport.ImageResource`), so that `Image(.logo)` compiles and draws the
/// `Logo` image set. The symbols come from the `GenerateAssetSymbols` plugin (§2.9).
public struct ImageResource: Hashable, Sendable {
    package let name: String
    package let bundlePath: String

    /// An image resource named `name` in `bundle`'s asset catalogs, as Xcode generates it.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundlePath
    }
}

extension Image {
    /// The image of an asset-catalog image resource (`Image(.logo)`): the variant for the
    /// render's scale and appearance, as `Image(_:bundle:)` chooses it.
    public init(_ resource: ImageResource) {
        source = .named(resource.name, bundlePath: resource.bundlePath)
    }
}
