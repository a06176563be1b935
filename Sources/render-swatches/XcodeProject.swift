import ArgumentParser
import Foundation
import SwatchXcodeProject

/// `render-swatches xcodeproj`: an iOS app's Xcode project as a Linux Swift package, so that
/// `render-previews` can render the app's own previews (docs/ARCHITECTURE.md §2.11).
struct XcodeProject: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xcodeproj",
        abstract: "Write a Linux Swift package of an Xcode project's iOS app, for render-previews.",
        discussion: """
            Reads PATH/project.pbxproj, picks the iOS application target, and writes a \
            package at --output with one library target of the app's Swift files and \
            resources (linked from the project, not copied; a file whose #if lines name \
            os(iOS) is written with that condition also true on Linux, as Xcode builds \
            previews for iOS, and a file with Objective-C wiring (@objc, @IBOutlet, \
            #selector, @NSManaged) is written with the smallest change that builds; each \
            such copy is named), depending on this engine's \
            SwiftUI, UIKit, SwiftData… for Linux. Files that cannot build on Linux (the @main \
            App struct, other platforms' files, storyboards) and the other targets are left \
            out, one line each. Running it again updates the folder and removes only files it \
            wrote before. Then: swift package --package-path DIR \
            --allow-writing-to-package-directory render-previews
            """)

    @OptionGroup var options: XcodeProjectOptions

    @Flag(help: "Copy the project's files instead of linking them (a package that outlives the checkout).")
    var copy = false

    @Flag(name: .customLong("keep-platform-conditions"), help: "Link Swift files with #if os(iOS) as they are (on Linux that branch is false). By default they are written with os(iOS) true, as Xcode compiles previews for iOS.")
    var keepPlatformConditions = false

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let opened = URL(fileURLWithPath: options.project, relativeTo: cwd).standardizedFileURL
        // A workspace stands for its app project, with its package folders beside it.
        let workspace = opened.pathExtension == "xcworkspace" ? try XcodeWorkspace(bundle: opened) : nil
        let bundle = try workspace?.appProject(target: options.target) ?? opened
        let workspacePackages = workspace?.packageFolders ?? []
        let folder = URL(fileURLWithPath: options.output, relativeTo: cwd).standardizedFileURL
        let engine = try EngineReference(argument: options.engine, relativeTo: cwd)
        let plan = try XcodePackagePlan(project: bundle, target: options.target, exclude: options.exclude, workspacePackages: workspacePackages, workspace: workspace?.bundle)
        if let clash = plan.outputNameClash(folder) { throw clash }

        print("\(plan.projectName): target \"\(plan.targetName)\" → module \(plan.moduleName)")
        for skipped in plan.skippedTargets {
            print("skipped target \"\(skipped.name)\": \(skipped.reason)")
        }
        for skipped in plan.skippedFiles {
            print("skipped file \(skipped.path): \(skipped.reason)")
        }
        for warning in plan.warnings {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
        let contents = WrittenFiles.contents(for: plan, engine: engine, copy: copy, iOSConditions: !keepPlatformConditions)
        for (path, notes) in WrittenFiles.rewriteNotes(for: plan, iOSConditions: !keepPlatformConditions) {
            print("rewrote \(path): \(notes.joined(separator: "; ")) (a copy; the project's file is unchanged)")
        }
        let removed = try WrittenFiles.install(contents, into: folder, project: bundle.path, target: plan.targetName)
        for path in removed {
            print("removed \(path): written by the previous run, no longer in the project")
        }
        let sources = plan.files.filter { $0.role == .source }.count
        let resources = plan.files.count - sources
        print("wrote \(options.output): Package.swift, \(sources) Swift file\(sources == 1 ? "" : "s"), \(resources) resource\(resources == 1 ? "" : "s") (\(copy ? "copied" : "linked")); products \(plan.imports.engine.joined(separator: ", "))")
        print("next: swift package --package-path \(options.output) --allow-writing-to-package-directory render-previews")
    }
}
