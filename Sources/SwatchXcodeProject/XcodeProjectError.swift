import Foundation

/// What went wrong with a project or an output folder, worded for one `error:` line: the
/// command prints `file: message` and exits, and the output folder is left as it was.
public struct XcodeProjectError: Error, CustomStringConvertible, Equatable {
    /// The file or folder at fault, as the user named it or as the project names it.
    public let file: String
    /// What is wrong with it, in one line.
    public let message: String

    /// Names the file that is wrong, so the user knows where to look.
    public init(_ file: String, _ message: String) {
        self.file = file
        self.message = message
    }

    /// The `error:` line's text, without the prefix.
    public var description: String { "\(file): \(message)" }
}
