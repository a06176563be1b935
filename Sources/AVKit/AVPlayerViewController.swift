import AVFoundation
import UIKit

/// The system's video player controller: AVKit's `AVPlayerViewController`, which apps wrap in
/// a `UIViewControllerRepresentable` to get the full-screen controls. Nothing plays in a
/// still; the settings are kept and the controller's view draws as the named tile
/// (docs/ARCHITECTURE.md §2.7), like `VideoPlayer`.
@MainActor @preconcurrency
open class AVPlayerViewController: UIViewController {
    /// The player it shows.
    open var player: AVPlayer?
    /// Whether the playback controls show.
    open var showsPlaybackControls = true
    /// How the video fills the view.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Whether Picture in Picture is allowed.
    open var allowsPictureInPicturePlayback = true
    /// Whether playback starts full screen.
    open var entersFullScreenWhenPlaybackBegins = false
    /// Whether full screen ends with playback.
    open var exitsFullScreenWhenPlaybackEnds = false
    /// Whether the timecodes show.
    open var showsTimecodes = false
    /// Whether Live Text may analyse paused frames.
    open var allowsVideoFrameAnalysis = true
    /// A controller with no player.
    nonisolated public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    /// An `AVPlayerViewController` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
