import Foundation

extension Edge {
    /// One corner of a rectangle (iOS 26): SwiftUI's `Edge.Corner`, which names the corners of
    /// a `ConcentricRectangle`.
    public enum Corner: Int8, CaseIterable, Hashable, Sendable, CustomDebugStringConvertible {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// The corner's name, as SwiftUI prints it.
        public var debugDescription: String {
            switch self {
            case .topLeading: "topLeading"
            case .topTrailing: "topTrailing"
            case .bottomLeading: "bottomLeading"
            case .bottomTrailing: "bottomTrailing"
            }
        }

        /// A set of corners.
        public struct Set: OptionSet, Hashable, Sendable {
            /// One bit per corner, shifted by the corner's raw value.
            public let rawValue: Int8
            /// The set with these bits.
            public init(rawValue: Int8) { self.rawValue = rawValue }
            /// The set of one corner.
            public init(_ corner: Edge.Corner) { rawValue = 1 << corner.rawValue }
            /// The top leading corner.
            public static let topLeading = Set(.topLeading)
            /// The top trailing corner.
            public static let topTrailing = Set(.topTrailing)
            /// The bottom leading corner.
            public static let bottomLeading = Set(.bottomLeading)
            /// The bottom trailing corner.
            public static let bottomTrailing = Set(.bottomTrailing)
            /// Both top corners.
            public static let top: Set = [.topLeading, .topTrailing]
            /// Both bottom corners.
            public static let bottom: Set = [.bottomLeading, .bottomTrailing]
            /// Both leading corners.
            public static let leading: Set = [.topLeading, .bottomLeading]
            /// Both trailing corners.
            public static let trailing: Set = [.topTrailing, .bottomTrailing]
            /// All four corners.
            public static let all: Set = [.top, .bottom]
            /// Whether `corner` is in the set.
            public func contains(_ corner: Edge.Corner) -> Bool { contains(Set(corner)) }
        }

        /// How a corner of a `ConcentricRectangle` is rounded: square or by a fixed radius, or
        /// concentric with the container shape's corner (its radius less the distance between
        /// the corners), never below an optional minimum.
        public struct Style: Hashable, Sendable {
            enum Kind: Hashable, Sendable {
                case fixed(CGFloat)
                indirect case concentric(minimum: Style?)
            }
            let kind: Kind

            /// Concentric with the container's corner; square where that leaves no radius.
            public static var concentric: Style { Style(kind: .concentric(minimum: nil)) }
            /// Concentric with the container's corner, never below `minimum`.
            public static func concentric(minimum: Style? = nil) -> Style { Style(kind: .concentric(minimum: minimum)) }
            /// A fixed radius; zero is square.
            public static func fixed(_ radius: CGFloat) -> Style { Style(kind: .fixed(radius)) }

            /// The radius where no container shape is in reach: a fixed radius, or a
            /// concentric corner's minimum (zero without one).
            var radiusWithoutContainer: CGFloat {
                switch kind {
                case .fixed(let radius): return max(0, radius)
                case .concentric(let minimum): return minimum?.radiusWithoutContainer ?? 0
                }
            }

            var isConcentric: Bool { if case .concentric = kind { return true } else { return false } }
        }
    }
}
