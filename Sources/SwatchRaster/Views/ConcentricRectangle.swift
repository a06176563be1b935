import Foundation

/// SwiftUI's `ConcentricRectangle` (iOS 26): a rectangle whose corners are square, rounded by
/// a fixed radius, or concentric with the nearest container shape's corners, as sheets follow
/// the screen's. Code written for iOS 26 uses it inside `if #available(iOS 26, *)`, which is
/// true here, so it draws.
///
/// A still has no device corners to be concentric with: without a `containerShape(_:)` above
/// it, a concentric corner is square, or its minimum (which is what Apple's system computes
/// for a view inset from the screen's corners by more than their radius). With one, a shape
/// whose corners are all concentric is the container's shape inset by the view's distance
/// from it (as `ContainerRelativeShape` draws); a shape that mixes styles draws its fixed
/// corners and its concentric ones at their minimum.
public struct ConcentricRectangle: Shape {
    var corners: [Edge.Corner: Edge.Corner.Style]
    var isUniform: Bool

    /// Concentric corners, each computed on its own.
    public init() {
        self.init(topLeadingCorner: .concentric, topTrailingCorner: .concentric, bottomLeadingCorner: .concentric, bottomTrailingCorner: .concentric)
    }

    /// One style on all four corners; `isUniform` gives all four the largest radius.
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.corners = [.topLeading: corners, .topTrailing: corners, .bottomLeading: corners, .bottomTrailing: corners]
        self.isUniform = isUniform
    }

    /// A style for each corner.
    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        corners = [.topLeading: topLeadingCorner, .topTrailing: topTrailingCorner,
                   .bottomLeading: bottomLeadingCorner, .bottomTrailing: bottomTrailingCorner]
        isUniform = false
    }

    /// One style on the top corners and one on the bottom ones, each pair uniform.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners,
                  bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
    }

    /// One style on the leading corners and one on the trailing ones, each pair uniform.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformLeadingCorners, topTrailingCorner: uniformTrailingCorners,
                  bottomLeadingCorner: uniformLeadingCorners, bottomTrailingCorner: uniformTrailingCorners)
    }

    /// Uniform top corners and a style for each bottom corner.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners,
                  bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }

    /// Uniform bottom corners and a style for each top corner.
    public init(uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                topTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner,
                  bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
    }

    /// Uniform leading corners and a style for each trailing corner.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformLeadingCorners, topTrailingCorner: topTrailingCorner,
                  bottomLeadingCorner: uniformLeadingCorners, bottomTrailingCorner: bottomTrailingCorner)
    }

    /// Uniform trailing corners and a style for each leading corner.
    public init(uniformTrailingCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: topLeadingCorner, topTrailingCorner: uniformTrailingCorners,
                  bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: uniformTrailingCorners)
    }

    /// The rectangle with its corners as their styles and the container in reach make them.
    public func path(in rect: CGRect) -> Path {
        let styles = Edge.Corner.allCases.map { corners[$0] ?? .concentric }
        if styles.allSatisfy(\.isConcentric), let (reference, frame) = ContainerShapeScope.current {
            return reference.path(in: rect, frame: frame)
        }
        var radii = styles.map(\.radiusWithoutContainer)
        if isUniform, let largest = radii.max() { radii = radii.map { _ in largest } }
        guard radii.contains(where: { $0 > 0 }) else { return Path(rect) }
        return Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: radii[0], bottomLeading: radii[2],
                                                                         bottomTrailing: radii[3], topTrailing: radii[1]),
                    style: .continuous)
    }
}

extension Shape where Self == ConcentricRectangle {
    /// A rectangle with one corner style on all four corners (iOS 26).
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
}
