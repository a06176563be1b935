import SwatchRaster

/// Every preview of the modules loaded in this process, found at run time (§2.8): the
/// `#Preview`s (through the types their expansions declare) and the `PreviewProvider`s.
///
/// A tool links the user's module, then asks for `previews(in:)` and renders each record
/// with `renderer(for:)`.
@MainActor
public enum PreviewRegistry {
    /// The previews declared in `module` (the target's module name), `#Preview`s first in
    /// file and line order, then providers by type name.
    public static func previews(in module: String) -> [PreviewRecord] {
        allPreviews().filter { $0.module == module }
    }

    /// Every preview of every loaded module, sorted as `previews(in:)` sorts one module's.
    /// A provider named in `unplanned` ("Module.Type") is not evaluated here: its `previews`
    /// trapped when a probe evaluated it (`probeProviders`), so it becomes one record whose
    /// view is built only when a worker renders it, where the trap fails that job alone.
    public static func allPreviews(unplanned: Set<String> = []) -> [PreviewRecord] {
        macroPreviews().sorted(by: macroOrder) + providerPreviews(unplanned: unplanned).sorted(by: providerOrder)
    }

    /// Whether any `PreviewProvider` is loaded (found without evaluating one).
    public static var hasProviders: Bool {
        !ConformanceScanner.types(conformingTo: "PreviewProvider", in: "SwatchPreviews").isEmpty
    }

    /// Evaluates each provider's `previews` in turn, writing `probe KEY` before and `probed KEY`
    /// after each to `write`, so that a process that traps on one tells which (§2.10).
    public static func probeProviders(skipping unplanned: Set<String>, write: (String) -> Void) {
        let providers = ConformanceScanner.types(conformingTo: "PreviewProvider", in: "SwatchPreviews")
            .sorted { ($0.module, String(describing: $0.type)) < ($1.module, String(describing: $1.type)) }
        for found in providers {
            guard let provider = found.type as? any PreviewProvider.Type else { continue }
            let key = "\(found.module).\(String(describing: provider))"
            guard !unplanned.contains(key) else { continue }
            write("probe \(key)")
            _ = records(of: provider, module: found.module)
            write("probed \(key)")
        }
    }

    private static func macroPreviews() -> [PreviewRecord] {
        ConformanceScanner.types(conformingTo: "PreviewRegistrant", in: "SwatchPreviews").compactMap { found in
            guard let registrant = found.type as? any PreviewRegistrant.Type else { return nil }
            let preview = registrant.makePreview()
            let module = registrant.fileID.split(separator: "/").first.map(String.init) ?? found.module
            return PreviewRecord(
                module: module,
                source: .macro(fileID: registrant.fileID, line: registrant.line, column: registrant.column),
                name: preview.name, traits: preview.traits, device: nil, makeView: preview.body)
        }
    }

    private static func providerPreviews(unplanned: Set<String>) -> [PreviewRecord] {
        ConformanceScanner.types(conformingTo: "PreviewProvider", in: "SwatchPreviews").flatMap { found -> [PreviewRecord] in
            guard let provider = found.type as? any PreviewProvider.Type else { return [] }
            if unplanned.contains("\(found.module).\(String(describing: provider))") {
                return [unplannedRecord(of: provider, module: found.module)]
            }
            return records(of: provider, module: found.module)
        }
    }

    /// The one record of a provider whose `previews` traps: built, and so failed, in a worker.
    private static func unplannedRecord<P: PreviewProvider>(of provider: P.Type, module: String) -> PreviewRecord {
        PreviewRecord(
            module: module, source: .provider(typeName: String(describing: provider), index: 0),
            name: nil, traits: [], device: nil,
            makeView: { PreviewSplitter.peel(PreviewSplitter.topLevelViews(of: P.previews)[0]).1 })
    }

    /// One record per top-level view of `previews`, as Xcode shows a `Group`'s children side
    /// by side. The views are built once here to read their attributes, and again by each
    /// record's `makeView`.
    private static func records<P: PreviewProvider>(of provider: P.Type, module: String) -> [PreviewRecord] {
        let typeName = String(describing: provider)
        let pieceAttributes = PreviewSplitter.topLevelViews(of: P.previews).map { PreviewSplitter.peel($0).0 }
        return pieceAttributes.indices.map { index in
            let attributes = pieceAttributes[index]
            var traits: [PreviewTrait<Preview.ViewTraits>] = []
            if let layout = attributes.layout { traits.append(PreviewTrait(.layout(layout))) }
            if let orientation = attributes.orientation { traits.append(PreviewTrait(.orientation(orientation))) }
            return PreviewRecord(
                module: module, source: .provider(typeName: typeName, index: index),
                name: attributes.displayName, traits: traits, device: attributes.device,
                makeView: { PreviewSplitter.peel(PreviewSplitter.topLevelViews(of: P.previews)[index]).1 })
        }
    }

    private static func macroOrder(_ a: PreviewRecord, _ b: PreviewRecord) -> Bool {
        guard case .macro(let fileA, let lineA, let columnA) = a.source,
              case .macro(let fileB, let lineB, let columnB) = b.source else { return false }
        return (fileA, lineA, columnA) < (fileB, lineB, columnB)
    }

    private static func providerOrder(_ a: PreviewRecord, _ b: PreviewRecord) -> Bool {
        guard case .provider(let typeA, let indexA) = a.source,
              case .provider(let typeB, let indexB) = b.source else { return false }
        return (a.module, typeA, indexA) < (b.module, typeB, indexB)
    }
}
