/// The runner's entry point, called by the `main.swift` that the RenderPreviews plugin
/// generates and links with the user's targets (§2.10). A C name, because that file imports
/// nothing: it needs no module search paths to compile.
@_cdecl("swatch_render_previews_main")
public func swatchRenderPreviewsMain() -> Int32 {
    RenderPreviewsCommand.main()
    return 0
}
