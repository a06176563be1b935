import Foundation
@testable import SwatchPreviewRunner
import XCTest

/// Each source file's previews get a fresh worker, in order, so a preview that changes
/// global state changes the same previews on every run and at any job count (issue 46: MuVis's
/// visualizations advance a static index each time they draw). The worker here is a script
/// that answers each job with how many jobs its own process has served: the count a global
/// counter in a preview would see.
final class WorkerPoolGroupsTests: XCTestCase {
    private func script() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("counting-worker-\(UUID().uuidString).sh")
        try Data("""
            #!/bin/sh
            n=0
            while read job; do n=$((n + 1)); echo "ok $job 1 1 served$n 0.1"; done
            """.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    private func hashes(_ outcomes: [Int: JobOutcome]) -> [Int: String] {
        outcomes.compactMapValues { if case .rendered(_, _, let hash, _) = $0 { return hash } else { return nil } }
    }

    func testEveryFileStartsFromAFreshProcessWhateverTheJobCount() throws {
        let worker = try script()
        defer { try? FileManager.default.removeItem(at: worker) }
        // Three files: two previews, one, three.
        let groups = [[0, 1], [2], [3, 4, 5]]
        let expected = [0: "served1", 1: "served2", 2: "served1", 3: "served1", 4: "served2", 5: "served3"]
        for parallelism in [1, 2, 4] {
            let pool = WorkerPool(executable: worker.path, arguments: [], groups: groups, parallelism: parallelism, timeout: 30)
            XCTAssertEqual(hashes(pool.run()), expected, "jobs: \(parallelism)")
        }
        // Shared workers (the default, without --isolate-files): one process serves every job at one job.
        let shared = WorkerPool(executable: worker.path, arguments: [], groups: (0..<6).map { [$0] }, parallelism: 1, timeout: 30,
                                freshWorkerPerGroup: false)
        XCTAssertEqual(hashes(shared.run()), [0: "served1", 1: "served2", 2: "served3", 3: "served4", 4: "served5", 5: "served6"])
    }
}
