/// A network interface a path can use. A still reports the one a Mac running Xcode's canvas
/// usually has: Wi-Fi, named `en0`.
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// The kinds of interface Apple's Network distinguishes.
    public enum InterfaceType: Hashable, Sendable {
        case other, wifi, cellular, wiredEthernet, loopback
    }

    /// The interface's kind.
    public let type: InterfaceType
    /// The system's name for it (`en0`).
    public let name: String
    /// The system's index for it.
    public let index: Int

    /// The Wi-Fi interface every path here goes through.
    static let wifi = NWInterface(type: .wifi, name: "en0", index: 1)

    /// The interface's name, as Apple's describes it.
    public var debugDescription: String { name }
}
