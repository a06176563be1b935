import Foundation

// Text to speech, as flash-card and meditation apps read words aloud: AVFoundation's speech
// synthesis. A still makes no sound, so `speak` queues nothing and the delegate hears
// nothing; voices are the ones a device reports for a language, without audio.

/// A speech synthesizer: AVFoundation's `AVSpeechSynthesizer`. Silent here: it never speaks
/// or pauses, so `isSpeaking` and `isPaused` stay false.
open class AVSpeechSynthesizer: @unchecked Sendable {
    // @unchecked: used from one thread, as apps use it.
    /// A synthesizer.
    public init() {}
    /// Who hears speech start and finish; never told in a still.
    open weak var delegate: (any AVSpeechSynthesizerDelegate)?
    /// Whether it is speaking; never.
    open var isSpeaking: Bool { false }
    /// Whether it is paused; never.
    open var isPaused: Bool { false }
    /// Whether speech plays through the app's audio session.
    open var usesApplicationAudioSession = true
    /// Whether it mixes with other audio.
    open var mixToTelephonyUplink = false
    /// Speaks `utterance`; silent here.
    open func speak(_ utterance: AVSpeechUtterance) {}
    /// Stops speaking at `boundary`; there is nothing to stop, so false.
    @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    /// Pauses at `boundary`; there is nothing to pause, so false.
    @discardableResult open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    /// Continues paused speech; there is none, so false.
    @discardableResult open func continueSpeaking() -> Bool { false }
}

/// Where speech stops or pauses: AVFoundation's `AVSpeechBoundary`.
public enum AVSpeechBoundary: Int, Sendable {
    /// At once.
    case immediate = 0
    /// After the current word.
    case word = 1
}

/// A text to speak and how: AVFoundation's `AVSpeechUtterance`.
open class AVSpeechUtterance: @unchecked Sendable {
    // @unchecked: set before speaking, from one thread.
    /// The text.
    public let speechString: String
    /// The voice; nil, the default for the user's language.
    open var voice: AVSpeechSynthesisVoice?
    /// The speed, `AVSpeechUtteranceMinimumSpeechRate`…`AVSpeechUtteranceMaximumSpeechRate`.
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// The pitch, 0.5…2.
    open var pitchMultiplier: Float = 1
    /// The volume, 0…1.
    open var volume: Float = 1
    /// Silence before, in seconds.
    open var preUtteranceDelay: TimeInterval = 0
    /// Silence after, in seconds.
    open var postUtteranceDelay: TimeInterval = 0
    /// Whether assistive technologies' settings apply.
    open var prefersAssistiveTechnologySettings = false
    /// An utterance of `string`.
    public init(string: String) { speechString = string }
    /// An utterance of `string`'s characters.
    public convenience init(attributedString string: NSAttributedString) { self.init(string: string.string) }
}

/// The slowest speech rate.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The fastest speech rate.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
/// The normal speech rate.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// A voice: AVFoundation's `AVSpeechSynthesisVoice`. Here there is one voice per language
/// (no audio): `init?(language:)` answers for any BCP 47 code. An `NSObject`, as Apple's is,
/// so that voices are `Hashable` (`ForEach(voices, id: \.self)`); two voices are equal when
/// their identifiers are.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    // @unchecked: immutable.
    /// The BCP 47 code, such as `en-US`.
    public let language: String
    /// The identifier.
    public let identifier: String
    /// The display name.
    public let name: String
    /// The quality.
    public let quality: AVSpeechSynthesisVoiceQuality
    /// The gender.
    public let gender: AVSpeechSynthesisVoiceGender

    init(language: String, identifier: String, name: String) {
        self.language = language
        self.identifier = identifier
        self.name = name
        quality = .default
        gender = .unspecified
    }

    /// Equal to another voice of the same identifier.
    open override func isEqual(_ object: Any?) -> Bool { (object as? AVSpeechSynthesisVoice)?.identifier == identifier }
    /// The identifier's hash.
    open override var hash: Int { identifier.hashValue }

    /// The voice for `languageCode` (nil: the user's language, `en-US` here).
    public convenience init?(language languageCode: String?) {
        let language = languageCode ?? Self.currentLanguageCode()
        guard !language.isEmpty else { return nil }
        self.init(language: language, identifier: "com.apple.voice.compact.\(language)", name: language)
    }
    /// The voice with `identifier`, if it is one of `speechVoices()`.
    public convenience init?(identifier: String) {
        guard let voice = Self.speechVoices().first(where: { $0.identifier == identifier }) else { return nil }
        self.init(language: voice.language, identifier: voice.identifier, name: voice.name)
    }
    /// The voices: one for each of a few common languages.
    open class func speechVoices() -> [AVSpeechSynthesisVoice] {
        ["en-US", "en-GB", "de-DE", "es-ES", "fr-FR", "it-IT", "ja-JP", "zh-CN"].compactMap { AVSpeechSynthesisVoice(language: $0) }
    }
    /// The user's language code: `en-US` in a still.
    open class func currentLanguageCode() -> String { "en-US" }
}

/// A voice's quality: AVFoundation's `AVSpeechSynthesisVoiceQuality`.
public enum AVSpeechSynthesisVoiceQuality: Int, Sendable {
    /// The compact voice.
    case `default` = 1
    /// The enhanced voice.
    case enhanced = 2
    /// The premium voice.
    case premium = 3
}

/// A voice's gender: AVFoundation's `AVSpeechSynthesisVoiceGender`.
public enum AVSpeechSynthesisVoiceGender: Int, Sendable {
    /// Not given.
    case unspecified = 0
    /// Male.
    case male = 1
    /// Female.
    case female = 2
}

/// What a synthesizer tells its delegate: AVFoundation's `AVSpeechSynthesizerDelegate`. Each
/// method is an Objective-C optional on iOS; Linux has no `@objc optional`, so each has a
/// default that does nothing. Nothing is spoken in a still, so none is called.
public protocol AVSpeechSynthesizerDelegate: AnyObject {
    /// Speech of `utterance` started.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    /// Speech of `utterance` finished.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    /// Speech of `utterance` paused.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
    /// Speech of `utterance` continued.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
    /// Speech of `utterance` was cancelled.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
    /// `characterRange` of `utterance` is about to be spoken.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    /// Nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    /// Nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    /// Nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
    /// Nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}
    /// Nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
    /// Nothing.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance) {}
}
