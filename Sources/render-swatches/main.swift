import ArgumentParser
import SwatchRaster
import SwatchSheets

// Every failure ends as one `error:` line and a non-zero status (64 for bad arguments,
// 1 for failures while rendering or writing); help and version print as usual.
AtomicFile.installInterruptCleanup()
// Swift replaces the bytes of a non-UTF-8 argument with U+FFFD, which would make an existing
// file look missing ("no such file"); name the argument instead.
if let (index, text) = UndecodableNames.firstInvalidArgument() {
    FileHandle.standardError.write(Data("error: argument \(index) \"\(text)\" is not valid UTF-8; render-swatches needs UTF-8 file names (rename the file)\n".utf8))
    exit(64)
}
do {
    var command = try RenderSwatches.parseAsRoot()
    try command.run()
} catch let exitCode as ExitCode {
    // The command has already reported what went wrong (batch, verify).
    exit(exitCode.rawValue)
} catch {
    let code = RenderSwatches.exitCode(for: error)
    if code == .success {
        RenderSwatches.exit(withError: error)
    }
    let isUsage = error is ValidationError || code == .validationFailure
    let message = isUsage ? RenderSwatches.message(for: error) : String(describing: error)
    let line = message.split(separator: "\n").first.map(String.init) ?? message
    FileHandle.standardError.write(Data("error: \(line.hasPrefix("Error: ") ? String(line.dropFirst(7)) : line)\n".utf8))
    exit(isUsage ? 64 : 1)
}
