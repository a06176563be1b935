import Foundation

/// The keys of an `AVAudioRecorder`'s settings dictionary.
public let AVFormatIDKey = "AVFormatIDKey"
/// The sample rate, in hertz.
public let AVSampleRateKey = "AVSampleRateKey"
/// The number of channels.
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
/// The encoder's quality, an `AVAudioQuality` raw value.
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
/// The encoder's bit rate.
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
/// The linear PCM bit depth.
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"

/// Core Audio's format identifiers that recorder settings name (Apple's four-character codes).
public let kAudioFormatLinearPCM: UInt32 = 0x6C70_636D      // 'lpcm'
/// MPEG-4 AAC.
public let kAudioFormatMPEG4AAC: UInt32 = 0x6161_6320       // 'aac '
/// Apple Lossless.
public let kAudioFormatAppleLossless: UInt32 = 0x616C_6163  // 'alac'

/// An encoder's quality.
public enum AVAudioQuality: Int, Sendable {
    /// Lowest.
    case min = 0
    /// Low.
    case low = 0x20
    /// Medium.
    case medium = 0x40
    /// High.
    case high = 0x60
    /// Highest.
    case max = 0x7F
}

/// A recorder: AVFoundation's `AVAudioRecorder`. Level meters and voice memos make one; a
/// still has no microphone, so it records nothing and its meters read silence (-160 dB, the
/// floor Apple documents for `averagePower(forChannel:)`).
open class AVAudioRecorder: @unchecked Sendable {
    // @unchecked: used from one thread.
    /// Where the recording would be written.
    public let url: URL
    /// The settings it was made with.
    public let settings: [String: Any]
    /// Whether metering is on.
    open var isMeteringEnabled = false
    /// Whether it is recording; never in a still.
    open private(set) var isRecording = false
    /// Seconds recorded.
    open var currentTime: TimeInterval { 0 }

    /// A recorder writing to `url` with `settings`; nothing is opened.
    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
    }

    /// Readies the file; nothing to ready.
    @discardableResult open func prepareToRecord() -> Bool { true }
    /// Would start recording; there is no microphone.
    @discardableResult open func record() -> Bool { false }
    /// Pauses.
    open func pause() {}
    /// Stops.
    open func stop() { isRecording = false }
    /// Refreshes the meters.
    open func updateMeters() {}
    /// The channel's average power in decibels: silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// The channel's peak power in decibels: silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
    /// Deletes the recording; there is none.
    @discardableResult open func deleteRecording() -> Bool { false }
}
