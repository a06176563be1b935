import Foundation

// How VoiceOver speaks a view's text. Speech is not drawn, so the view is unchanged.

extension View {
    /// VoiceOver speaks every punctuation mark in this view's text; not drawn.
    nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
    /// VoiceOver spells this view's text out letter by letter; not drawn.
    nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
    /// VoiceOver raises (up to 1) or lowers (down to -1) its pitch for this view's text; not drawn.
    nonisolated public func speechAdjustedPitch(_ value: Double) -> some View { self }
    /// VoiceOver queues announcements from this view behind current speech; not drawn.
    nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
}
