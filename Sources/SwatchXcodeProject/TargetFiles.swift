import Foundation

/// The files that make up a target in Xcode, from both kinds of project: classic file
/// references in its Sources and Resources build phases, and Xcode 16's synchronized folders.
struct TargetFiles {
    /// A file of the target, with the platforms it is limited to (nil: every platform).
    struct Member {
        let url: URL
        let platformFilters: [String]?
    }

    let members: [Member]
    let warnings: [String]

    /// Collects `target`'s files.
    init(project: PBXProject, target: String, paths: GroupPaths) throws {
        var members: [Member] = []
        for phase in try project.references("buildPhases", of: target) {
            let isa = try project.isa(of: phase)
            guard isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
            for buildFile in try project.references("files", of: phase) {
                // A package product in a phase has a productRef and no fileRef.
                guard let reference = try project.optionalString("fileRef", of: buildFile) else { continue }
                guard project.contains(reference) else {
                    throw XcodeProjectError(project.file.path, "PBXBuildFile \(buildFile) refers to object \(reference) in \"fileRef\", which is missing")
                }
                let filters = try Self.platformFilters(of: buildFile, project: project)
                // A localized file is a variant group: one file per language.
                let isGroup = ["PBXVariantGroup", "XCVersionGroup"].contains(try project.isa(of: reference))
                let files = isGroup ? try project.references("children", of: reference) : [reference]
                for file in files {
                    guard let url = try paths.url(of: file) else { continue }
                    members.append(Member(url: url, platformFilters: filters))
                }
            }
        }
        let synchronized = try SynchronizedFolders(project: project, paths: paths).members(of: target)
        members += synchronized.members.map { Member(url: $0.url, platformFilters: $0.platformFilters) }
        var seen = Set<String>()
        self.members = members.filter { seen.insert($0.url.path).inserted }
        warnings = synchronized.warnings
    }

    /// A build file's `platformFilter` or `platformFilters`, if it has either.
    static func platformFilters(of buildFile: String, project: PBXProject) throws -> [String]? {
        if let one = try project.optionalString("platformFilter", of: buildFile) { return [one] }
        let many = try project.strings("platformFilters", of: buildFile)
        return many.isEmpty ? nil : many
    }
}
