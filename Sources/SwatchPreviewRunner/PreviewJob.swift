import SwatchPreviews
import SwatchRaster
import SwatchSheets

/// One image to render: a preview in one variant, and where its PNG goes.
public struct PreviewJob: Sendable {
    /// The preview's place in the run's list of records.
    public var recordIndex: Int
    /// The matrix point.
    public var variant: PreviewVariant
    /// `Target/File/Name[-variant]@3x.png`, relative to the output folder.
    public var file: String
    /// Where the preview was written: `Target/File.swift:12`, or `Target.Type#0` for a
    /// `PreviewProvider` (the binary records no file for those).
    public var source: String
    /// What assigns the job to a shard: the source file (or provider type), never the line,
    /// so editing a file above a preview does not move it between shards.
    public var shardKey: String
    /// The preview's name as the file name spells it, before the variant.
    public var name: String
    /// The preview's name as written (`#Preview("Card, dark")`), for messages and the manifest.
    public var title: String
    /// Pixels per point: `--scale`, else the device's.
    public var scale: Double
    /// The device the preview renders on.
    public var device: DevicePreset
    /// Whether the window's background is left out (`--transparent`).
    public var transparent = false
    /// Whether the Simulator's status bar and home indicator are drawn over it (`--status-bar`).
    public var statusBar = false
}

/// Turns the previews and the matrix into jobs with stable, unique file names (§2.10).
public enum PreviewPlan {
    /// Jobs for `records` × `matrix`, in record order, then variant order. `scale`
    /// overrides every device's scale.
    @MainActor
    public static func jobs(for records: [PreviewRecord], matrix: PreviewMatrix, scale: Double?,
                            transparent: Bool = false, statusBar: Bool = false) -> [PreviewJob] {
        var taken: [String: Set<String>] = [:]
        var jobs: [PreviewJob] = []
        for (index, record) in records.enumerated() {
            let folder = "\(record.module)/\(fileFolder(of: record))"
            let name = uniqueName(OutputName.sanitized(givenName(of: record)), in: &taken[folder, default: []])
            for variant in matrix.variants {
                let device = variant.device ?? record.defaultDevice
                let pixelsPerPoint = scale ?? Double(device.scale)
                let parts = variant.nameParts(defaultDevice: record.defaultDevice)
                let suffix = parts.isEmpty ? "" : "-" + parts.map(OutputName.sanitized).joined(separator: "-")
                jobs.append(PreviewJob(
                    recordIndex: index, variant: variant,
                    file: "\(folder)/\(name)\(suffix)@\(OutputName.formatScale(pixelsPerPoint))x.png",
                    source: source(of: record), shardKey: shardKey(of: record), name: name, title: givenName(of: record),
                    scale: pixelsPerPoint, device: device, transparent: transparent, statusBar: statusBar))
            }
        }
        return jobs
    }

    /// The folder for a preview's file: the source file's name without `.swift`, or the
    /// provider's type name.
    static func fileFolder(of record: PreviewRecord) -> String {
        switch record.source {
        case .macro(let fileID, _, _):
            let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
            return OutputName.sanitized(file.hasSuffix(".swift") ? String(file.dropLast(6)) : file)
        case .provider(let typeName, _):
            return OutputName.sanitized(typeName)
        }
    }

    /// The preview's own name; an unnamed `#Preview` is "Preview", as Xcode's canvas calls
    /// it, and an unnamed provider view its type's name.
    static func givenName(of record: PreviewRecord) -> String {
        if let name = record.name, !name.isEmpty { return name }
        if case .macro = record.source { return "Preview" }
        return record.displayName
    }

    /// `name`, or `name-2`, `name-3`… when a preview before it in the same file took it.
    static func uniqueName(_ name: String, in taken: inout Set<String>) -> String {
        var candidate = name
        var counter = 2
        while taken.contains(candidate.lowercased()) {
            candidate = "\(name)-\(counter)"
            counter += 1
        }
        taken.insert(candidate.lowercased())
        return candidate
    }

    static func source(of record: PreviewRecord) -> String {
        switch record.source {
        case .macro(let fileID, let line, _): return "\(fileID):\(line)"
        case .provider(let typeName, let index): return "\(record.module).\(typeName)#\(index)"
        }
    }

    static func shardKey(of record: PreviewRecord) -> String {
        switch record.source {
        case .macro(let fileID, _, _): return fileID
        case .provider(let typeName, _): return "\(record.module).\(typeName)"
        }
    }
}
