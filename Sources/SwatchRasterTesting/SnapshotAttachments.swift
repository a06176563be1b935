import Foundation
#if canImport(Testing)
import Testing
#endif

/// Attaches a snapshot's reference, new and diff PNGs to the running Swift Testing test
/// (`Attachment.record`, Swift 6.2 and later), so a test report carries the pictures. The
/// files stay on disk as well. XCTest on Linux has no `XCTAttachment`; its failures name the
/// files instead.
enum SnapshotAttachments {
    static func attach(reference: URL?, new: URL?, diff: URL?, name: String) {
        #if canImport(Testing)
        guard Test.current != nil else { return }
        for (url, role) in [(reference, "reference"), (new, "new"), (diff, "diff")] {
            guard let url, let data = try? Data(contentsOf: url) else { continue }
            Attachment.record([UInt8](data), named: "\(SnapshotStore.sanitized(name)).\(role).png")
        }
        #endif
    }
}
