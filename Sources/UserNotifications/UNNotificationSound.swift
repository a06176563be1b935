import Foundation

/// A sound's file name: UserNotifications' `UNNotificationSoundName`.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    /// The file name.
    public let rawValue: String
    /// A name of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name of `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The sound a notification plays: UserNotifications' `UNNotificationSound`. Nothing plays.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The named file, or nil for the system's sound.
    public let _name: UNNotificationSoundName?
    /// Whether it is a critical alert's sound.
    public let _critical: Bool

    init(name: UNNotificationSoundName?, critical: Bool) {
        _name = name
        _critical = critical
        super.init()
    }

    /// A sound from the app's bundle.
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name, critical: false) }

    /// The system's notification sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil, critical: false) }
    /// The system's ringtone (iOS 15.2).
    open class var defaultRingtone: UNNotificationSound { UNNotificationSound(name: nil, critical: false) }
    /// The system's critical-alert sound.
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, critical: true) }
    /// The critical-alert sound at `volume`.
    open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: nil, critical: true)
    }
    /// A critical alert with the named sound.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true)
    }
    /// A critical alert with the named sound at `volume`.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true)
    }
}
