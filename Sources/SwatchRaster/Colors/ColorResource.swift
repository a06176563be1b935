import Foundation

/// A color in an asset catalog, named as Xcode's generated asset symbols name it
/// (`DeveloperToolsSupport.ColorResource`, which SwiftUI re-exports on Apple platforms), so
/// that `Color(.brandPrimary)` compiles and draws the `BrandPrimary` color set. The symbols
/// themselves come from the `GenerateAssetSymbols` build-tool plugin (ARCHITECTURE §2.9).
public struct ColorResource: Hashable, Sendable {
    package let name: String
    package let bundlePath: String

    /// A color resource named `name` in `bundle`'s asset catalogs, as Xcode generates it.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundlePath
    }
}

extension Color {
    /// The color of an asset-catalog color resource (`Color(.brandPrimary)`), with its dark
    /// and high-contrast variants; clear when the catalog has no such color, like
    /// `Color(_:bundle:)`.
    public init(_ resource: ColorResource) {
        self = AssetCatalogColors.color(named: resource.name, bundlePath: resource.bundlePath) ?? .clear
    }
}
