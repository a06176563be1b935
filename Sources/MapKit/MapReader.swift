import SwatchRaster

/// A container that hands its content a proxy of the first map inside it: MapKit's SwiftUI
/// `MapReader` (iOS 17), as apps convert a tap location to a coordinate. The content is drawn
/// as it is; a still has no taps, and the map is the placeholder tile with no projection, so
/// the proxy converts nothing.
public struct MapReader<Content: View>: View {
    let content: (MapProxy) -> Content
    /// A reader whose content gets the map's proxy.
    public init(@ViewBuilder content: @escaping (MapProxy) -> Content) { self.content = content }
    /// The content, given a proxy.
    public var body: some View { content(MapProxy()) }
}

/// Conversions between a map's coordinates and a view's points: MapKit's `MapProxy`. The
/// placeholder map has no projection, so each conversion answers nil, as Apple's does for a
/// point the map does not show.
public struct MapProxy: Sendable {
    /// The coordinate under `point` in `space`; nil here.
    public func convert(_ point: CGPoint, from space: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? { nil }
    /// The point of `coordinate` in `space`; nil here.
    public func convert(_ coordinate: CLLocationCoordinate2D, to space: some CoordinateSpaceProtocol) -> CGPoint? { nil }
}
