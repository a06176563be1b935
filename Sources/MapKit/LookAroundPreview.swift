import SwatchRaster

/// SwiftUI MapKit's `LookAroundPreview` (iOS 17): a still never has a scene (a scene request
/// needs the network), so this is always the preview without one. Apple does not document
/// what that draws; here it is an empty, transparent area that takes the size offered, so the
/// layout around it is the device's and nothing is invented inside it.
public struct LookAroundPreview: View {
    /// A preview starting at `initialScene`.
    public init(initialScene: MKLookAroundScene?, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
                pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading) {}

    /// A preview of the bound scene.
    public init(scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
                pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading) {}

    /// An empty area filling the offered size.
    public var body: some View { Color.clear }
}

extension View {
    /// Presents the full-screen Look Around viewer while `isPresented` is true. Nothing is
    /// presented in a still, so the view is returned unchanged, as `sheet` is.
    nonisolated public func lookAroundViewer(isPresented: Binding<Bool>, initialScene: MKLookAroundScene?, allowsNavigation: Bool = true,
                                 showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all,
                                 onDismiss: (() -> Void)? = nil) -> some View { self }

    /// Presents the full-screen Look Around viewer of the bound scene while `isPresented` is
    /// true. Nothing is presented in a still, so the view is returned unchanged.
    nonisolated public func lookAroundViewer(isPresented: Binding<Bool>, scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true,
                                 showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all,
                                 onDismiss: (() -> Void)? = nil) -> some View { self }
}
