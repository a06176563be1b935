import Foundation

/// The app's audio session: AVFoundation's `AVAudioSession`. Recorders, metronomes and
/// meditation timers configure it in their models' initializers (Swift-Charts-Examples'
/// microphone monitor, measured); a still plays and records nothing, so the configuration is
/// kept and permission stays undetermined, as on a fresh install where nobody was asked.
open class AVAudioSession: @unchecked Sendable {
    // @unchecked: used from one thread.
    /// The one session.
    public static let shared = AVAudioSession()
    /// The one session, by Apple's accessor.
    open class func sharedInstance() -> AVAudioSession { shared }

    /// The session's category (playback, record…).
    public struct Category: Hashable, RawRepresentable, Sendable {
        /// The category's name.
        public let rawValue: String
        /// The category named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sound that mixes with others and obeys the silent switch.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default: silenced by the switch, interrupts others.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// Playback that ignores the silent switch.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// Recording.
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// Playing and recording.
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// Several routes at once.
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// A specialisation of the category.
    public struct Mode: Hashable, RawRepresentable, Sendable {
        /// The mode's name.
        public let rawValue: String
        /// The mode named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// No specialisation.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// Minimal processing, for measuring input.
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        /// Spoken audio such as podcasts.
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// Voice chat.
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        /// Video recording.
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        /// Movie playback.
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    }

    /// Options of a category.
    public struct CategoryOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options with `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mix with other apps' audio.
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        /// Lower other apps' audio while this plays.
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        /// Allow Bluetooth input.
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        /// Route to the speaker by default.
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        /// Allow Bluetooth A2DP output.
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
    }

    /// Whether the user allowed recording.
    public enum RecordPermission: UInt, Sendable {
        /// Not asked yet: a still's answer.
        case undetermined = 1970168948
        /// Refused.
        case denied = 1684369017
        /// Allowed.
        case granted = 1735552628
    }

    /// The category set last; `.soloAmbient` until then.
    open private(set) var category: Category = .soloAmbient
    /// The mode set last.
    open private(set) var mode: Mode = .default
    /// The options set last.
    open private(set) var categoryOptions: CategoryOptions = []
    /// Whether the session is active.
    open private(set) var isActive = false
    /// Undetermined: nobody is asked in a still.
    open var recordPermission: RecordPermission { .undetermined }
    /// Whether another app plays audio; none does.
    open var isOtherAudioPlaying: Bool { false }
    /// The output volume, as the hardware buttons set it.
    open var outputVolume: Float { 0.5 }

    /// Sets the category.
    open func setCategory(_ category: Category) throws { self.category = category }
    /// Sets the category and its options.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        self.category = category
        categoryOptions = options
    }
    /// Sets the category, mode and options.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
    }
    /// Sets the mode.
    open func setMode(_ mode: Mode) throws { self.mode = mode }
    /// Activates or deactivates the session.
    open func setActive(_ active: Bool) throws { isActive = active }
    /// Asks for recording permission; the answer is no, as nobody taps Allow in a still.
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) { response(false) }
}
