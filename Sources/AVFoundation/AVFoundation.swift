import Foundation

// `import AVFoundation` on Linux (docs/ARCHITECTURE.md §2.7): the player that SwiftUI's
// `VideoPlayer` takes, holding its URL. Nothing decodes or plays media here.

/// A media player: AVFoundation's `AVPlayer`, holding its URL.
open class AVPlayer: @unchecked Sendable {
    // @unchecked: used from one thread.
    /// The media's address.
    public let url: URL?
    /// A player of nothing.
    public init() { url = nil }
    /// A player of the media at `url`.
    public init(url: URL) { self.url = url }
    /// Starts playback; a still has one frame.
    open func play() {}
    /// Pauses playback.
    open func pause() {}
    /// Whether sound is off.
    open var isMuted = false
    /// The playback rate; paused.
    open var rate: Float = 0
}


/// An audio player, as sound-effect helpers hold one: AVFoundation's `AVAudioPlayer`.
open class AVAudioPlayer: @unchecked Sendable {
    // @unchecked: used from one thread.
    /// The file's address.
    public let url: URL?
    /// A player of the file at `url`; nothing is read.
    public init(contentsOf url: URL) throws { self.url = url }
    /// Plays; silent here.
    @discardableResult open func play() -> Bool { false }
    /// Stops.
    open func stop() {}
    /// Readies playback.
    @discardableResult open func prepareToPlay() -> Bool { false }
    /// The volume, 0…1.
    open var volume: Float = 1
    /// Loops; -1 forever.
    open var numberOfLoops = 0
}
