import Foundation
import SwatchXcodeProject

/// The state of one `render-swatches app` run while it builds the app's package: the plan as
/// it stands, the packages and products it goes without, the patched copies and the app's
/// own repaired files. Each build's failure changes one of these, and the package is planned
/// and written again (docs/ARCHITECTURE.md §2.11). A class, since every repair reads and
/// changes the same state.
final class AppBuild {
    let project: URL
    let target: String?
    let workspace: XcodeWorkspace?
    /// The package folder written (`--output`).
    let folder: URL
    let engine: EngineReference
    /// `--scratch-path FOLDER` for SwiftPM's commands, or nothing.
    let scratch: [String]
    /// How many builds the run may spend (`--rounds`).
    let rounds: Int
    let files: AppFileRepairs
    let copies: PackageCopies
    private(set) var plan: XcodePackagePlan
    /// Packages of the app left out, by identity.
    private(set) var droppedPackages: Set<String> = []
    /// Products the target goes without, by the package named for them.
    private(set) var droppedProducts: [String: Set<String>] = [:]

    init(project: URL, target: String?, workspace: XcodeWorkspace?, folder: URL, engine: EngineReference, scratch: [String],
         scratchFolder: URL, rounds: Int, files: AppFileRepairs) throws {
        self.project = project
        self.target = target
        self.workspace = workspace
        self.folder = folder
        self.engine = engine
        self.scratch = scratch
        self.rounds = rounds
        self.files = files
        plan = try XcodePackagePlan(project: project, target: target, exclude: files.excluded,
                                    workspacePackages: workspace?.packageFolders ?? [], workspace: workspace?.bundle)
        if let clash = plan.outputNameClash(folder) { throw clash }
        copies = PackageCopies(folder: folder, engine: engine, checkouts: scratchFolder.appendingPathComponent("checkouts"),
                               remote: Set(plan.packages.filter(\.isRemote).map(\.identity)))
    }

    /// Plans the package again after files or packages were left out or patched.
    func replan() throws {
        plan = try XcodePackagePlan(project: project, target: target, exclude: files.excluded, leavingOutPackages: droppedPackages,
                                    patchedPackages: copies.patched, workspacePackages: workspace?.packageFolders ?? [],
                                    workspace: workspace?.bundle)
            .leavingOut(products: droppedProducts)
    }

    /// Writes the package as the plan and the left-out pieces now have it.
    func installPlan() throws {
        try WrittenFiles.install(WrittenFiles.contents(for: plan, engine: engine, copy: false, removedPreviews: files.removedPreviews,
                                                       stubbedBodies: files.stubbedBodies, unknownWrappers: files.unknownWrappers),
                                 into: folder, project: project.path, target: plan.targetName)
    }

    /// Leaves a package of the app out: only the files that import it are lost.
    func drop(package identity: String, because reason: String) {
        droppedPackages.insert(identity)
        files.leftOut.append(("package \(identity)", " \(reason)", 0))
        say("  left out package \(identity): \(reason)")
    }

    /// The target goes without `product` of `owner`; false when it already did.
    func drop(product: String, of owner: String) -> Bool {
        guard droppedProducts[owner]?.contains(product) != true else { return false }
        droppedProducts[owner, default: []].insert(product)
        return true
    }

    /// The app's packages with the copies that stand for them.
    func knownPackages() -> [PackageDependency] { copies.known(plan.packages) }

    /// A package that SwiftPM could not fetch, or whose own dependency it could not: in the
    /// second case the package is used through a copy without that dependency (its files
    /// that import it are then repaired like any others); otherwise it is left out. A
    /// dependency whose named branch the copy fetched here lacks is first asked for the copy's
    /// default branch, once (`RepositoryDefaultBranch`).
    func unresolved(_ failure: (identity: String, reason: String, dependency: String?)) throws {
        guard let dependency = failure.dependency, !(copies.withoutDependencies[failure.identity] ?? []).contains(dependency),
              let package = plan.packages.first(where: { $0.identity == failure.identity }),
              let root = copies.root(of: package) else {
            drop(package: failure.identity, because: failure.reason)
            return
        }
        // The reason quotes SwiftPM's line in parentheses; the copy's path ends it.
        let quoted = failure.reason.hasSuffix(")") ? String(failure.reason.dropLast()) : failure.reason
        if let missing = PackageResolutionErrors.missingBranch(in: quoted), PackageDependency.identity(of: missing.location) == dependency,
           let branch = RepositoryDefaultBranch.of(repositoryAt: missing.location), branch != missing.branch,
           copies.retarget(dependency: dependency, of: package.identity, toBranch: branch) {
            try copies.writeCopy(of: package.identity, root: root)
            files.leftOut.append(("branch \(missing.branch) of dependency \(dependency) of package \(package.identity)",
                                  " the copy fetched here lacks it; its default branch \(branch) was built instead", 0))
            say("  patched package \(package.identity) to ask for branch \(branch) of its dependency \(dependency): the copy fetched here has no branch \(missing.branch); a copy at \(copies.patched[package.identity]!)")
            try replan()
            return
        }
        copies.leaveOut(dependency: dependency, of: package.identity)
        try copies.writeCopy(of: package.identity, root: root)
        files.leftOut.append(("dependency \(dependency) of package \(package.identity)", " \(failure.reason)", 0))
        say("  patched package \(package.identity) without its dependency \(dependency), which cannot be fetched here: only the code that imports it goes; a copy at \(copies.patched[package.identity]!)")
        try replan()
    }

    /// Patches the dependencies named, each in a copy built against our modules.
    func patch(dependencies failures: [DependencyToPatch]) throws {
        try copies.patch(dependencies: failures, packages: plan.packages, dropped: droppedPackages) { drop(package: $0, because: $1) }
    }

    /// Xcode's pin of a package whose pinned commit this machine's copy lacks goes, and
    /// SwiftPM resolves it from its requirement (`ResolvedPins`); true when one went.
    func dropUnavailablePin(in output: String) -> Bool {
        guard let identity = ResolvedPins.unavailablePin(in: output),
              ResolvedPins.remove(identity, from: folder.appendingPathComponent(WrittenFiles.pinsName)) else { return false }
        say("  dropped Xcode's pin of package \(identity): its pinned commit is not in the copy fetched here, so it is resolved from its requirement")
        return true
    }

    /// Whether `round` is one of the last, where a failing file goes whole.
    func isLastRound(_ round: Int) -> Bool { round > rounds - AppPreviews.wholeFileRounds }
}
