import SwatchRaster

// Renders the seed's ContentView (pasted verbatim, import changed) as the issue asks:
// ImageRenderer at scale 2, transparent, light and dark; prints one hash per line.
for scheme in [ColorScheme.light, .dark] {
    let renderer = ImageRenderer(content: ContentView().environment(\.colorScheme, scheme))
    renderer.scale = 2
    do {
        print("\(scheme) \(try renderer.render().pixelHash)")
    } catch {
        print("error: \(error)")
        exit(1)
    }
}
