import Foundation

/// Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`): the project names
/// a folder, not its files, and every file in it belongs to the targets that list the folder,
/// except those an exception set names.
///
/// An exception set (`PBXFileSystemSynchronizedBuildFileExceptionSet`) belongs to one target
/// and inverts membership for the files it lists: for a target that lists the folder they
/// are left out, and for any other target they are the only files of the folder it has.
/// `platformFiltersByRelativePath` limits a file to some platforms.
struct SynchronizedFolders {
    let project: PBXProject
    let paths: GroupPaths

    /// A member file and the platforms it is limited to (nil: every platform).
    struct Member {
        let url: URL
        let platformFilters: [String]?
    }

    /// The files of `target` that come from synchronized folders.
    func members(of target: String) throws -> (members: [Member], warnings: [String]) {
        let owned = Set(try project.references("fileSystemSynchronizedGroups", of: target))
        var members: [Member] = []
        var warnings: [String] = []
        for group in project.ids(ofClass: "PBXFileSystemSynchronizedRootGroup") {
            var excluded = Set<String>()
            var included = Set<String>()
            var filters: [String: [String]] = [:]
            for set in try project.references("exceptions", of: group) {
                let isa = try project.isa(of: set)
                if isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" {
                    guard try project.optionalString("target", of: set) == target else { continue }
                    let listed = try project.strings("membershipExceptions", of: set)
                    if owned.contains(group) { excluded.formUnion(listed) } else { included.formUnion(listed) }
                    for (path, value) in try project.dictionary("platformFiltersByRelativePath", of: set) {
                        filters[path] = AppTarget.words(value)
                    }
                } else if isa == "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet" {
                    // Files left out of one build phase of a target that lists the folder.
                    let phase = try project.optionalString("buildPhase", of: set) ?? ""
                    if owned.contains(group), try project.references("buildPhases", of: target).contains(phase) {
                        excluded.formUnion(try project.strings("membershipExceptions", of: set))
                    }
                }
            }
            guard owned.contains(group) || !included.isEmpty else { continue }
            guard let folder = try paths.url(of: group) else { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                warnings.append("synchronized folder \(paths.relativePath(of: folder)) is in the project but not on disk")
                continue
            }
            for relative in Self.walk(folder) {
                let isListed = { (list: Set<String>) in list.contains { relative == $0 || relative.hasPrefix($0 + "/") } }
                let member = owned.contains(group) ? !isListed(excluded) : isListed(included)
                guard member else { continue }
                members.append(Member(url: folder.appendingPathComponent(relative), platformFilters: filters[relative]))
            }
        }
        return (members, warnings)
    }

    /// The folder's files, relative to it, in a stable order; folders that Xcode treats as
    /// one file (`.xcassets`…) are one entry, and hidden files are skipped as Xcode does.
    static func walk(_ folder: URL) -> [String] {
        var found: [String] = []
        func visit(_ directory: URL, _ prefix: String) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = directory.appendingPathComponent(name)
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
                if isDirectory.boolValue, !FileRoles.bundleExtensions.contains((name as NSString).pathExtension.lowercased()) {
                    visit(url, relative)
                } else {
                    found.append(relative)
                }
            }
        }
        visit(folder, "")
        return found
    }
}
