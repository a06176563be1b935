import SwatchRaster

/// One preview: what a `#Preview` expands to, as Apple's `Preview` (DeveloperToolsSupport)
/// is. Its name, traits and a closure that builds the view; the registry adds where it was
/// written (§2.8).
@MainActor
public struct Preview {
    /// The kind of traits a view preview takes (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}

    /// The display name given in source, or `nil`.
    public let name: String?
    /// The traits, in source order.
    public let traits: [PreviewTrait<ViewTraits>]
    /// Builds the previewed view.
    public let body: @MainActor () -> any View

    /// A preview of the view `body` builds, as Apple's `init(_:traits:body:)`. Written by the
    /// `#Preview` macro; call the macro rather than this.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.body = body
    }
}
