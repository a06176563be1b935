import CoreLocation
import XCTest

// The Core Location names composable-core-location wraps (`Location`, `Region`, `Heading`,
// `Beacon`, `Visit`, its live `CLLocationManager` client): every initializer keeps what it
// is given, what it is not given reads Apple's "invalid" -1, and the manager keeps its
// settings and monitored regions. Nothing is measured in a still.

final class CoreLocationFullInitializersTests: XCTestCase {
    private let tower = CLLocationCoordinate2D(latitude: 52.5208, longitude: 13.4094)
    private let when = Date(timeIntervalSinceReferenceDate: 700_000_000)

    func testTheCourseAndSpeedAccuracyInitializerKeepsEveryValue() {
        let location = CLLocation(coordinate: tower, altitude: 368, horizontalAccuracy: 5, verticalAccuracy: 3,
                                  course: 90, courseAccuracy: 2, speed: 4.5, speedAccuracy: 0.5, timestamp: when)
        XCTAssertEqual(location.coordinate, tower)
        XCTAssertEqual(location.altitude, 368)
        XCTAssertEqual(location.horizontalAccuracy, 5)
        XCTAssertEqual(location.verticalAccuracy, 3)
        XCTAssertEqual(location.course, 90)
        XCTAssertEqual(location.courseAccuracy, 2)
        XCTAssertEqual(location.speed, 4.5)
        XCTAssertEqual(location.speedAccuracy, 0.5)
        XCTAssertEqual(location.timestamp, when)
        XCTAssertNil(location.sourceInformation)
        XCTAssertNil(location.floor)
    }

    func testTheSourceInfoInitializerKeepsItsSource() {
        let source = CLLocationSourceInformation(softwareSimulationState: true, andExternalAccessoryState: false)
        let location = CLLocation(coordinate: tower, altitude: 1, horizontalAccuracy: 2, verticalAccuracy: 3, course: 4,
                                  courseAccuracy: 5, speed: 6, speedAccuracy: 7, timestamp: when, sourceInfo: source)
        XCTAssertTrue(location.sourceInformation === source)
        XCTAssertEqual(location.sourceInformation?.isSimulatedBySoftware, true)
        XCTAssertEqual(location.sourceInformation?.isProducedByAccessory, false)
        XCTAssertEqual([location.altitude, location.horizontalAccuracy, location.verticalAccuracy, location.course,
                        location.courseAccuracy, location.speed, location.speedAccuracy], [1, 2, 3, 4, 5, 6, 7])
    }

    func testShorterInitializersLeaveWhatTheyAreNotGivenInvalid() {
        let moving = CLLocation(coordinate: tower, altitude: 10, horizontalAccuracy: 5, verticalAccuracy: 4, course: 180, speed: 3, timestamp: when)
        XCTAssertEqual(moving.course, 180)
        XCTAssertEqual(moving.speed, 3)
        XCTAssertEqual(moving.courseAccuracy, -1)
        XCTAssertEqual(moving.speedAccuracy, -1)
        let still = CLLocation(coordinate: tower, altitude: 10, horizontalAccuracy: 5, verticalAccuracy: 4, timestamp: when)
        XCTAssertEqual([still.course, still.speed, still.courseAccuracy, still.speedAccuracy], [-1, -1, -1, -1])
        XCTAssertEqual(still.timestamp, when)
        let point = CLLocation(latitude: 1, longitude: 2)
        XCTAssertEqual(point.coordinate, CLLocationCoordinate2D(latitude: 1, longitude: 2))
        XCTAssertEqual(point.verticalAccuracy, -1)
    }

    func testRegionStatesAndEnumsHaveApplesRawValues() {
        XCTAssertEqual([CLRegionState.unknown, .inside, .outside].map(\.rawValue), [0, 1, 2])
        XCTAssertEqual(CLAccuracyAuthorization.reducedAccuracy.rawValue, 1)
        XCTAssertEqual(CLProximity.far.rawValue, 3)
        XCTAssertEqual(CLDeviceOrientation.faceDown.rawValue, 6)
        XCTAssertEqual(CLLocationDistanceMax, .greatestFiniteMagnitude)
    }

    func testTheManagerKeepsMonitoredRegionsOnePerIdentifier() {
        let manager = CLLocationManager()
        XCTAssertEqual(manager.accuracyAuthorization, .fullAccuracy)
        XCTAssertEqual(CLLocationManager.authorizationStatus(), .notDetermined)
        XCTAssertEqual(manager.headingOrientation, .portrait)
        XCTAssertEqual(manager.maximumRegionMonitoringDistance, -1)
        let home = CLCircularRegion(center: tower, radius: 200, identifier: "home")
        let work = CLCircularRegion(center: tower, radius: 50, identifier: "work")
        manager.startMonitoring(for: home)
        manager.startMonitoring(for: work)
        XCTAssertEqual(manager.monitoredRegions, [home, work])
        let biggerHome = CLCircularRegion(center: tower, radius: 400, identifier: "home")
        manager.startMonitoring(for: biggerHome)
        XCTAssertEqual(manager.monitoredRegions, [biggerHome, work], "a region of the same identifier replaces the old one")
        manager.stopMonitoring(for: work)
        XCTAssertEqual(manager.monitoredRegions, [biggerHome])
    }

    func testBeaconConstraintsHeadingsAndVisitsKeepOrDefault() {
        let uuid = UUID()
        let constraint = CLBeaconIdentityConstraint(uuid: uuid, major: 7)
        XCTAssertEqual(constraint.uuid, uuid)
        XCTAssertEqual(constraint.major, 7)
        XCTAssertNil(constraint.minor, "a wildcard")
        let heading = CLHeading(magneticHeading: 10, x: 1, y: 2, z: 3)
        XCTAssertEqual([heading.x, heading.y, heading.z], [1, 2, 3])
        let visit = CLVisit()
        XCTAssertEqual(visit.arrivalDate, .distantPast)
        XCTAssertEqual(visit.departureDate, .distantFuture)
    }
}
