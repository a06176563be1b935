import Foundation

/// An area the location manager can watch: Core Location's `CLRegion`, an abstract
/// `NSObject`. A still has no location service, so nothing is ever entered or left; the
/// notification settings keep what is set.
open class CLRegion: NSObject {
    /// The name the app tells its regions apart by.
    public let identifier: String
    /// Whether entering the region notifies; true by default, as Core Location documents.
    open var notifyOnEntry = true
    /// Whether leaving the region notifies; true by default, as entering does.
    open var notifyOnExit = true

    init(regionIdentifier identifier: String) {
        self.identifier = identifier
        super.init()
    }
}

/// A circle of `radius` meters around `center`: Core Location's `CLCircularRegion`, the
/// geofence apps build (Critical Maps' privacy zones). `contains(_:)` measures the real
/// great-circle distance, as `CLLocation.distance(from:)` does.
open class CLCircularRegion: CLRegion {
    /// The center.
    public let center: CLLocationCoordinate2D
    /// The radius in meters.
    public let radius: CLLocationDistance

    /// A region of `radius` meters around `center`, named `identifier`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(regionIdentifier: identifier)
    }

    /// Whether `coordinate` lies within the region: its great-circle distance from the
    /// center is at most the radius.
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        let middle = CLLocation(latitude: center.latitude, longitude: center.longitude)
        return middle.distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }
}

/// Where the device is relative to a monitored region: Core Location's `CLRegionState`, as a
/// manager's delegate receives it in `locationManager(_:didDetermineState:for:)`. No region is
/// ever monitored in a still, so nothing reports one; the type is for code that switches on it.
@frozen
public enum CLRegionState: Int, Sendable {
    /// Not known whether the device is inside.
    case unknown = 0
    /// The device is inside.
    case inside = 1
    /// The device is outside.
    case outside = 2
}
