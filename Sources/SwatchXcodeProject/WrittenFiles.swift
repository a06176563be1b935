import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one file of the output folder holds: generated text, a symbolic link to the project's
/// file (the default: SwiftPM wants sources inside the package, and a link keeps the app's
/// file the one that is edited), or a copy of it.
public enum OutputContent: Equatable, Sendable {
    case text(String)
    case link(URL)
    case copy(URL)
}

/// The record of what the command wrote (`.swatch-xcodeproj.json` in the output folder), so
/// that running it again replaces those files, removes those the project no longer has, and
/// never touches a file it did not write (`Previews/`, `.build/`, the user's own).
public struct WrittenFiles: Codable, Equatable, Sendable {
    /// The record's file name in the output folder.
    public static let recordName = ".swatch-xcodeproj.json"
    /// SwiftPM's pins file, seeded from the app's (`ResolvedPins`).
    public static let pinsName = "Package.resolved"

    /// Names the tool, for a reader who finds the file.
    public var generator = "render-swatches xcodeproj"
    /// The project it came from.
    public var project: String
    /// The app target.
    public var target: String
    /// Every file written, relative to the output folder, sorted (the record itself aside).
    public var files: [String]

    /// A record of `files` written from `project`'s `target`.
    public init(project: String, target: String, files: [String]) {
        self.project = project
        self.target = target
        self.files = files.sorted()
    }

    /// The files of the output folder for `plan`: the manifest, and the target's files
    /// linked (or copied, file by file) from the project.
    /// A Swift file that `SourceRewrite` changes is written as that copy instead of linked:
    /// its Objective-C wiring always, and with `iOSConditions` its `#if os(iOS)` made true.
    /// `removedPreviews` lists, by the file's path in the project, the lines of previews left
    /// out because their own code does not build: such a file is written as a copy with those
    /// lines empty (`PreviewBlocks.blanking`), so its other previews and views still build.
    /// `stubbedBodies` lists, by path, bodies whose code does not build here (`BodyStubs`):
    /// they are written as stubs, so the file and its declarations stay. `unknownWrappers`
    /// lists property-wrapper attributes nothing provides (`UnknownPropertyWrappers`).
    public static func contents(for plan: XcodePackagePlan, engine: EngineReference, copy: Bool,
                                iOSConditions: Bool = true,
                                removedPreviews: [String: [ClosedRange<Int>]] = [:],
                                stubbedBodies: [String: [StubbedBody: String]] = [:],
                                unknownWrappers: [String: [UnknownPropertyWrappers.Position]] = [:]) -> [String: OutputContent] {
        var contents: [String: OutputContent] = ["Package.swift": .text(PackageManifestWriter.manifest(for: plan, engine: engine))]
        if let pins = plan.resolvedPins, plan.packages.contains(where: \.isRemote) {
            // SwiftPM starts from the versions the app builds with on a Mac (`ResolvedPins`).
            contents[pinsName] = .copy(pins)
        }
        if !plan.infoPlist.xml.isEmpty {
            // Beside the runner, render-previews makes it the main bundle's Info.plist (§2.10).
            contents["Info.plist"] = .text(plan.infoPlist.xml)
        }
        for pod in plan.pods {
            for (path, content) in pod.packageFiles { contents[pod.path + "/" + path] = content }
        }
        for module in plan.frameworkModules {
            contents[PackageManifestWriter.frameworkPath(module) + "/\(module).swift"] = .text(PackageManifestWriter.frameworkSource(module, app: plan.moduleName))
        }
        for module in plan.imports.standIns.keys {
            contents[PackageManifestWriter.standInPath(module) + "/\(module).swift"] = .text(PackageManifestWriter.standInSource(module))
        }
        if plan.hasAssetCatalogs, !plan.buildSettings.assetSymbolExtensions {
            // Read by the GenerateAssetSymbols plugin: resources only, as Xcode generates them
            // for a project that does not set ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS.
            contents[plan.sourcesPath + "/.asset-symbols-without-extensions"] = .text(
                "Written by render-swatches xcodeproj: the project does not set ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES, so no Color/UIColor/UIImage extensions are generated.\n")
        }
        if !plan.hasOwnSources {
            contents[plan.sourcesPath + "/NoAppSources.swift"] = .text(
                "// Written by render-swatches: the app target has no Swift file that a library can hold (only\n// main.swift, its top-level code); its views and previews live in its local packages.\n")
        }
        for file in plan.files {
            let path = plan.sourcesPath + "/" + file.path
            if file.role == .source, let text = try? String(contentsOf: file.source, encoding: .utf8) {
                if let rewritten = compiledText(text, path: file.path, iOSConditions: iOSConditions, removedPreviews: removedPreviews,
                                                stubbedBodies: stubbedBodies, unknownWrappers: unknownWrappers) {
                    contents[path] = .text(rewritten)
                    continue
                }
            }
            guard copy else {
                contents[path] = .link(file.source)
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: file.source.path, isDirectory: &isDirectory), isDirectory.boolValue {
                for inner in SynchronizedFolders.walkAll(file.source) {
                    contents[path + "/" + inner] = .copy(file.source.appendingPathComponent(inner))
                }
            } else {
                contents[path] = .copy(file.source)
            }
        }
        return contents
    }

    /// The text the compiler sees for a file of the app whose own text is `text`: rewritten
    /// (`SourceRewrite`), with left-out previews blanked and left-out bodies stubbed; nil when
    /// that is the file unchanged (it is then linked, not copied).
    public static func compiledText(_ text: String, path: String, iOSConditions: Bool = true,
                                    removedPreviews: [String: [ClosedRange<Int>]] = [:],
                                    stubbedBodies: [String: [StubbedBody: String]] = [:],
                                    unknownWrappers: [String: [UnknownPropertyWrappers.Position]] = [:]) -> String? {
        var rewritten = SourceRewrite(text, iOSConditions: iOSConditions).text
        if let positions = unknownWrappers[path], !positions.isEmpty {
            rewritten = UnknownPropertyWrappers.blanking(positions, in: rewritten ?? text)
        }
        if let ranges = removedPreviews[path] {
            rewritten = PreviewBlocks.blanking(ranges, in: rewritten ?? text)
        }
        if let stubs = stubbedBodies[path], !stubs.isEmpty {
            rewritten = BodyStubs.stubbing(Array(stubs.keys), in: rewritten ?? text) { stubs[$0] ?? "" }
        }
        return rewritten
    }

    /// The notes of each Swift file of `plan` that is written as a rewritten copy, by its path
    /// in the package, for the command's report.
    public static func rewriteNotes(for plan: XcodePackagePlan, iOSConditions: Bool = true) -> [(path: String, notes: [String])] {
        plan.files.compactMap { file in
            guard file.role == .source, let text = try? String(contentsOf: file.source, encoding: .utf8) else { return nil }
            let notes = SourceRewrite(text, iOSConditions: iOSConditions).notes
            return notes.isEmpty ? nil : (file.path, notes)
        }.sorted { $0.path < $1.path }
    }

    /// Writes `contents` into `folder` as one step as far as the folder is concerned: every
    /// check first, then everything is built in a staging folder beside it, then moved in.
    /// Any error before the move leaves `folder` exactly as it was. Returns the paths removed
    /// because the new run did not write them again.
    @discardableResult
    public static func install(_ contents: [String: OutputContent], into folder: URL, project: String, target: String) throws -> [String] {
        let fm = FileManager.default
        // An output given through a symbolic link is the folder it points to.
        let folder = folder.standardizedFileURL.resolvingSymlinksInPath()
        // The pins seed the package once and are then SwiftPM's, as Xcode's are: SwiftPM
        // rewrites the file as it resolves, so one already there is kept, and it is never in the
        // record (never replaced or removed as ours).
        var contents = contents
        if contents[pinsName] != nil, Self.kind(of: folder.appendingPathComponent(pinsName).path) != nil {
            contents[pinsName] = nil
        }
        let exists = Self.kind(of: folder.path)
        if exists != nil, exists != .directory {
            throw XcodeProjectError(folder.path, "the output exists and is not a folder")
        }
        // What the previous run wrote.
        let recordURL = folder.appendingPathComponent(recordName)
        var previous: Set<String> = []
        if Self.kind(of: recordURL.path) != nil {
            guard let data = fm.contents(atPath: recordURL.path),
                  let record = try? JSONDecoder().decode(WrittenFiles.self, from: data) else {
                throw XcodeProjectError(recordURL.path, "not a record written by render-swatches xcodeproj; remove it or choose another --output")
            }
            for path in record.files {
                guard Self.isPlainRelative(path) else {
                    throw XcodeProjectError(recordURL.path, "lists \"\(path)\", which is not a plain path inside the folder")
                }
            }
            previous = Set(record.files)
        }
        // Never overwrite what we did not write.
        for path in contents.keys.sorted() {
            var components: [String] = []
            for part in path.split(separator: "/").map(String.init) {
                components.append(part)
                let relative = components.joined(separator: "/")
                let isLast = components.count == path.split(separator: "/").count
                guard let kind = Self.kind(of: folder.appendingPathComponent(relative).path) else { break }
                if previous.contains(relative) { break }  // ours: replaced or removed first
                if !isLast, kind == .directory { continue }
                throw XcodeProjectError(folder.appendingPathComponent(relative).path, "exists and was not written by render-swatches xcodeproj; move it away or choose another --output")
            }
        }
        // Build everything beside the folder.
        let parent = folder.deletingLastPathComponent()
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw XcodeProjectError(parent.path, "cannot create the folder: \(error.localizedDescription)")
        }
        let staging = parent.appendingPathComponent(".\(folder.lastPathComponent).swatch-staging-\(getpid())")
        Self.removeTree(staging.path)
        let record = WrittenFiles(project: project, target: target, files: contents.keys.filter { $0 != pinsName })
        do {
            for (path, content) in contents {
                let url = staging.appendingPathComponent(path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                switch content {
                case .text(let text): try Data(text.utf8).write(to: url)
                case .link(let target): try fm.createSymbolicLink(atPath: url.path, withDestinationPath: target.path)
                case .copy(let source): try fm.copyItem(at: source, to: url)
                }
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
            try (encoder.encode(record) + Data("\n".utf8)).write(to: staging.appendingPathComponent(recordName))
        } catch {
            Self.removeTree(staging.path)
            throw XcodeProjectError(staging.path, "cannot write the package: \(error.localizedDescription)")
        }
        if exists == nil {
            guard rename(staging.path, folder.path) == 0 else {
                let reason = String(cString: strerror(errno))
                Self.removeTree(staging.path)
                throw XcodeProjectError(folder.path, "cannot move the package into place: \(reason)")
            }
            return []
        }
        // Remove what the previous run wrote and this one does not, then move the new in.
        let stale = previous.subtracting(contents.keys).sorted()
        for path in stale {
            let full = folder.appendingPathComponent(path).path
            if Self.kind(of: full) != .directory { unlink(full) }
            Self.pruneEmptyFolders(above: path, in: folder)
        }
        for path in contents.keys.sorted() + [recordName] {
            let destination = folder.appendingPathComponent(path)
            try? fm.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard rename(staging.appendingPathComponent(path).path, destination.path) == 0 else {
                throw XcodeProjectError(destination.path, "cannot move into place: \(String(cString: strerror(errno)))")
            }
        }
        Self.removeTree(staging.path)
        return stale
    }

    /// A path's kind without following a final symbolic link; nil if nothing is there.
    enum Kind { case directory, other }
    static func kind(of path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .other
    }

    /// Whether a recorded path stays inside the folder (no `..`, not absolute).
    static func isPlainRelative(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains { $0 == ".." || $0 == "." }
    }

    /// Removes the folders above a removed file that it left empty, up to the output folder.
    static func pruneEmptyFolders(above path: String, in folder: URL) {
        var parts = path.split(separator: "/").map(String.init)
        parts.removeLast()
        while !parts.isEmpty {
            guard rmdir(folder.appendingPathComponent(parts.joined(separator: "/")).path) == 0 else { return }
            parts.removeLast()
        }
    }

    /// Deletes a staging tree, unlinking symbolic links rather than following them.
    static func removeTree(_ path: String) {
        guard let kind = kind(of: path) else { return }
        if kind == .directory {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                removeTree(path + "/" + name)
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

extension SynchronizedFolders {
    /// Every file below `folder`, relative to it, bundles included (for copies).
    static func walkAll(_ folder: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let relative = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { found.append(relative) }
        }
        return found.sorted()
    }
}
