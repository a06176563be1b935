import CoreLocation
import MapKit
import SwatchRasterTesting
import SwiftUI
import WebKit
import XCTest

// The Guidance feature of an open-source conference app, as it is written for iOS: routes,
// Look Around, reverse geocoding and search, a web view, a map and a Look Around preview. It
// must build unchanged; in a still there is no network, so every request fails as it would on
// a device with no connection, and the views draw without content.

struct LineRouteData: Equatable { var origin: MKMapItem; var route: MKRoute; var lookAround: MKLookAroundScene? }
let invalid = Array(repeating: kCLLocationCoordinate2DInvalid, count: 3)
var transport: MKDirectionsTransportType { .transit }   // also .walking, .automobile, .any
func route(from: MKMapItem, to: MKMapItem, type: MKDirectionsTransportType) async throws -> MKRoute? {
  let directionsRequest = MKDirections.Request()
  directionsRequest.source = from
  directionsRequest.destination = to
  directionsRequest.transportType = type
  let directionsService = MKDirections(request: directionsRequest)
  let response = try await directionsService.calculate()
  return response.routes.first
}
func scene(_ mapItem: MKMapItem) async throws -> MKLookAroundScene? { try await MKLookAroundSceneRequest(mapItem: mapItem).scene }
func reverse(_ c: CLLocationCoordinate2D) async throws -> [MKMapItem] {
  let location = CLLocation(latitude: c.latitude, longitude: c.longitude)
  guard let request = MKReverseGeocodingRequest(location: location) else { return [] }
  return try await request.mapItems
}
func search(_ q: String, _ region: MKCoordinateRegion) async throws -> [MKMapItem] {
  let request = MKLocalSearch.Request(); request.naturalLanguageQuery = q; request.region = region
  return try await MKLocalSearch(request: request).start().mapItems
}
extension MKPolyline { var coords: [CLLocationCoordinate2D] { var c = [CLLocationCoordinate2D](repeating: kCLLocationCoordinate2DInvalid, count: pointCount); getCoordinates(&c, range: NSRange(location: 0, length: pointCount)); return c } }
struct G: View {
  @State var isLookAroundPresented = false
  @State var lookAround: MKLookAroundScene?
  @State var position: MapCameraPosition = .automatic
  var body: some View {
    VStack {
      WebView(url: URL(string: "https://example.com"))
      Map(position: $position) { }
      LookAroundPreview(scene: $lookAround)
    }
    .lookAroundViewer(isPresented: $isLookAroundPresented, scene: $lookAround)
  }
}

/// A `WKWebView` in a representable, for comparing its picture with SwiftUI's `WebView`.
private struct WrappedWebView: UIViewRepresentable {
    func makeUIView(context: Context) -> WKWebView { WKWebView(frame: .zero) }
    func updateUIView(_ view: WKWebView, context: Context) {}
}

final class MapKitDirectionsTests: XCTestCase {
    private let venue = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 35.6917, longitude: 139.7006)))
    private let station = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 35.6896, longitude: 139.7006)))

    func testCalculateThrowsTheOfflineServerFailure() async {
        do {
            _ = try await route(from: station, to: venue, type: transport)
            XCTFail("a still has no network, so no route comes back")
        } catch MKError.serverFailure {
            // The error the Guidance screen shows as "no route".
        } catch {
            XCTFail("unexpected \(error)")
        }
        do {
            _ = try await MKDirections(request: MKDirections.Request()).calculateETA()
            XCTFail("no travel time comes back")
        } catch {
            XCTAssertEqual(error as? MKError, MKError(.serverFailure))
            XCTAssertEqual((error as NSError).domain, MKErrorDomain)
            XCTAssertEqual((error as NSError).code, 2, "Apple's number for serverFailure")
        }
    }

    func testCompletionHandlersCallBackWithTheErrorAndNoResponse() {
        let request = MKDirections.Request()
        request.source = station
        request.destination = venue
        request.transportType = .walking
        XCTAssertFalse(request.requestsAlternateRoutes, "Apple's default")
        XCTAssertEqual(MKDirections.Request().transportType, .any, "Apple's default")
        let directions = MKDirections(request: request)
        let routes = expectation(description: "directions")
        let eta = expectation(description: "eta")
        let found = expectation(description: "search")
        let sceneFound = expectation(description: "scene")
        directions.calculate { response, error in
            XCTAssertNil(response)
            XCTAssertEqual(error as? MKError, MKError(.serverFailure))
            routes.fulfill()
        }
        directions.calculateETA { response, error in
            XCTAssertNil(response)
            XCTAssertNotNil(error)
            eta.fulfill()
        }
        MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "coffee")).start { response, error in
            XCTAssertNil(response)
            XCTAssertNotNil(error)
            found.fulfill()
        }
        MKLookAroundSceneRequest(coordinate: venue.placemark.coordinate).getSceneWithCompletionHandler { scene, error in
            XCTAssertNil(scene)
            XCTAssertNotNil(error)
            sceneFound.fulfill()
        }
        wait(for: [routes, eta, found, sceneFound], timeout: 5)
        XCTAssertFalse(directions.isCalculating)
    }

    func testSceneSearchAndReverseGeocodingFailOrReturnNothing() async throws {
        do {
            _ = try await scene(venue)
            XCTFail("no Look Around scene without the network")
        } catch MKError.serverFailure {}
        do {
            _ = try await search("Shinjuku", MKCoordinateRegion(center: venue.placemark.coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000))
            XCTFail("no search results without the network")
        } catch MKError.serverFailure {}
        do {
            _ = try await reverse(venue.placemark.coordinate)
            XCTFail("no places without the network")
        } catch MKError.serverFailure {}
        let nothing = try await reverse(kCLLocationCoordinate2DInvalid)
        XCTAssertTrue(nothing.isEmpty, "an invalid coordinate makes no request")
    }

    /// try! Tokyo's MapKit client narrows its search to points of interest; without
    /// `resultTypes` its whole dependency key was left out, and its Guidance preview with it.
    func testASearchRequestKeepsTheResultTypesItIsGiven() {
        let request = MKLocalSearch.Request()
        XCTAssertEqual(request.resultTypes, [.address, .pointOfInterest])
        request.resultTypes = .pointOfInterest
        XCTAssertEqual(request.resultTypes, MKLocalSearch.Request.ResultType.pointOfInterest)
        XCTAssertEqual([MKLocalSearch.ResultType.address, .pointOfInterest, .physicalFeature].map(\.rawValue), [1, 2, 4])
    }

    /// try! Tokyo titles its exit marker with a `LocalizedStringKey` property; Apple's
    /// `Marker` takes a key, a string or a literal (the key's form), as `Text` does.
    func testMarkersTakeAKeyAStringOrALiteral() {
        MainActor.assumeIsolated {
            let exitName: LocalizedStringKey = "Exit A2"
            let title = "Hall B"
            let here = CLLocationCoordinate2D(latitude: 35.69, longitude: 139.70)
            let markers: [Marker] = [
                Marker(exitName, coordinate: here), Marker(title, coordinate: here), Marker("Stage", coordinate: here),
                Marker(exitName, systemImage: "tram", coordinate: here), Marker("Stage", image: "stage", coordinate: here),
                Marker(title, monogram: Text("B"), coordinate: here),
            ]
            XCTAssertEqual(markers.count, 6)
            // try! Tokyo draws its route's line from the route's overlay.
            let line = MKPolyline(coordinates: [here, here], count: 2)
            _ = MapPolyline(line).stroke(Color.accentColor, style: .init(lineWidth: 8))
        }
    }

    func testTheInvalidCoordinateIsInvalidAndFillsAPolylineBuffer() {
        XCTAssertEqual(kCLLocationCoordinate2DInvalid.latitude, -180)
        XCTAssertEqual(kCLLocationCoordinate2DInvalid.longitude, -180)
        XCTAssertFalse(CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        XCTAssertTrue(invalid.allSatisfy { !CLLocationCoordinate2DIsValid($0) })
        let points = [station.placemark.coordinate, venue.placemark.coordinate]
        let line = MKPolyline(coordinates: points, count: points.count)
        XCTAssertEqual(line.coords, points)
        XCTAssertEqual(MKRoute().polyline.coords, [], "an empty route has no geometry")
    }

    func testModelsHoldingMapObjectsAreEquatableByIdentity() {
        let route = MKRoute()
        let data = LineRouteData(origin: venue, route: route, lookAround: nil)
        XCTAssertEqual(data, LineRouteData(origin: venue, route: route, lookAround: nil))
        XCTAssertNotEqual(data, LineRouteData(origin: station, route: route, lookAround: nil))
    }

    @MainActor func testAWebPageKeepsTheURLAndDeliversNoEvent() async throws {
        let page = WebPage()
        let url = URL(string: "https://example.com/guidance")!
        var events: [WebPage.NavigationEvent] = []
        for try await event in page.load(URLRequest(url: url)) { events.append(event) }
        XCTAssertEqual(events, [])
        XCTAssertEqual(page.url, url)
        XCTAssertFalse(page.isLoading)
        XCTAssertEqual(page.title, "")
    }

    func testTheGuidanceViewDrawsTheWebViewAsAWKWebViewAndTheLookAroundPreviewEmpty() throws {
        try MainActor.assumeIsolated {
            let renderer = ImageRenderer(content: G().frame(width: 120, height: 300).background(Color.white))
            let image = try renderer.render()
            XCTAssertEqual(image.width, 120 * Int(renderer.scale))
            let texts = try LayoutDump(json: try renderer.layoutJSON()).nodes.compactMap(\.text)
            XCTAssertEqual(texts, ["WebView", "Map"], "the two tiles, captioned; the Look Around preview draws nothing")

            let wrapped = try ImageRenderer(content: WrappedWebView().frame(width: 120, height: 90).background(Color.white)).render()
            let webTile = image[3, 3], wkTile = wrapped[3, 3]
            XCTAssertEqual(webTile.r, wkTile.r, "the WebView's area is the WKWebView representable's tile")
            XCTAssertEqual(webTile.g, wkTile.g)
            XCTAssertEqual(webTile.b, wkTile.b)
            XCTAssertTrue(webTile.r > 220 && webTile.r < 250, "the tile's fill \(webTile)")

            let bottom = image[3, image.height - 3]
            XCTAssertTrue(bottom.r == 255 && bottom.g == 255 && bottom.b == 255, "the empty Look Around preview shows the white behind it \(bottom)")
        }
    }
}
