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
    /// The volume, 0…1.
    open var volume: Float = 1

    // Seeking and time observers, as players with a scrubber use them (the real-app sample's
    // podcast and meditation screens). A still is one frame: the time is where the last seek
    // put it, and observers are kept but never called, since no time passes.
    private var time = CMTime.zero
    private var observers: [UUID] = []
    /// The playback position: the last seek's target.
    open func currentTime() -> CMTime { time }
    /// Moves to `time`.
    open func seek(to time: CMTime) { self.time = time }
    /// Moves to `time`, then calls `completionHandler` with true.
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        self.time = time
        completionHandler(true)
    }
    /// Moves to `time` within the tolerances.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) { self.time = time }
    /// Moves to `time`, async.
    open func seek(to time: CMTime) async -> Bool {
        self.time = time
        return true
    }
    /// Registers a periodic observer; kept, never called in a still. Returns the token to
    /// remove it with.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                      using block: @escaping @Sendable (CMTime) -> Void) -> Any {
        let token = UUID()
        observers.append(token)
        return token
    }
    /// Registers a boundary observer; kept, never called in a still.
    open func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?,
                                      using block: @escaping @Sendable () -> Void) -> Any {
        let token = UUID()
        observers.append(token)
        return token
    }
    /// Removes an observer `addPeriodicTimeObserver` returned.
    open func removeTimeObserver(_ observer: Any) {
        if let token = observer as? UUID { observers.removeAll { $0 == token } }
    }
}


/// An audio player, as sound-effect helpers hold one: AVFoundation's `AVAudioPlayer`.
open class AVAudioPlayer: @unchecked Sendable {
    // @unchecked: used from one thread.
    /// The file's address.
    public let url: URL?
    /// The sound's bytes, when made from data.
    public let data: Data?
    /// A player of the file at `url`; nothing is read.
    public init(contentsOf url: URL) throws {
        self.url = url
        data = nil
    }
    /// A player of the file at `url` of the type `utiString`; nothing is read.
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        self.url = url
        data = nil
    }
    /// A player of the sound in `data`; nothing is decoded.
    public init(data: Data) throws {
        url = nil
        self.data = data
    }
    /// A player of the sound in `data` of the type `utiString`; nothing is decoded.
    public init(data: Data, fileTypeHint utiString: String?) throws {
        url = nil
        self.data = data
    }
    /// Plays; silent here, so the answer is false and `isPlaying` stays false.
    @discardableResult open func play() -> Bool { false }
    /// Plays at `time`; silent here.
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { false }
    /// Pauses.
    open func pause() {}
    /// Stops.
    open func stop() {}
    /// Readies playback.
    @discardableResult open func prepareToPlay() -> Bool { false }
    /// The volume, 0…1.
    open var volume: Float = 1
    /// Fades the volume to `volume` over `duration`; set at once, as no time passes in a still.
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
    /// Loops; -1 forever.
    open var numberOfLoops = 0
    /// Whether it is playing; never, as nothing plays.
    open var isPlaying: Bool { false }
    /// The sound's length in seconds; 0, as nothing is decoded.
    open var duration: TimeInterval { 0 }
    /// The playback position in seconds.
    open var currentTime: TimeInterval = 0
    /// Whether `rate` applies.
    open var enableRate = false
    /// The playback rate, 0.5…2.
    open var rate: Float = 1
    /// The stereo position, -1 (left) … 1 (right).
    open var pan: Float = 0
    /// Whether levels are metered.
    open var isMeteringEnabled = false
    /// The number of channels; 0, as nothing is decoded.
    open var numberOfChannels: Int { 0 }
    /// Who hears that playback finished; never told in a still.
    open weak var delegate: (any AVAudioPlayerDelegate)?
}

/// What an audio player tells its delegate: AVFoundation's `AVAudioPlayerDelegate`. Each
/// method is an Objective-C optional on iOS; Linux has no `@objc optional`, so each has a
/// default that does nothing. Nothing plays in a still, so neither is called.
public protocol AVAudioPlayerDelegate: AnyObject {
    /// Playback reached the end (`flag` false: decoding stopped it).
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// Decoding failed.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    /// Nothing.
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    /// Nothing.
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// How video fills its bounds: AVFoundation's `AVLayerVideoGravity`.
public struct AVLayerVideoGravity: Hashable, RawRepresentable, Sendable {
    /// The gravity's name.
    public let rawValue: String
    /// The gravity named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Fit, keeping the aspect ratio.
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// Fill, keeping the aspect ratio and cropping.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    /// Stretch to fill.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}
