import Foundation
import SwatchXcodeProject

// What a failed build of the app's package says about the packages it uses, rather than the
// app's own files (docs/ARCHITECTURE.md §2.11): a product the target names through the wrong
// package, a pin or a package that cannot be fetched, a patched copy whose code fails, a
// package that does not build on Linux, a dependency that imports our modules, SwiftPM's
// refusal of unsafe flags. Each costs only the code that uses the package.
extension AppBuild {
    /// Repairs the package failure that `output` (a failed `swift build`'s) shows, for build
    /// `round`; false when the failure is not a package's, so the app's own files are judged.
    func repairPackages(after buildOutput: String, round: Int) throws -> Bool {
        // Errors inside macro expansions count where their code comes from, in a package too.
        let output = BuildDiagnostics.placingMacroErrors(in: buildOutput)
        // A product the project links through a package that only depends on its owner.
        if let (product, owner) = AppPreviews.productNotInPackage(output, module: plan.moduleName, packages: plan.packages),
           drop(product: product, of: owner) {
            say("  left out product \(product) of package \(owner) from the target: the package does not declare it (Xcode finds it in the package's own dependencies; its module is built with them)")
            try replan()
            return true
        }
        if dropUnavailablePin(in: output) { return true }
        // A package that cannot be fetched or read here costs only the files that use it.
        if let package = AppPreviews.unresolvedPackage(in: output, among: plan.packages, checkouts: copies.checkouts, packageFolder: folder), !droppedPackages.contains(package.identity) {
            try unresolved(package)
            return true
        }
        // A patched copy of a package's dependency: its failing code is repaired in place.
        if let (identity, root) = copies.dependencyCopies.sorted(by: { $0.key < $1.key }).first(where: { _, root in
            !PackagePatches.firstErrors(in: output, under: root).isEmpty
        }) {
            copies.rounds[identity, default: 0] += 1
            if copies.rounds[identity, default: 0] > AppPreviews.roundsPerCopy || isLastRound(round),
               let owner = copies.redirects.first(where: { $0.value[identity] != nil })?.key, !droppedPackages.contains(owner) {
                let reason = "still does not build after \(copies.rounds[identity, default: 0] - 1) rounds of leaving out its failing code"
                if let package = knownPackages().first(where: { $0.identity == owner }), let root = copies.root(of: package),
                   !(copies.withoutDependencies[owner] ?? []).contains(identity) {
                    // A package of the app goes on without it, as without a package that
                    // cannot be fetched: only its code that imports the dependency goes.
                    // Dropping it cost FabulaItemsProvider's local package, with all 296
                    // previews, for its Alamofire (compiled with iOS's Security paths).
                    copies.leaveOut(dependency: identity, of: owner)
                    try copies.writeCopy(of: owner, root: root)
                    files.leftOut.append(("dependency \(identity) of package \(owner)", " \(reason)", 0))
                    say("  patched package \(owner) without its dependency \(identity), which \(reason): only the code that imports it goes")
                } else {
                    drop(package: owner, because: "its dependency \(identity) \(reason)")
                }
                try replan()
                return true
            }
            for outcome in copies.repairs.repairErrors(in: output, root: root, identity: identity,
                                                         wholeFile: isLastRound(round)) {
                if !outcome.what.isEmpty { files.leftOut.append((outcome.what, outcome.why, outcome.previews)) }
                say(outcome.line)
            }
            return true
        }
        // A package whose own files fail: one that imports SwiftUI, UIKit… and was not
        // patched yet is used through a patched copy; any other costs only its importers.
        if let failing = PackagePatches.failingPackage(in: output, packages: knownPackages(),
                                                       checkouts: copies.checkouts, packageFolder: folder) {
            let products = failing.missingModule.map { ImportedModules.engineProducts.contains($0) } == true && copies.patched[failing.identity] == nil
                ? PackagePatches.engineImports(under: failing.root) : []
            if let copy = copies.patched[failing.identity], failing.root.path == folder.appendingPathComponent(copy).standardizedFileURL.resolvingSymlinksInPath().path,
               failing.path.hasSuffix(".swift"), !failing.path.hasSuffix("Package.swift") {
                // A copy still failing after many rounds (PetNote's Mantis, a UIKit photo
                // cropper of a hundred files) would use up the build: it is dropped, and
                // only the app's code that uses it goes. Not a local package of the app's
                // that holds previews (try! Tokyo's conference holds all ten): dropping it
                // would cost every one, so it is repaired as the app's own files are.
                copies.rounds[failing.identity, default: 0] += 1
                let spent = copies.rounds[failing.identity, default: 0] > AppPreviews.roundsPerCopy || isLastRound(round)
                let holdsPreviews = copies.patchedLocal.contains(failing.identity) && AppPreviews.previewCount(under: failing.root) > 0
                if spent, !holdsPreviews {
                    drop(package: failing.identity, because: "still does not build after \(copies.rounds[failing.identity, default: 0] - 1) rounds of leaving out its failing code: \(failing.firstError)")
                    try replan()
                    return true
                }
                // Our own copy of the package: its failing previews, bodies and files are
                // left out of it, each with its first error, as an app's would be. One that
                // holds previews is the app's code (Construct keeps every screen in its local
                // package): as for the app's own files, only a file's own count of pieces
                // and the last rounds make a file go whole, never the copy's count of
                // rounds, which cost Construct whole feature files after its eighth.
                let wholeFile = holdsPreviews ? isLastRound(round) : spent
                for outcome in copies.repairs.repairErrors(in: output, root: failing.root, identity: failing.identity,
                                                             wholeFile: wholeFile) {
                    if !outcome.what.isEmpty { files.leftOut.append((outcome.what, outcome.why, outcome.previews)) }
                    say(outcome.line)
                }
            } else if !products.isEmpty {
                try copies.writeCopy(of: failing.identity, root: failing.root)
                say("  patched package \(failing.identity): its files import \(products.joined(separator: ", ")); a copy at \(copies.patched[failing.identity]!) depends on this engine's modules")
            } else {
                drop(package: failing.identity, because: "does not build on Linux: \(failing.firstError)")
            }
            try replan()
            return true
        }
        // A package's own dependency that does not build (SkyWizard's local package needs
        // NetworkingService, which uses URLRequest without FoundationNetworking): the
        // app's package that names it is dropped, costing only its importers.
        let failingDependencies = AppPreviews.failingDependency(in: output, packages: knownPackages(),
                                                         checkouts: copies.checkouts, packageFolder: folder)
            .map { [DependencyToPatch(owner: $0.0.identity, dependency: $0.1, reason: $0.2)] }
            ?? (output.contains("missing required module '")
                ? AppPreviews.dependenciesImportingEngine(folder: folder, scratch: scratch, engineIdentity: engine.identity,
                                                   packages: knownPackages(), patched: Set(copies.dependencyCopies.keys),
                                                   checkouts: copies.checkouts) ?? []
                : [])
        let newFailures = failingDependencies.filter { !droppedPackages.contains($0.owner) }
        if !newFailures.isEmpty {
            try patch(dependencies: newFailures)
            try replan()
            return true
        }
        // Remote packages whose products are built on patched copies: the whole chain up to
        // the app's packages, read from the checkouts' manifests, since the graph does not
        // load; else the one package that the refusal names.
        if output.contains("contains unsafe build flags") {
            let chain = copies.chainToCopies(packages: knownPackages())
            if !chain.isEmpty {
                say("  SwiftPM refuses fetched packages built on patched copies: \(chain.count) more on the way to the copies are patched at once (\(chain.map(\.dependency).joined(separator: ", ")))")
                try patch(dependencies: chain.map { DependencyToPatch(owner: $0.owner, dependency: $0.dependency, reason: "") })
                try replan()
                return true
            }
        }
        if let found = UnsafeFlagsProducts.dependency(in: output, packages: knownPackages(), checkouts: copies.checkouts,
                                                      patched: Set(copies.dependencyCopies.keys)) {
            try patch(dependencies: [DependencyToPatch(owner: found.owner, dependency: found.dependency, reason: "")])
            try replan()
            return true
        }
        // SwiftPM's own error about a package of the app ("error: 'resolver': target
        // 'Resolver' referenced in product 'Resolver' is empty", once its only file was left
        // out of the patched copy): that package is dropped like one that cannot be fetched.
        if let package = plan.packages.first(where: { package in
            output.split(separator: "\n").contains { $0.hasPrefix("error: '\(package.identity)': ") }
        }), !droppedPackages.contains(package.identity) {
            let line = output.split(separator: "\n").first { $0.hasPrefix("error: '\(package.identity)': ") }.map(String.init) ?? ""
            drop(package: package.identity, because: String(line.dropFirst("error: '\(package.identity)': ".count)))
            try replan()
            return true
        }
        return false
    }
}
