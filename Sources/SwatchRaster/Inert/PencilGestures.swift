import Foundation

/// Apple Pencil squeezes (iOS 17.5): input a still never gets. The types compile with
/// SwiftUI's shapes and `onPencilSqueeze` leaves the picture unchanged (docs/ARCHITECTURE.md §4.2).

/// Where a hovering Apple Pencil is.
public struct PencilHoverPose: Hashable {
    /// The pencil's location over the view.
    public let location: CGPoint
    /// The location as a unit point of the view.
    public let anchor: UnitPoint
    /// The pencil's height above the screen.
    public let zDistance: CGFloat
    /// The pencil's angle to the screen.
    public let altitude: Angle
    /// The pencil's direction on the screen.
    public let azimuth: Angle
    /// The pencil's rotation about its axis.
    public let roll: Angle
}

/// A squeeze's details.
public struct PencilSqueezeGestureValue: Hashable {
    /// Where the pencil hovered, if it did.
    public let hoverPose: PencilHoverPose?
}

/// The phases of a squeeze.
@frozen
public enum PencilSqueezeGesturePhase: Equatable {
    /// The squeeze is happening.
    case active(PencilSqueezeGestureValue)
    /// The squeeze ended.
    case ended(PencilSqueezeGestureValue)
    /// The squeeze was cancelled.
    case failed
}

extension View {
    /// Runs `action` as the user squeezes the pencil; never in a still.
    nonisolated public func onPencilSqueeze(perform action: @escaping (_ phase: PencilSqueezeGesturePhase) -> Void) -> some View { self }
}
