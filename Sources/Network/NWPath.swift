/// What the network looks like to an app: here always usable over Wi-Fi, neither expensive nor
/// constrained, so that a screen that checks connectivity shows its connected state, the same
/// on every run (a still loads nothing either way).
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    /// Whether the path can be used.
    public enum Status: Equatable, Hashable, Sendable {
        case satisfied, unsatisfied, requiresConnection
    }

    /// Why an unsatisfied path is unsatisfied.
    public enum UnsatisfiedReason: Equatable, Hashable, Sendable {
        case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
    }

    /// `.satisfied` here.
    public let status: Status
    /// `.notAvailable` here, which Apple reports for a path that is not unsatisfied.
    public let unsatisfiedReason: UnsatisfiedReason
    /// The interfaces the path can use: Wi-Fi.
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses an interface the system deems expensive (cellular, a hotspot).
    public let isExpensive: Bool
    /// Whether the path uses an interface in Low Data Mode.
    public let isConstrained: Bool
    /// Whether the path can reach IPv4, IPv6 and DNS.
    public let supportsIPv4: Bool
    public let supportsIPv6: Bool
    public let supportsDNS: Bool

    /// Whether the path goes through an interface of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type }
    }

    /// "satisfied (Path is satisfied), interface: en0", in the shape of Apple's description.
    public var debugDescription: String {
        "\(status) (Path is \(status)), interface: \(availableInterfaces.map(\.name).joined(separator: ", "))"
    }

    /// The path every monitor reports here.
    static let connected = NWPath(status: .satisfied, unsatisfiedReason: .notAvailable, availableInterfaces: [.wifi],
                                  isExpensive: false, isConstrained: false, supportsIPv4: true, supportsIPv6: true, supportsDNS: true)
}
