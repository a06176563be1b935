import SwatchRaster

/// The pre-macro way to declare previews: SwiftUI's `PreviewProvider`. A type conforming to
/// it is found by the registry at run time like a `#Preview` (§2.8); each top-level view of
/// `previews` (the children of a `Group`) is one preview, named by `previewDisplayName`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of `previews`.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder @MainActor static var previews: Self.Previews { get }
    /// The platform to preview on; `nil` (the default) means the target's.
    @MainActor static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No explicit platform, as SwiftUI's default.
    @MainActor public static var platform: PreviewPlatform? { nil }
}
