/// Renders a view to pixels, modelled on SwiftUI's `ImageRenderer`: set `scale` and
/// `proposedSize`, then `render()`. Like SwiftUI's, the background is transparent.
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// Pixels per point; default 1.
    public var scale: CGFloat = 1
    /// The size offered to the root view; `.unspecified` renders it at its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Fill behind the view, resolved in `environment`; `nil` (SwiftUI's behaviour) is transparent.
    public var backgroundColor: Color?
    /// The environment the root view starts from (SwiftUI takes it from the window; here
    /// it is yours to set: color scheme, contrast, system font).
    public var environment = EnvironmentValues()
    /// The largest image, in pixels, `render()` will allocate.
    public var maximumPixelCount = 200_000_000
    /// A device's safe area (not in SwiftUI's `ImageRenderer`, which has none): when set, the
    /// root is laid out as a hosting view on a device lays it out — offered `proposedSize`
    /// less these insets and centred in what remains, except where `.ignoresSafeArea()`
    /// extends it (docs/ARCHITECTURE.md §5.18). `DevicePreset`s set it.
    public var safeAreaInsets = EdgeInsets()
    /// The device set by `apply(_:)`, which `UIScreen.main` reports while bodies are
    /// evaluated (`RenderScreen`).
    package var device: DevicePreset?
    /// Whether the root is a device's full screen (set by `apply(_:)`).
    package var fillsScreen = false
    /// Draws the Simulator's status bar (9:41, Wi-Fi, full battery, Dynamic Island) and home
    /// indicator over a device render, for pictures to set beside a screenshot. Not in
    /// SwiftUI's `ImageRenderer`; off by default, as previews draw none. Only devices whose
    /// bar was measured get one (`StatusBar.swift`); on others this draws nothing.
    public var showsStatusBar = false

    /// A renderer for `content`.
    public init(content: Content) { self.content = content }

    /// The most pixels this machine's memory can hold while one image is drawn and encoded:
    /// its physical memory over 16 bytes a pixel (the premultiplied canvas, the straight
    /// output, the PNG rows and their compressed bytes). `maximumPixelCount` never goes past
    /// it, so a limit of `Int.max` ends in `RenderError.tooManyPixels`, not in a failed
    /// allocation.
    public static var machinePixelLimit: Int {
        Int(clamping: ProcessInfo.processInfo.physicalMemory / 16)
    }

    /// A renderer for `content` set up in one call: the setup every caller of the package
    /// (CLI, batch, snapshot tests, golden hashes) shares, so an appearance is always applied
    /// whole (color scheme and contrast) and the defaults stay those of the properties.
    /// - Parameters:
    ///   - appearance: sets the environment's color scheme and contrast.
    ///   - scale: pixels per point.
    ///   - background: the fill, resolved in `appearance`; `nil` is transparent, as in SwiftUI.
    ///   - fontSource: where system fonts come from (`EnvironmentValues.systemFontSource`).
    ///   - proposedSize: the size offered to the view; `.unspecified` is its ideal size.
    ///   - maximumPixelCount: the largest image `render()` will allocate.
    public convenience init(
        content: Content, appearance: Appearance, scale: CGFloat = 1, background: Color? = nil,
        fontSource: FontSource = .default, proposedSize: ProposedViewSize = .unspecified,
        maximumPixelCount: Int = 200_000_000
    ) {
        self.init(content: content)
        self.scale = scale
        self.proposedSize = proposedSize
        self.backgroundColor = background
        self.maximumPixelCount = maximumPixelCount
        environment.appearance = appearance
        environment.systemFontSource = fontSource
    }

    /// Lays out the view (running the preference/state settle loop) and returns the placed
    /// root. Call only inside a view phase (`ViewPhase.run`), which puts it on the main actor.
    func layout(device inherited: DevicePreset? = RenderScreen.device) throws -> Node {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw RenderError.invalidScale(scale) }
        var environment = self.environment
        environment.displayScale = scale
        windowColorScheme = nil
        return try RenderScreen.$device.withValue(device ?? inherited) {
            let pass = LayoutPass()
            let root = try layOut(environment, pass: pass)
            // `.preferredColorScheme` names the window's scheme: lay out again in it (§6.5).
            guard pass.hasPreferredColorScheme,
                  let preferred = root.preferences().value(PreferredColorSchemeKey.self) ?? nil,
                  preferred != environment.colorScheme else { return root }
            environment.colorScheme = preferred
            windowColorScheme = preferred
            return try layOut(environment, pass: LayoutPass())
        }
    }

    /// The scheme a `.preferredColorScheme` in the view chose for the last layout, if it
    /// differs from the environment's; the background resolves in it.
    private var windowColorScheme: ColorScheme?

    /// The window the last layout ran in: the renderer's environment at its scale, in the
    /// scheme a `.preferredColorScheme` chose. The background and the status bar resolve in it.
    private var windowEnvironment: EnvironmentValues {
        var environment = self.environment
        environment.displayScale = scale
        if let windowColorScheme { environment.colorScheme = windowColorScheme }
        return environment
    }

    /// The view phase of a rendering, on the main actor (`ViewPhase`): layout, then the
    /// display list, which is all that the raster stage needs from the view.
    package func drawing() throws -> Drawing {
        let inherited = RenderScreen.device
        return try ViewPhase.run {
            var drawing = try drawing(of: try layout(device: inherited))
            if showsStatusBar, fillsScreen, let device, let metrics = StatusBarMetrics.measured(for: device) {
                // Laid out on its own, so the content's layout is the same with or without it.
                let bar = try LayoutPass().run(StatusBarOverlay(metrics: metrics, screen: device.size),
                                               proposal: ProposedViewSize(device.size), environment: windowEnvironment, scale: scale)
                bar.draw(&drawing.list)
            }
            return drawing
        }
    }

    /// The display list of a laid-out root, with the image's size checked.
    func drawing(of root: Node) throws -> Drawing {
        let size = root.frame.size
        let width = Int((size.width * scale + 0.5).rounded(.down).clamped(to: -1...1e9))
        let height = Int((size.height * scale + 0.5).rounded(.down).clamped(to: -1...1e9))
        guard size.width.isFinite, size.height.isFinite, width > 0, height > 0 else {
            throw RenderError.emptyImage(width: size.width, height: size.height)
        }
        let limit = min(maximumPixelCount, Self.machinePixelLimit)
        guard width * height <= limit else {
            throw RenderError.tooManyPixels(width: width, height: height, limit: limit)
        }
        var list = DisplayList(scale: scale)
        root.draw(&list)
        return Drawing(list: list, width: width, height: height, background: backgroundColor?.resolve(in: windowEnvironment))
    }

    /// What the view phase hands to the raster stage: no views, only drawing commands.
    package struct Drawing: @unchecked Sendable {
        // @unchecked: a finished display list, handed whole from the view phase to one
        // raster thread; nothing else holds or changes it.
        var list: DisplayList
        var width: Int
        var height: Int
        var background: RGBAColor?
    }

    private func layOut(_ environment: EnvironmentValues, pass: LayoutPass) throws -> Node {
        // A device's screen is a hosting root even where its safe area is empty (a
        // home-button iPhone in landscape has none): it fills the screen.
        if safeAreaInsets != EdgeInsets() || fillsScreen {
            return try pass.run(SafeAreaRoot(content: content, insets: safeAreaInsets), proposal: proposedSize, environment: environment, scale: scale)
        }
        return try pass.run(content, proposal: proposedSize, environment: environment, scale: scale)
    }

    /// Draws the view: layout and display list on the main actor (`ViewPhase`), then the
    /// raster on the calling thread, so that renderings on several threads rasterize in parallel.
    public func render() throws -> RasterImage {
        rasterize(try drawing())
    }

    /// The raster stage: pixels from a display list, on the calling thread.
    package func rasterize(_ drawing: Drawing) -> RasterImage {
        var canvas = Rasterizer.render(drawing.list, width: drawing.width, height: drawing.height, background: drawing.background)
        return RasterImage(width: drawing.width, height: drawing.height, scale: scale, pixels: canvas.takeStraightPixels())
    }

    /// The laid-out tree as JSON: size, scale, and one node per primitive view with its
    /// SwiftUI type name and frame in points (see `LayoutJSON`).
    public func layoutJSON() throws -> String {
        let inherited = RenderScreen.device
        return try ViewPhase.run { LayoutJSON.encode(try layout(device: inherited), scale: scale) }
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
