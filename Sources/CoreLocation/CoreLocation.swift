// Apple's Core Location re-exports Foundation: model code that imports only CoreLocation
// names `Date` and `NSNumber` (composable-core-location's `Location` and `Beacon`).
@_exported import Foundation

// `import CoreLocation` on Linux (docs/ARCHITECTURE.md §2.7): the coordinate types that map
// code and models hold. There is no location service; a manager reports nothing.

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double
/// A distance in meters.
public typealias CLLocationDistance = Double
/// An accuracy in meters.
public typealias CLLocationAccuracy = Double
/// A speed in meters per second.
public typealias CLLocationSpeed = Double
/// A direction in degrees from north.
public typealias CLLocationDirection = Double
/// The accuracy of a direction in degrees.
public typealias CLLocationDirectionAccuracy = Double
/// The accuracy of a speed in meters per second.
public typealias CLLocationSpeedAccuracy = Double
/// One axis of the raw magnetic field, in microteslas.
public typealias CLHeadingComponentValue = Double

/// The largest distance, as Core Location's constant (the largest finite `Double`): code that
/// has no region-monitoring limit reports it.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude

/// A latitude and longitude: Core Location's `CLLocationCoordinate2D`.
public struct CLLocationCoordinate2D: Hashable, Sendable {
    /// Degrees north of the equator.
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich.
    public var longitude: CLLocationDegrees
    /// The coordinate (0, 0).
    public init() { self.init(latitude: 0, longitude: 0) }
    /// The coordinate at `latitude`, `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The coordinate (`latitude`, `longitude`), as Core Location's C function.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether a coordinate lies within ±90° latitude and ±180° longitude.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// The coordinate that stands for "no coordinate", as Core Location's constant: (-180, -180),
/// whose latitude is out of range, so `CLLocationCoordinate2DIsValid` rejects it. Apps fill
/// buffers with it before `MKPolyline.getCoordinates(_:range:)` and mark unknown places.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// The app's location permission: Core Location's `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// Receives location updates; a still has none to deliver.
public protocol CLLocationManagerDelegate: AnyObject {}

/// The location service: Core Location's `CLLocationManager`. It never delivers a location.
open class CLLocationManager {
    /// The receiver of updates.
    open weak var delegate: CLLocationManagerDelegate?
    /// The wanted accuracy.
    open var desiredAccuracy: CLLocationAccuracy = 0
    /// The distance between updates.
    open var distanceFilter: CLLocationDistance = 0
    /// The last location; none.
    open var location: CLLocation? { nil }
    /// Not determined: nobody was asked.
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    /// A manager.
    public init() {}
    /// Asks for permission; nobody answers.
    open func requestWhenInUseAuthorization() {}
    /// Asks for permission; nobody answers.
    open func requestAlwaysAuthorization() {}
    /// Starts updates; none come.
    open func startUpdatingLocation() {}
    /// Stops updates.
    open func stopUpdatingLocation() {}
    /// Asks for one location; none comes.
    open func requestLocation() {}

    // Heading and background updates, as fitness and navigation apps set them up (Go Cycling,
    // Pilgrim in the real-app sample). Each setting is kept; nothing is delivered in a still.
    /// Whether updates continue in the background.
    open var allowsBackgroundLocationUpdates = false
    /// Whether the system may pause updates.
    open var pausesLocationUpdatesAutomatically = true
    /// Whether the status-bar indicator shows during background updates.
    open var showsBackgroundLocationIndicator = false
    /// What the updates are for, which tunes their power use.
    open var activityType: CLActivityType = .other
    /// The change in degrees between heading updates.
    open var headingFilter: CLLocationDegrees = 1
    /// The last heading; none.
    open var heading: CLHeading? { nil }
    /// Whether the device has a compass; a still has no sensors.
    open class func headingAvailable() -> Bool { false }
    /// Whether location services are on; a still has none.
    open class func locationServicesEnabled() -> Bool { false }
    /// Starts heading updates; none come.
    open func startUpdatingHeading() {}
    /// Stops heading updates.
    open func stopUpdatingHeading() {}
    /// Starts significant-change updates; none come.
    open func startMonitoringSignificantLocationChanges() {}
    /// Stops significant-change updates.
    open func stopMonitoringSignificantLocationChanges() {}

    // Accuracy, regions, visits and the heading's reference orientation, as
    // composable-core-location's live client reaches them. Settings and monitored regions keep
    // what is set; nothing is measured, entered or visited in a still.
    /// The accuracy the user allowed (iOS 14); full, since nobody chose reduced accuracy.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    /// The app's permission, as the class asked before iOS 14; not determined.
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    /// Asks for full accuracy for a while (iOS 14); nobody answers, so `completion` is not called.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) {}
    /// Asks for full accuracy for a while (iOS 14); returns at once, as nobody is asked.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) async throws {}
    /// The device orientation headings are measured against; portrait by default, as Core Location's.
    open var headingOrientation: CLDeviceOrientation = .portrait
    /// Hides the compass calibration panel; none shows in a still.
    open func dismissHeadingCalibrationDisplay() {}
    /// The regions being monitored: those passed to `startMonitoring(for:)` and not stopped,
    /// one per identifier (a new region replaces one of the same identifier, as Apple's).
    open private(set) var monitoredRegions: Set<CLRegion> = []
    /// The largest monitorable radius; -1, as Core Location answers where region monitoring
    /// is unavailable.
    open var maximumRegionMonitoringDistance: CLLocationDistance { -1 }
    /// Starts monitoring `region`; it is kept in `monitoredRegions`, and never entered.
    open func startMonitoring(for region: CLRegion) {
        monitoredRegions = monitoredRegions.filter { $0.identifier != region.identifier }
        monitoredRegions.insert(region)
    }
    /// Stops monitoring `region`.
    open func stopMonitoring(for region: CLRegion) { monitoredRegions.remove(region) }
    /// Whether significant-change updates are possible; a still has no location service.
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
    /// Whether beacons can be ranged; a still has no Bluetooth.
    open class func isRangingAvailable() -> Bool { false }
    /// Starts visit monitoring; no visit comes.
    open func startMonitoringVisits() {}
    /// Stops visit monitoring.
    open func stopMonitoringVisits() {}
}

/// How accurately the app may locate the user (iOS 14): Core Location's
/// `CLAccuracyAuthorization`.
public enum CLAccuracyAuthorization: Int, Sendable {
    /// Full accuracy.
    case fullAccuracy = 0
    /// Approximate locations only.
    case reducedAccuracy = 1
}

/// The device's physical orientation: Core Location's `CLDeviceOrientation`, the reference a
/// heading is measured against.
public enum CLDeviceOrientation: Int32, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, home button at the bottom.
    case portrait = 1
    /// Upright, home button at the top.
    case portraitUpsideDown = 2
    /// Sideways, home button on the right.
    case landscapeLeft = 3
    /// Sideways, home button on the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6
}

/// What location updates are for: Core Location's `CLActivityType`.
public enum CLActivityType: Int, Sendable {
    /// Unspecified.
    case other = 1
    /// Driving.
    case automotiveNavigation = 2
    /// Walking, running, cycling.
    case fitness = 3
    /// Other vehicles: boats, trains, planes.
    case otherNavigation = 4
    /// Flying.
    case airborne = 5
}

/// A compass reading: Core Location's `CLHeading`. A still has no compass, so none is made
/// by the system; the type exists for delegate methods and stored properties.
open class CLHeading: @unchecked Sendable {
    /// Degrees from magnetic north.
    public let magneticHeading: CLLocationDirection
    /// Degrees from true north; negative when unknown.
    public let trueHeading: CLLocationDirection
    /// The error in degrees.
    public let headingAccuracy: CLLocationDirection
    /// When it was measured.
    public let timestamp: Date
    /// The raw magnetic field along the device's x axis, in microteslas.
    public let x: CLHeadingComponentValue
    /// The raw magnetic field along the device's y axis, in microteslas.
    public let y: CLHeadingComponentValue
    /// The raw magnetic field along the device's z axis, in microteslas.
    public let z: CLHeadingComponentValue
    /// A reading, for tests and sample data (no field measured: each axis 0 unless given).
    public init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection = -1, headingAccuracy: CLLocationDirection = 0, timestamp: Date = Date(),
                x: CLHeadingComponentValue = 0, y: CLHeadingComponentValue = 0, z: CLHeadingComponentValue = 0) {
        self.magneticHeading = magneticHeading
        self.trueHeading = trueHeading
        self.headingAccuracy = headingAccuracy
        self.timestamp = timestamp
        self.x = x
        self.y = y
        self.z = z
    }
}

/// The best accuracy Core Location offers.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
