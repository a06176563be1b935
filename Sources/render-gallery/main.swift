import AnchorExample
import LayoutExamples
import LectureExamples
import PreferenceKeyExamples
import SwatchRaster

// Renders every gallery example to PNG: `swift run render-gallery [DIR]` (default docs/gallery).
// Each line printed names the file, its size and its pixel hash.

struct Entry {
    let name: String
    let proposal: ProposedViewSize
    var colorScheme: ColorScheme = .light
    /// A phone the screen fills (its size and safe area), drawn at 2x to keep files small.
    var device: DevicePreset? = nil
    let make: () -> AnyView
}

/// A full screen on an iPhone 16, light and dark.
func screen(_ name: String, _ make: @escaping () -> AnyView) -> [Entry] {
    [Entry(name: name, proposal: .unspecified, device: .iPhone16, make: make),
     Entry(name: name + "-dark", proposal: .unspecified, colorScheme: .dark, device: .iPhone16, make: make)]
}

let entries: [Entry] = [
    Entry(name: "anchor-first", proposal: .init(width: 390, height: 844)) { AnyView(AnchorExample.first) },
    Entry(name: "anchor-last", proposal: .init(width: 390, height: 844)) { AnyView(AnchorExample.last) },
    Entry(name: "same-width-labels", proposal: .unspecified) { AnyView(PreferenceKeyExamples.sameWidthLabels) },
    Entry(name: "month-view", proposal: .unspecified) { AnyView(PreferenceKeyExamples.monthView) },
    Entry(name: "circle-text", proposal: .unspecified) { AnyView(PreferenceKeyExamples.circleText) },
    Entry(name: "cards", proposal: .init(width: 390, height: 300)) { AnyView(LectureExamples.cards) },
    Entry(name: "priority", proposal: .init(width: 200, height: 40)) { AnyView(LectureExamples.priority) },
    Entry(name: "text-background", proposal: .init(width: 200, height: 100)) { AnyView(LectureExamples.textBackground) },
    Entry(name: "circle-overlay", proposal: .init(width: 200, height: 100)) { AnyView(LectureExamples.circleOverlay) },
    Entry(name: "transforms", proposal: .unspecified) { AnyView(LayoutExamples.transforms) },
    Entry(name: "view-that-fits", proposal: .unspecified) { AnyView(LayoutExamples.viewThatFits) },
    Entry(name: "any-layout", proposal: .unspecified) { AnyView(LayoutExamples.anyLayout) },
    Entry(name: "colors-screen", proposal: .init(width: 390, height: 760)) { AnyView(LayoutExamples.colorsScreen) },
    Entry(name: "colors-screen-dark", proposal: .init(width: 390, height: 760)) { AnyView(LayoutExamples.colorsScreen.colorScheme(.dark)) },
    Entry(name: "controls-light", proposal: .unspecified) { AnyView(LayoutExamples.controls) },
    Entry(name: "controls-dark", proposal: .unspecified, colorScheme: .dark) { AnyView(LayoutExamples.controls) },
    Entry(name: "settings-light", proposal: .init(width: 390, height: 500)) { AnyView(LayoutExamples.settings) },
    Entry(name: "settings-dark", proposal: .init(width: 390, height: 500), colorScheme: .dark) { AnyView(LayoutExamples.settings) },
    Entry(name: "effects", proposal: .unspecified) { AnyView(LayoutExamples.effects) },
    Entry(name: "design-system-card", proposal: .unspecified) { AnyView(LayoutExamples.designSystemCard) },
    Entry(name: "design-system-card-dark", proposal: .unspecified, colorScheme: .dark) { AnyView(LayoutExamples.designSystemCard) },
    Entry(name: "type-sizes", proposal: .unspecified) { AnyView(LayoutExamples.typeSizes) },
    Entry(name: "type-sizes-dark", proposal: .unspecified, colorScheme: .dark) { AnyView(LayoutExamples.typeSizes) },
    Entry(name: "type-sizes-rtl", proposal: .unspecified) { AnyView(LayoutExamples.typeSizes.environment(\.layoutDirection, .rightToLeft)) },
    Entry(name: "spacer-cases", proposal: .unspecified) { AnyView(LayoutExamples.spacerCases) },
    Entry(name: "symbols", proposal: .unspecified) { AnyView(LayoutExamples.symbols) },
    Entry(name: "symbols-dark", proposal: .unspecified, colorScheme: .dark) { AnyView(LayoutExamples.symbols) },
    Entry(name: "symbol-modes", proposal: .unspecified) { AnyView(LayoutExamples.symbolModes) },
    Entry(name: "symbol-modes-dark", proposal: .unspecified, colorScheme: .dark) { AnyView(LayoutExamples.symbolModes) },
]
+ screen("screen-settings") { AnyView(LayoutExamples.settingsRows) }
+ screen("screen-profile") { AnyView(LayoutExamples.profileHeader) }
+ screen("screen-pricing") { AnyView(LayoutExamples.pricingCard) }
+ screen("screen-onboarding") { AnyView(LayoutExamples.onboarding) }
+ screen("screen-chart") { AnyView(LayoutExamples.labeledChart) }
+ screen("screen-tag-cloud") { AnyView(LayoutExamples.tagCloud) }
+ screen("screen-world-text") { AnyView(LayoutExamples.worldText) }

let directory = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "docs/gallery"
do {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for entry in entries {
        let renderer = ImageRenderer(content: entry.make())
        renderer.proposedSize = entry.proposal
        if let device = entry.device { renderer.apply(device) }
        renderer.scale = 2
        renderer.backgroundColor = .systemBackground
        renderer.environment.colorScheme = entry.colorScheme
        let image = try renderer.render()
        let path = "\(directory)/\(entry.name).png"
        try image.writePNG(to: URL(fileURLWithPath: path))
        print("\(path): \(image.width)×\(image.height) px \(image.pixelHash)")
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
