import SwatchRaster

/// Entry points to the seed's anchor-preference example, for the gallery and its tests.
@MainActor @preconcurrency
public enum AnchorExample {
    /// The seed's `ContentView` exactly as written (`isFirst` starts true).
    public static var first: some View { ContentView() }
    /// The same view with `isFirst` starting false.
    public static var last: some View { ContentViewLast() }
}
