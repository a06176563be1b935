import Foundation

/// A child process run to the end, its standard output and error read together: SwiftPM's
/// builds and renders for `render-swatches app`, and git's answers about a repository copy.
public enum Subprocess {
    /// Runs `arguments` through `/usr/bin/env`; its exit status and everything it printed.
    public static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        // Not `waitUntilExit()`: its run loop missed a child's exit here and polled forever
        // (a Construct run hung after SwiftPM had exited); the handler, set before `run()`,
        // cannot miss it.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
