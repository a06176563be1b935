import Foundation
// Apple's AudioToolbox brings Core Foundation's `CFURL`, which `AudioServicesCreateSystemSoundID`
// takes (`url as CFURL`), and MacTypes' `OSStatus`; here they are CoreGraphics', re-exported
// alone.
@_exported import typealias CoreGraphics.CFURL
@_exported import typealias CoreGraphics.OSStatus

/// System Sound Services, which apps call for a click or a vibration when a timer ends or a
/// task is done. A still makes no sound: each call returns at once, and an ID made from a file
/// is a new number, as Apple's is, so code that keeps it works on.

/// An ID for a short system sound.
public typealias SystemSoundID = UInt32

/// The vibration of an iPhone.
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF
/// The alert sound the user chose.
public let kSystemSoundID_UserPreferredAlert: SystemSoundID = 0x0000_1000
/// A flash of the screen (macOS).
public let kSystemSoundID_FlashScreen: SystemSoundID = 0x0000_0FFE

/// Plays a system sound: nothing here.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays a system sound as an alert (with a vibration on an iPhone): nothing here.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays a system sound and calls `inCompletionBlock` when it would have finished: at once.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    inCompletionBlock?()
}

/// Plays a system sound as an alert and calls `inCompletionBlock` at once.
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    inCompletionBlock?()
}

/// Makes an ID for the sound file at `inFileURL`: the next number from 4096 up, like the IDs
/// Apple hands out, and no error.
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    outSystemSoundID.pointee = SystemSoundIDs.next()
    return 0
}

/// Releases a sound's ID: nothing to release here.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus { 0 }

/// Hands out sound IDs in order, one process-wide counter.
enum SystemSoundIDs {
    nonisolated(unsafe) private static var last: SystemSoundID = 4095
    private static let lock = NSLock()
    static func next() -> SystemSoundID {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
