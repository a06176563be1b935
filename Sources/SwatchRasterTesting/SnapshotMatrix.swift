/// A set of renderings of one view to record or check in one line: every device × appearance
/// × variant, each a reference of its own named `<name>.<device>.<appearance>[.<variant>]`
/// (`card.iPhone-SE.dark.png`), so a failure names the combination that changed.
///
/// Dynamic Type is a variant axis (`SnapshotVariant.dynamicTypeSizes(_:)`); `variants` takes
/// any other environment axis too — a `SnapshotVariant` is a name and a change to the
/// environment.
public struct SnapshotMatrix: Sendable {
    /// Appearances, each rendered on every device.
    public var appearances: [Appearance]
    /// Devices (size, scale, safe area); empty renders at the options' own size and scale.
    public var devices: [DevicePreset]
    /// Environment variants (Dynamic Type sizes, a font, …); empty means one, unchanged.
    public var variants: [SnapshotVariant]

    /// A matrix; by default light and dark on the smallest and largest current iPhones.
    public init(appearances: [Appearance] = [.light, .dark], devices: [DevicePreset] = [.iPhoneSE, .iPhone16ProMax],
                variants: [SnapshotVariant] = []) {
        self.appearances = appearances
        self.devices = devices
        self.variants = variants
    }

    /// Every combination with its reference name, in device, appearance, variant order.
    public func combinations(named name: String, options: SnapshotOptions) -> [(name: String, options: SnapshotOptions)] {
        var result: [(String, SnapshotOptions)] = []
        let devices: [DevicePreset?] = self.devices.isEmpty ? [nil] : self.devices
        let variants: [SnapshotVariant?] = self.variants.isEmpty ? [nil] : self.variants
        for device in devices {
            for appearance in appearances {
                for variant in variants {
                    var options = options
                    options.device = device ?? options.device
                    options.appearance = appearance
                    options.variant = variant
                    let parts = [name, device?.name, appearance.rawValue, variant?.name].compactMap { $0 }
                    result.append((parts.joined(separator: "."), options))
                }
            }
        }
        return result
    }
}

/// One value of an environment axis of a `SnapshotMatrix`: a name for file names and what it
/// changes in the environment the view is rendered in.
public struct SnapshotVariant: Sendable {
    /// Used in reference names; keep it short (`xxxLarge`, `serif`).
    public var name: String
    /// Applied to the renderer's environment before rendering.
    public var apply: @Sendable (inout EnvironmentValues) -> Void

    /// A variant called `name` that changes the environment with `apply`.
    public init(_ name: String, apply: @escaping @Sendable (inout EnvironmentValues) -> Void) {
        self.name = name
        self.apply = apply
    }

    /// The Dynamic Type axis: one variant per size, named after it (`xSmall`, `accessibility3`),
    /// so `SnapshotMatrix(variants: SnapshotVariant.dynamicTypeSizes([.xSmall, .large, .accessibility3]))`
    /// records a view at each.
    public static func dynamicTypeSizes(_ sizes: [DynamicTypeSize]) -> [SnapshotVariant] {
        sizes.map { size in SnapshotVariant("\(size)") { $0.dynamicTypeSize = size } }
    }
}

/// Every failure of a matrix check, listed together.
public struct SnapshotMatrixFailure: Error, CustomStringConvertible {
    /// The failed combinations' errors, in matrix order.
    public let failures: [Error]
    /// One paragraph per failure.
    public var description: String {
        "\(failures.count) snapshot\(failures.count == 1 ? "" : "s") of the matrix failed:\n" + failures.map { "\($0)" }.joined(separator: "\n")
    }
}

/// Checks (or records) `view` in every combination of `matrix`: one reference per combination,
/// named `<name>.<device>.<appearance>[.<variant>]`. Every combination is checked even after a
/// failure; the failures are thrown together.
@discardableResult
public func verifySnapshots<V: View>(of view: V, named name: String, matrix: SnapshotMatrix = SnapshotMatrix(),
                                     options: SnapshotOptions = SnapshotOptions(),
                                     file: StaticString = #filePath) throws -> [SnapshotOutcome] {
    var outcomes: [SnapshotOutcome] = []
    var failures: [Error] = []
    for combination in matrix.combinations(named: name, options: options) {
        do {
            outcomes.append(try verifySnapshot(of: view, named: combination.name, options: combination.options, file: file))
        } catch {
            failures.append(error)
        }
    }
    if !failures.isEmpty { throw SnapshotMatrixFailure(failures: failures) }
    return outcomes
}
