#if canImport(Glibc)
import Glibc
#endif
import Foundation
import SwatchPreviews
import SwatchRaster

/// A worker process: reads job numbers on stdin, renders each into `<staging>/<n>.png`, and
/// answers one line per job on a private copy of stdout. The user's own `print`s go to
/// stderr, so they can never be read as an answer. A preview that traps ends only this
/// process; the coordinator sees which job it was working on (§2.10).
enum PreviewWorker {
    /// Serves jobs until stdin closes.
    @MainActor
    static func serve(jobs: [PreviewJob], records: [PreviewRecord], staging: URL) -> Int32 {
        let answers = dup(1)
        guard answers >= 0, dup2(2, 1) >= 0 else { return 70 }
        warmUp()
        while let line = readLine() {
            guard let index = Int(line), jobs.indices.contains(index) else {
                writeLine("error \(line) not a job number", to: answers)
                continue
            }
            let job = jobs[index]
            let started = DispatchTime.now().uptimeNanoseconds
            do {
                let image = try PreviewRendering.render(job, record: records[job.recordIndex])
                try image.writePNG(to: staging.appendingPathComponent("\(index).png"))
                let hash = image.pixelHash(using: .xxh3_128)
                let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
                writeLine("ok \(index) \(image.width) \(image.height) \(hash) \(String(format: "%.3f", milliseconds))", to: answers)
            } catch {
                let message = String(describing: error).replacingOccurrences(of: "\n", with: " ")
                writeLine("error \(index) \(message)", to: answers)
            }
        }
        return 0
    }

    /// Draws a little text before the first job, with the engine's own views only (no code
    /// of the app's runs): fonts are found and opened, and the first preview is drawn by a
    /// warm process. A worker starts per source file (`WorkerPool`), and the pool starts the
    /// next one while the current one renders, so this happens off the critical path.
    @MainActor
    static func warmUp() {
        let sample = VStack(spacing: 4) {
            Text("Warm up").font(.body)
            Text("Warm up").font(.headline)
            Image(systemName: "circle")
        }
        _ = try? ImageRenderer(content: sample).render()
    }

    private static func writeLine(_ text: String, to fd: Int32) {
        var bytes = Array((text + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 { if errno == EINTR { continue } else { exit(74) } }
            offset += written
        }
    }
}
