#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// What rendering one job gave.
public enum JobOutcome: Sendable, Equatable {
    /// Rendered: size, pixel hash, and milliseconds in the worker (render, encode, write).
    case rendered(width: Int, height: Int, pixelHash: String, milliseconds: Double)
    /// The preview threw, trapped or hung; the one-line reason.
    case failed(String)
}

/// Runs jobs in worker processes (this executable with `--worker`), `parallelism` at a time.
/// Jobs come in groups. By default each job is a group and a worker serves any of them, so
/// processes start once per slot. With `--isolate-files` a group is one source file's jobs:
/// each gets a fresh worker, which renders them in order and exits, so a preview that changes
/// global state (a static, a shared model a view mutates while it draws) changes only the
/// previews after it in its own file, the same way on every run and at any job count. Shared
/// workers let it change whichever preview the scheduler gives that worker next (measured:
/// MuVis's visualizations advance a static color index each time they draw, and which of them
/// ran out of range differed from run to run); isolated ones cost a process start per file
/// (measured: about twice the median time per image, §2.10). Each worker takes one job at a
/// time, so when one dies the job it held is known: that job is reported as failed with the
/// worker's last error line, and a fresh worker takes the rest of the group.
final class WorkerPool: @unchecked Sendable {
    let executable: String
    let arguments: [String]
    let parallelism: Int
    let timeout: Double
    private let lock = NSLock()
    private var queue: [[Int]]
    private var outcomes: [Int: JobOutcome] = [:]

    /// Whether each group gets a fresh worker (the default); false keeps workers across
    /// groups (the default; `--isolate-files` asks for fresh ones).
    let freshWorkerPerGroup: Bool

    init(executable: String, arguments: [String], groups: [[Int]], parallelism: Int, timeout: Double, freshWorkerPerGroup: Bool = true) {
        self.freshWorkerPerGroup = freshWorkerPerGroup
        self.executable = executable
        self.arguments = arguments
        let groups = groups.filter { !$0.isEmpty }
        self.queue = groups.reversed()
        self.parallelism = max(1, min(parallelism, groups.count))
        self.timeout = timeout
    }

    /// Runs every job; returns each job's outcome.
    func run() -> [Int: JobOutcome] {
        signal(SIGPIPE, SIG_IGN)
        let group = DispatchGroup()
        for _ in 0..<parallelism {
            group.enter()
            let thread = Thread { [self] in
                serveSlot()
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
        return outcomes
    }

    private func nextGroup() -> [Int]? {
        lock.lock()
        defer { lock.unlock() }
        return queue.popLast()
    }

    private func finish(_ job: Int, _ outcome: JobOutcome) {
        lock.lock()
        defer { lock.unlock() }
        outcomes[job] = outcome
    }

    private func serveSlot() {
        var worker: WorkerProcess?
        // The worker for the slot's next group, started while this one renders, so that its
        // start and warm-up overlap the work instead of delaying the next file's first image.
        var spare: WorkerProcess?
        while let group = nextGroup() {
            if freshWorkerPerGroup {
                worker?.finish()
                worker = spare
                spare = hasMoreGroups ? try? WorkerProcess(executable: executable, arguments: arguments) : nil
            }
            for job in group {
                if worker == nil {
                    do { worker = try WorkerProcess(executable: executable, arguments: arguments) } catch {
                        finish(job, .failed("could not start a worker process: \(error)"))
                        continue
                    }
                }
                let outcome = worker!.perform(job, timeout: timeout)
                if case .failed = outcome, !worker!.isAlive { worker = nil }
                finish(job, outcome)
            }
        }
        worker?.finish()
        spare?.finish()
    }

    private var hasMoreGroups: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !queue.isEmpty
    }
}

/// One worker process and its three pipes.
final class WorkerProcess: @unchecked Sendable {
    private let process = Process()
    private let input: Pipe
    private let answers: Pipe
    private let errors: Pipe
    private var buffer: [UInt8] = []
    private let stderrDone = DispatchSemaphore(value: 0)
    /// Signalled by the termination handler: `waitUntilExit()` can miss an exit and poll
    /// forever (measured in `render-swatches app`), a handler set before `run()` cannot.
    private let exited = DispatchSemaphore(value: 0)
    private let stderrLock = NSLock()
    private var recentErrors: [String] = []
    /// The job's last `Fatal error` line: Swift's backtrace after it is longer than the lines
    /// kept above, and the message is what says why the job failed.
    private var fatalLine: String?
    private(set) var isAlive = true

    /// Held while pipes are made and a worker is spawned, so that no other worker is spawned
    /// between a pipe's creation and its close-on-exec flag and inherits it (a worker holding
    /// another's pipe would keep it from ever seeing its input end).
    private static let spawnLock = NSLock()

    init(executable: String, arguments: [String]) throws {
        Self.spawnLock.lock()
        defer { Self.spawnLock.unlock() }
        (input, answers, errors) = (Pipe(), Pipe(), Pipe())
        for pipe in [input, answers, errors] {
            for handle in [pipe.fileHandleForReading, pipe.fileHandleForWriting] {
                _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
            }
        }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // A trapping preview should end its worker at once, without a minute of backtrace.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardInput = input
        process.standardOutput = answers
        process.standardError = errors
        process.terminationHandler = { [exited] _ in exited.signal() }
        try process.run()
        let handle = errors.fileHandleForReading
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                // Whole lines only: a trapped worker's last line has no newline, and the
                // run's own error line would otherwise continue it.
                if let end = pending.lastIndex(of: UInt8(ascii: "\n")) {
                    FileHandle.standardError.write(pending[...end])
                }
                let lines = String(decoding: pending, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                stderrLock.lock()
                recentErrors.append(contentsOf: lines.dropLast().map(String.init))
                if let fatal = lines.dropLast().last(where: { $0.contains("Fatal error") || $0.contains("fatal error") }) { fatalLine = String(fatal) }
                if recentErrors.count > 40 { recentErrors.removeFirst(recentErrors.count - 40) }
                stderrLock.unlock()
                pending = Data((lines.last.map(String.init) ?? "").utf8)
            }
            if !pending.isEmpty {
                FileHandle.standardError.write(pending + Data("\n".utf8))
                stderrLock.lock()
                recentErrors.append(String(decoding: pending, as: UTF8.self))
                stderrLock.unlock()
            }
            stderrDone.signal()
        }
    }

    /// Sends `job` and waits for its answer, the worker's end, or the timeout.
    func perform(_ job: Int, timeout: Double) -> JobOutcome {
        stderrLock.lock(); recentErrors.removeAll(); fatalLine = nil; stderrLock.unlock()
        let request = Array("\(job)\n".utf8)
        let sent = request.withUnsafeBytes { write(input.fileHandleForWriting.fileDescriptor, $0.baseAddress, $0.count) }
        if sent != request.count { return died() }
        switch readLine(timeout: timeout) {
        case .line(let line):
            return Self.parse(line, job: job)
        case .end:
            return died()
        case .timedOut:
            kill(process.processIdentifier, SIGKILL)
            _ = died()
            return .failed("did not finish within \(Int(timeout)) s (see --timeout); its worker was stopped")
        }
    }

    /// Closes the worker's input, which ends it, and waits for it.
    func finish() {
        try? input.fileHandleForWriting.close()
        exited.wait()
        stderrDone.wait()
    }

    /// The worker has ended (or been killed): waits for it and its last error lines, and says
    /// why the job it held failed.
    private func died() -> JobOutcome {
        isAlive = false
        finish()
        stderrLock.lock()
        let lines = recentErrors.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let fatal = fatalLine
        stderrLock.unlock()
        let reason = fatal ?? lines.last
        let how = process.terminationReason == .uncaughtSignal
            ? "trapped (signal \(process.terminationStatus))" : "ended its worker (exit status \(process.terminationStatus))"
        return .failed(reason.map { "\(how): \($0.trimmingCharacters(in: .whitespaces))" } ?? how)
    }

    static func parse(_ line: String, job: Int) -> JobOutcome {
        let fields = line.split(separator: " ", maxSplits: 2).map(String.init)
        if fields.first == "ok" {
            let values = line.split(separator: " ").map(String.init)
            if values.count == 6, Int(values[1]) == job, let width = Int(values[2]), let height = Int(values[3]),
               let milliseconds = Double(values[5]) {
                return .rendered(width: width, height: height, pixelHash: values[4], milliseconds: milliseconds)
            }
        } else if fields.first == "error", fields.count == 3, Int(fields[1]) == job {
            return .failed(fields[2])
        }
        return .failed("worker answered \(line.debugDescription) to job \(job)")
    }

    private enum Read { case line(String), end, timedOut }

    private func readLine(timeout: Double) -> Read {
        let fd = answers.fileHandleForReading.fileDescriptor
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return .line(line)
            }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return .timedOut }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(200, (deadline - now) / 1_000_000 + 1)))
            if ready < 0 { if errno == EINTR { continue } else { return .end } }
            if ready == 0 {
                if !process.isRunning { return .end }
                continue
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 { if errno == EINTR { continue } else { return .end } }
            if count == 0 { return .end }
            buffer.append(contentsOf: chunk[..<count])
        }
    }
}
