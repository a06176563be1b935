@_exported import AVFoundation
import Foundation
import SwatchRaster

// `import AVKit` on Linux (docs/ARCHITECTURE.md §2.7): SwiftUI's `VideoPlayer` and the
// player type it takes (from AVFoundation, which it re-exports, as Apple's does). Nothing decodes video here; the player draws as a placeholder tile
// captioned "VideoPlayer", with any overlay on top, at the size layout gives it.

/// SwiftUI's `VideoPlayer`, drawn as a placeholder tile with its overlay on top.
public struct VideoPlayer<VideoOverlay: View>: View {
    let overlay: VideoOverlay

    /// A player with an overlay over the video.
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        overlay = videoOverlay()
    }
    /// The tile and the overlay.
    public var body: some View {
        ZStack {
            _PlaceholderTile("VideoPlayer")
            overlay
        }
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// A player without an overlay.
    public init(player: AVPlayer?) { overlay = EmptyView() }
}
