import Foundation

/// A location: Core Location's `CLLocation`, an `NSObject` as Apple's is (so `Equatable`, by
/// identity, as views that animate on an optional location need). No location service runs
/// here, so every location is one an app or a test made; each initializer keeps what it is
/// given, and what it is not given reads Apple's "invalid" value, -1.
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
    /// The course's uncertainty in degrees (negative: invalid).
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// The speed in meters per second (negative: invalid).
    public let speed: CLLocationSpeed
    /// The speed's uncertainty in meters per second (negative: invalid).
    public let speedAccuracy: CLLocationSpeedAccuracy
    /// When it was measured.
    public let timestamp: Date
    /// Where the location came from (iOS 15); nil unless an initializer was given one.
    public let sourceInformation: CLLocationSourceInformation?
    /// The floor of the building; nil, as Core Location gives none outside a mapped venue.
    public var floor: CLFloor? { nil }

    /// A location at `latitude`, `longitude`; as Apple's, the altitude is 0 with vertical
    /// accuracy -1 (invalid), and course and speed are -1 (invalid).
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, speed: -1,
                  timestamp: Date(timeIntervalSinceReferenceDate: 0))
    }

    /// A location with course, speed and their accuracies (iOS 13.4), as
    /// composable-core-location's `Location` makes one for tests.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
                speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
        sourceInformation = nil
        super.init()
    }

    /// A location with course, speed, their accuracies and where it came from (iOS 15).
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
                speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date, sourceInfo: CLLocationSourceInformation) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
        sourceInformation = sourceInfo
        super.init()
    }

    /// A location with course and speed; their accuracies are -1 (invalid). Designated, as
    /// the other full initializers are, so that a subclass can call it as `super.init`.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        courseAccuracy = -1
        self.speed = speed
        speedAccuracy = -1
        self.timestamp = timestamp
        sourceInformation = nil
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

/// Where a location came from (iOS 15): Core Location's `CLLocationSourceInformation`. Apps
/// reject simulated fixes by it; here it keeps the two answers it was made with.
open class CLLocationSourceInformation: NSObject, @unchecked Sendable {
    // @unchecked: immutable.
    /// Whether software simulated the location (an Xcode GPX file, say).
    public let isSimulatedBySoftware: Bool
    /// Whether an external accessory produced the location.
    public let isProducedByAccessory: Bool
    /// Source information with both answers given.
    public init(softwareSimulationState isSoftware: Bool, andExternalAccessoryState isAccessory: Bool) {
        isSimulatedBySoftware = isSoftware
        isProducedByAccessory = isAccessory
        super.init()
    }
}

/// The floor of a building a location is on: Core Location's `CLFloor`. Core Location makes
/// these only inside mapped venues, and none here (`CLLocation.floor` is nil); the type exists
/// for code that reads or compares one.
open class CLFloor: NSObject, @unchecked Sendable {
    // @unchecked: immutable.
    /// The logical floor: 0 at ground level, negative below.
    open var level: Int { 0 }
}
