import SwatchRaster
import UIKit

/// SwiftUI's iOS 17 bridge between an environment key and a UIKit trait: a key that adopts it
/// says how to read its value from a `UITraitCollection` and write it into `UIMutableTraits`,
/// so that UIKit and SwiftUI code see one value. A still has no UIKit hierarchy to bridge to,
/// so the environment value is read as for any `EnvironmentKey` and neither function is
/// called (docs/ARCHITECTURE.md §2.7).
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
    /// The value of the key that `traitCollection` holds.
    static func read(from traitCollection: UITraitCollection) -> Self.Value
    /// Writes `value` into `mutableTraits`.
    static func write(to mutableTraits: inout any UIMutableTraits, value: Self.Value)
}
