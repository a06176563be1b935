import Foundation

/// A beacon's major value: Core Location's `CLBeaconMajorValue`.
public typealias CLBeaconMajorValue = UInt16
/// A beacon's minor value: Core Location's `CLBeaconMinorValue`.
public typealias CLBeaconMinorValue = UInt16

/// How near a ranged beacon is: Core Location's `CLProximity`.
public enum CLProximity: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Very close.
    case immediate = 1
    /// A few meters away.
    case near = 2
    /// Farther away.
    case far = 3
}

/// Which beacons to range (iOS 13): Core Location's `CLBeaconIdentityConstraint`, an `NSObject`
/// (so `Equatable` by identity, as a delegate action carrying one needs). A still has no
/// Bluetooth, so nothing is ranged; the constraint keeps what it was made with, and a
/// missing major or minor is a wildcard.
open class CLBeaconIdentityConstraint: NSObject, @unchecked Sendable {
    // @unchecked: immutable.
    /// The beacons' UUID.
    public let uuid: UUID
    /// The beacons' major value; nil matches any.
    public let major: CLBeaconMajorValue?
    /// The beacons' minor value; nil matches any.
    public let minor: CLBeaconMinorValue?
    /// Beacons of `uuid`, any major and minor.
    public init(uuid: UUID) {
        self.uuid = uuid
        major = nil
        minor = nil
        super.init()
    }
    /// Beacons of `uuid` and `major`, any minor.
    public init(uuid: UUID, major: CLBeaconMajorValue) {
        self.uuid = uuid
        self.major = major
        minor = nil
        super.init()
    }
    /// The beacon of `uuid`, `major` and `minor`.
    public init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue) {
        self.uuid = uuid
        self.major = major
        self.minor = minor
        super.init()
    }
}

/// A ranged beacon: Core Location's `CLBeacon`. The system makes these while ranging, and
/// nothing ranges in a still, so no beacon is ever reported; the type exists for delegate
/// methods and models that read one. An unranged beacon reads Core Location's "nothing
/// known" values.
open class CLBeacon: NSObject, @unchecked Sendable {
    // @unchecked: immutable.
    /// The UUID the beacon sent.
    open var uuid: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
    /// The beacon's major value.
    open var major: NSNumber { NSNumber(value: 0) }
    /// The beacon's minor value.
    open var minor: NSNumber { NSNumber(value: 0) }
    /// How near it is; unknown.
    open var proximity: CLProximity { .unknown }
    /// The distance's uncertainty in meters; negative: unknown.
    open var accuracy: CLLocationAccuracy { -1 }
    /// The signal strength in decibels; 0: unknown.
    open var rssi: Int { 0 }
    /// When it was ranged.
    open var timestamp: Date { Date(timeIntervalSinceReferenceDate: 0) }
}
