import Foundation

/// Finds the `PreviewProvider`s whose `previews` trap when evaluated, so that planning never
/// evaluates them in the coordinator (a real app's provider built a view whose initializer
/// force-unwrapped `Bundle.main.infoDictionary`, and the whole run ended with nothing
/// rendered). The runner runs itself with `--probe`: that process evaluates each provider
/// between a `probe KEY` and a `probed KEY` line. When it dies, the last key it began is the
/// culprit; the probe runs again without it until it finishes (§2.10).
enum ProviderProbe {
    static func unplannedProviders(executable: String, arguments: [String]) -> Set<String> {
        var unplanned: Set<String> = []
        // Each round either finishes or finds one more provider; bounded all the same.
        for _ in 0..<1000 {
            var probeArguments = arguments.filter { !$0.hasPrefix("--unplanned") } + ["--probe"]
            if !unplanned.isEmpty { probeArguments += ["--unplanned", unplanned.sorted().joined(separator: ",")] }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = probeArguments
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_BACKTRACE"] = "enable=no"
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            // A handler set before `run()`: `waitUntilExit()` can miss an exit (see Subprocess).
            let exited = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in exited.signal() }
            do { try process.run() } catch { return unplanned }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            exited.wait()
            if process.terminationReason == .exit && process.terminationStatus == 0 { return unplanned }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            guard let last = lines.last(where: { $0.hasPrefix("probe ") }) else { return unplanned }
            let key = String(last.dropFirst("probe ".count))
            guard !lines.contains("probed \(key)"), !unplanned.contains(key) else { return unplanned }
            unplanned.insert(key)
        }
        return unplanned
    }
}
