import Foundation

// Apple's ProcessInfo says which kind of app a process is, and code branches on it to pick a
// layout (Construct checks `isiOSAppOnMac` in a row's `onAppear`). Linux's has neither
// property; a preview here stands for an iPhone app on an iPhone, so both are false.
extension ProcessInfo {
    /// Whether an iPhone or iPad app runs on a Mac with Apple silicon: never, for a preview.
    public var isiOSAppOnMac: Bool { false }
    /// Whether the process is a Mac Catalyst app: never, for a preview.
    public var isMacCatalystApp: Bool { false }
}
