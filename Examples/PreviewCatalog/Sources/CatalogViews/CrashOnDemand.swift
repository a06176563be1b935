import Foundation
import SwiftUI

/// A preview that traps when `PREVIEW_CATALOG_TRAP` is set: the end-to-end test
/// (scripts/previews-e2e) uses it to show that one trapping preview is reported with its file
/// and line while every other preview still renders.
#Preview("Trap on demand", traits: .sizeThatFitsLayout) {
    if ProcessInfo.processInfo.environment["PREVIEW_CATALOG_TRAP"] != nil {
        fatalError("PREVIEW_CATALOG_TRAP is set")
    }
    return Text("Renders unless PREVIEW_CATALOG_TRAP is set")
        .padding()
}
