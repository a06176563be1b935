import ArgumentParser
import SwatchXcodeProject

/// The options `xcodeproj` and `app` share: which project and target, where the package
/// goes, which engine it builds against, and what to leave out.
struct XcodeProjectOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The Xcode project (App.xcodeproj), or a workspace (App.xcworkspace): its iOS app project, with its package folders.", valueName: "path"))
    var project: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The package folder to write or update.", valueName: "dir"))
    var output: String

    @Option(help: ArgumentHelp("This engine: a checkout's folder, or a git URL (default: \(EngineReference.defaultURL), branch main).", valueName: "path-or-url"))
    var engine: String?

    @Option(help: ArgumentHelp("The iOS application target, when the project has more than one.", valueName: "name"))
    var target: String?

    @Option(help: ArgumentHelp("Leave out a file or folder (its path from the project's folder, or a file name); repeatable.", valueName: "path"))
    var exclude: [String] = []
}
