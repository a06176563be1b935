import Foundation

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

/// A location: Core Location's `CLLocation`, an `NSObject` as Apple's is (so `Equatable`, by
/// identity, as views that animate on an optional location need).
open class CLLocation: NSObject, @unchecked Sendable {
    // @unchecked: immutable.
    /// Where.
    public let coordinate: CLLocationCoordinate2D
    /// Meters above sea level.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty in meters (negative: the coordinate is invalid).
    public let horizontalAccuracy: CLLocationAccuracy
    /// The altitude's uncertainty in meters (negative: the altitude is invalid).
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel in degrees from north (negative: invalid).
    public let course: CLLocationDirection
    /// The speed in meters per second (negative: invalid).
    public let speed: CLLocationSpeed
    /// When it was measured.
    public let timestamp: Date

    /// A location at `latitude`, `longitude`; as Apple's, the altitude is 0 with vertical
    /// accuracy -1 (invalid), and course and speed are -1 (invalid).
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, speed: -1,
                  timestamp: Date(timeIntervalSinceReferenceDate: 0))
    }

    /// A location with every measurement given.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
        super.init()
    }

    /// A location without course and speed (both -1, invalid).
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: -1, speed: -1, timestamp: timestamp)
    }

    /// The great-circle distance to `location` in meters (a sphere of Earth's mean radius).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let φ1 = coordinate.latitude * .pi / 180, φ2 = location.coordinate.latitude * .pi / 180
        let dφ = φ2 - φ1, dλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(dφ / 2) * sin(dφ / 2) + cos(φ1) * cos(φ2) * sin(dλ / 2) * sin(dλ / 2)
        return 2 * radius * atan2(sqrt(a), sqrt(1 - a))
    }
}

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
    /// A reading, for tests and sample data.
    public init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection = -1, headingAccuracy: CLLocationDirection = 0, timestamp: Date = Date()) {
        self.magneticHeading = magneticHeading
        self.trueHeading = trueHeading
        self.headingAccuracy = headingAccuracy
        self.timestamp = timestamp
    }
}

/// The best accuracy Core Location offers.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
