import Foundation
import SwatchRaster

/// The attributes Spotlight shows for an activity. Core Spotlight adds them to
/// `NSUserActivity` on Apple's systems; here the activity class is the engine's, which knows
/// nothing of this module, so the value is kept beside it, by object.
extension NSUserActivity {
    /// The activity's Spotlight attributes.
    public var contentAttributeSet: CSSearchableItemAttributeSet? {
        get {
            ActivityAttributes.lock.withLock {
                ActivityAttributes.sets[ObjectIdentifier(self)].flatMap { $0.activity === self ? $0.set : nil }
            }
        }
        set {
            ActivityAttributes.lock.withLock {
                ActivityAttributes.sets = ActivityAttributes.sets.filter { $0.value.activity != nil }
                ActivityAttributes.sets[ObjectIdentifier(self)] = newValue.map { ActivityAttributes.Entry(activity: self, set: $0) }
            }
        }
    }
}

/// Each activity's attributes, dropped once the activity is gone.
private enum ActivityAttributes {
    struct Entry {
        weak var activity: NSUserActivity?
        let set: CSSearchableItemAttributeSet
    }
    nonisolated(unsafe) static var sets: [ObjectIdentifier: Entry] = [:]
    static let lock = NSLock()
}
