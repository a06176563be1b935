/// How a route is travelled: MapKit's `MKDirectionsTransportType`, an option set with Apple's
/// bits, so that apps can switch over the mode a screen offers and keep it in a request.
public struct MKDirectionsTransportType: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// The type with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Driving.
    public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
    /// Walking.
    public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
    /// Public transport.
    public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
    /// Cycling.
    public static let cycling = MKDirectionsTransportType(rawValue: 1 << 3)
    /// Any of them: the request's default.
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}
