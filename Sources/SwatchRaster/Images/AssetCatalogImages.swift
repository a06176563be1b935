import Foundation

/// Finds `Image("name")` in asset catalogs: the `<name>.imageset` folder of any `.xcassets`
/// under a bundle's resources (SwiftPM copies a catalog declared with `.copy` as is on
/// Linux), choosing the variant a Mac would: the render's scale (else the largest), and the
/// dark-appearance file in dark mode. The catalog format is Apple's `Contents.json`
/// ("Asset Catalog Format Reference": `images[].filename`, `scale`, `appearances`).
package enum AssetCatalogImages {
    private struct Key: Hashable {
        let name: String
        let bundlePath: String?
        let scale: CGFloat
        let dark: Bool
    }

    nonisolated(unsafe) private static var cache: [Key: Result<ImageBitmap?, AssetCatalogError>] = [:]
    private static let lock = NSLock()

    /// The bitmap for `Image(name)`, nil when the name is not in any catalog; an error naming
    /// the `Contents.json` when the catalog entry is invalid (a scale such as `"0x"` or `"-2x"`).
    static func bitmap(named name: String, bundlePath: String?, scale: CGFloat, dark: Bool) -> Result<ImageBitmap?, AssetCatalogError> {
        let key = Key(name: name, bundlePath: bundlePath, scale: scale, dark: dark)
        lock.lock()
        if let cached = cache[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let found = load(name: name, bundlePath: bundlePath, scale: scale, dark: dark)
        lock.lock()
        cache[key] = found
        lock.unlock()
        return found
    }

    private static func load(name: String, bundlePath: String?, scale: CGFloat, dark: Bool) -> Result<ImageBitmap?, AssetCatalogError> {
        let bundle = bundlePath.flatMap { Bundle(path: $0) } ?? Bundle.main
        let roots = [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
        for root in roots {
            guard let imageset = findImageset(named: name, under: root) else { continue }
            do { return .success(try loadImageset(imageset, scale: scale, dark: dark)) } catch { return .failure(error) }
        }
        return .success(nil)
    }

    /// The scale an entry's `"scale"` text names: `"1x"`, `"2x"`, `"3x"` (Asset Catalog Format
    /// Reference), or any other positive finite number before the `x`. Nil for `"0x"`, `"-2x"`,
    /// `"x"`, `"2"` or `"nanx"`, which would draw the image at a nonsensical size.
    static func scaleValue(_ text: String) -> CGFloat? {
        guard text.hasSuffix("x"), let value = Double(text.dropLast()), value.isFinite, value > 0, value <= 16 else { return nil }
        return CGFloat(value)
    }

    /// The straight RGBA pixels of `<name>.imageset` at `scale` (light appearance), for
    /// `UIImage.cgImage` of a named image; nil when there is no such image or it is not a
    /// bitmap the engine decodes.
    package static func rasterImage(named name: String, bundlePath: String?, scale: CGFloat) -> RasterImage? {
        guard case .success(let found?) = bitmap(named: name, bundlePath: bundlePath, scale: scale, dark: false) else { return nil }
        var straight = found.canvas.pixels
        for index in stride(from: 0, to: straight.count, by: 4) {
            let alpha = Int(straight[index + 3])
            guard alpha != 255 else { continue }
            for c in 0..<3 { straight[index + c] = alpha == 0 ? 0 : UInt8(min(255, (Int(straight[index + c]) * 255 + alpha / 2) / alpha)) }
        }
        return RasterImage(width: found.canvas.width, height: found.canvas.height, scale: found.scale, pixels: straight)
    }

    /// True when `bundle` (the main bundle when nil) holds `<name>.imageset` in an asset
    /// catalog: what `UIImage(named:)` answers with `nil` or an image (§2.7).
    package static func hasImage(named name: String, bundlePath: String?) -> Bool {
        let bundle = bundlePath.flatMap { Bundle(path: $0) } ?? Bundle.main
        return [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }.contains { findImageset(named: name, under: $0) != nil }
    }

    /// The first `<name>.imageset` inside an `.xcassets` folder under `root`, in sorted
    /// path order so the answer does not depend on directory listing order.
    private static func findImageset(named name: String, under root: URL) -> URL? {
        findAsset("\(name).imageset", under: root)
    }

    /// The first folder called `folderName` inside an `.xcassets` folder under `root`, in
    /// sorted path order (image sets here, color sets for `Color(_:bundle:)`). A namespaced
    /// name ("Theme1/card.colorset", from a folder that provides a namespace) must end the
    /// path with those folders.
    ///
    /// Symbolic links to folders are followed: SwiftPM's debug builds on Linux link a
    /// processed catalog into the resource bundle instead of copying it, and an app's runner
    /// finds the app target's catalogs through links beside it (`MainBundleResources`); the
    /// enumerator does not descend into links, so every asset color of an app's package was
    /// clear (LeitnerBox's `UIColor(named:)!` trapped). Each real folder is walked once.
    static func findAsset(_ folderName: String, under root: URL) -> URL? {
        let parts = folderName.split(separator: "/").map(String.init)
        guard let last = parts.last else { return nil }
        let manager = FileManager.default
        var matches: [URL] = []
        var walked: Set<String> = []
        func walk(_ folder: URL, depth: Int) {
            // Listed at the link's target: swift-corelibs-foundation lists a link to a folder
            // as empty. The entries keep the path through the link.
            let real = folder.resolvingSymlinksInPath().path
            guard depth < 16, walked.insert(real).inserted, let names = try? manager.contentsOfDirectory(atPath: real) else { return }
            for url in names.map({ folder.appendingPathComponent($0) }) {
                if url.lastPathComponent == last, url.pathComponents.suffix(parts.count).elementsEqual(parts),
                   url.pathComponents.contains(where: { $0.hasSuffix(".xcassets") }) {
                    matches.append(url)
                }
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue { walk(url, depth: depth + 1) }
            }
        }
        walk(root, depth: 0)
        return matches.min { $0.path < $1.path }
    }

    private struct Contents: Decodable {
        struct Entry: Decodable {
            let filename: String?
            let scale: String?
            let appearances: [Appearance]?
        }
        struct Appearance: Decodable {
            let appearance: String
            let value: String
        }
        let images: [Entry]
    }

    private static func loadImageset(_ folder: URL, scale: CGFloat, dark: Bool) throws(AssetCatalogError) -> ImageBitmap? {
        let contentsURL = folder.appendingPathComponent("Contents.json")
        guard let data = try? Data(contentsOf: contentsURL),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return nil }
        var candidates: [(file: String, scale: CGFloat, dark: Bool)] = []
        for (offset, entry) in contents.images.enumerated() {
            guard let file = entry.filename, file.lowercased().hasSuffix(".png") else { continue }
            guard let value = entry.scale.map(scaleValue) ?? 1 else {
                throw AssetCatalogError(description: "\(contentsURL.path): images[\(offset)].scale \(entry.scale!.debugDescription) is not a scale (expected 1x, 2x or 3x)")
            }
            let isDark = entry.appearances?.contains { $0.appearance == "luminosity" && $0.value == "dark" } ?? false
            candidates.append((file, value, isDark))
        }
        let appearance = candidates.filter { $0.dark == dark }
        let pool = appearance.isEmpty ? candidates.filter { !$0.dark } : appearance
        guard let choice = pool.first(where: { $0.scale == scale }) ?? pool.max(by: { $0.scale < $1.scale }) else { return nil }
        guard var image = try? RasterImage(contentsOfPNG: folder.appendingPathComponent(choice.file)) else { return nil }
        image = RasterImage(width: image.width, height: image.height, scale: choice.scale, pixels: image.pixels)
        return ImageBitmap(image)
    }
}

/// An asset catalog entry that cannot be drawn as written; the message names its `Contents.json`.
public struct AssetCatalogError: Error, CustomStringConvertible {
    /// The one-line message, ready to print after `error:`.
    public let description: String
}
