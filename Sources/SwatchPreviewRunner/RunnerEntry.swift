import Foundation

/// The runner's entry point, called by the `main.swift` that the RenderPreviews plugin
/// generates and links with the user's targets (§2.10). A C name, because that file imports
/// nothing: it needs no module search paths to compile.
@_cdecl("swatch_render_previews_main")
public func swatchRenderPreviewsMain() -> Int32 {
    PreviewEnvironment.markAsPreviews()
    RenderPreviewsCommand.main()
    return 0
}

/// What Xcode's canvas tells the process it runs previews in.
enum PreviewEnvironment {
    /// The variable Xcode sets to "1" for a process that renders previews.
    static let runningForPreviews = "XCODE_RUNNING_FOR_PREVIEWS"

    /// Sets `XCODE_RUNNING_FOR_PREVIEWS=1`, as Xcode does, unless the caller set it: libraries
    /// choose their preview behaviour by it (swift-dependencies' preview context, which gives
    /// a feature its `previewValue`s: Critical Maps' in-memory file storage; The Composable
    /// Architecture's logging; analytics SDKs that stay quiet). Before anything reads it, and
    /// inherited by the worker processes.
    static func markAsPreviews() {
        setenv(runningForPreviews, "1", 0)
    }
}
