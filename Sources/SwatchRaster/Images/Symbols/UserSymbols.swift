@_implementationOnly import CRsvg
import Foundation

/// Apple's own symbols, when the user has them: a folder of SVGs exported from Apple's SF
/// Symbols app, one file per name ("heart.fill.svg"), named by the `SWATCH_SYMBOLS`
/// environment variable. Nothing of Apple's ships with SwatchRaster; the user supplies
/// the files. A name with a file there draws it; any other name the default set's picture.
enum UserSymbols {
    /// The folder, or nil when `SWATCH_SYMBOLS` is unset or empty. Read at each use (one
    /// `getenv`), so a test or tool may set it at any time.
    static var directory: String? {
        guard let raw = getenv("SWATCH_SYMBOLS") else { return nil }
        let value = String(cString: raw)
        return value.isEmpty ? nil : (value as NSString).expandingTildeInPath
    }

    private static let cache = UserSymbolCache()

    /// The symbol `name`'s file in the folder, parsed once; nil when there is no folder or no
    /// file. A file librsvg cannot read gives one warning line naming it, and nil, so the
    /// name falls back to the default set.
    static func symbol(named name: String) -> UserSymbol? {
        guard let directory, !name.isEmpty, !name.contains("/") else { return nil }
        let path = (directory as NSString).appendingPathComponent(name + ".svg")
        return cache.symbol(path) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
            // Only a regular file is opened: reading a FIFO or a device could wait forever.
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                RuntimeWarnings.emit("symbol file \(path): not a regular file; drawing \"\(name)\" from the default set")
                return nil
            }
            do {
                return try UserSymbol(path: path)
            } catch {
                RuntimeWarnings.emit("symbol file \(path): \(error); drawing \"\(name)\" from the default set")
                return nil
            }
        }
    }
}

private final class UserSymbolCache: @unchecked Sendable {
    // @unchecked: `symbols` is used only while `lock` is held.
    private let lock = NSLock()
    private var symbols: [String: UserSymbol?] = [:]

    /// The symbol at `path`, loaded once per path.
    func symbol(_ path: String, load: () -> UserSymbol?) -> UserSymbol? {
        lock.lock()
        defer { lock.unlock() }
        if let known = symbols[path] { return known }
        let loaded = load()
        symbols[path] = loaded
        return loaded
    }
}

/// Why a user symbol file was not used.
struct UserSymbolError: Error, CustomStringConvertible {
    let description: String
}

/// One exported symbol. An SF Symbols template (its "Symbols" group holds "Regular-M" and
/// the "Guides" group "Baseline-M" and "Capline-M") is placed by its guides: its cap line
/// to baseline is the text's cap height, as Apple's symbols are drawn beside text, and its
/// margins are its width. Any other SVG is its whole picture, its height the symbol's size.
final class UserSymbol: @unchecked Sendable {
    // @unchecked: the handle and the bitmaps are used only while `lock` is held.
    private let handle: UnsafeMutableRawPointer
    private let lock = NSLock()
    private var bitmaps: [BitmapKey: ImageBitmap] = [:]
    /// The element drawn: "#Regular-M" in a template, nil (the whole document) otherwise.
    private let element: String?
    private let documentSize: CGSize
    /// The part of the document that is the symbol's box, in document units.
    private let box: CGRect
    /// Template only: the baseline's y and the cap height, document units.
    private let guides: (baseline: CGFloat, capHeight: CGFloat)?

    private struct BitmapKey: Hashable { let width: Int, height: Int, scale: Double, tx: Double, ty: Double }

    init(path: String) throws {
        var message = [CChar](repeating: 0, count: 512)
        guard let handle = swatch_rsvg_open(path, &message, message.count) else {
            throw UserSymbolError(description: String(cString: message))
        }
        self.handle = handle
        var width = 0.0, height = 0.0
        guard swatch_rsvg_size(handle, &width, &height) != 0, width > 0, height > 0 else {
            swatch_rsvg_close(handle)
            throw UserSymbolError(description: "the SVG has no size (no viewBox, width or height)")
        }
        documentSize = CGSize(width: width, height: height)
        func geometry(_ id: String?, logical: Bool = false) -> CGRect? {
            var out = [Double](repeating: 0, count: 4)
            guard swatch_rsvg_ink(handle, id, width, height, logical ? 1 : 0, &out) != 0 else { return nil }
            return CGRect(x: out[0], y: out[1], width: out[2], height: out[3])
        }
        if let symbol = geometry("#Regular-M"), let baseline = geometry("#Baseline-M", logical: true),
           let capline = geometry("#Capline-M", logical: true), baseline.midY > capline.midY {
            element = "#Regular-M"
            guides = (baseline.midY, baseline.midY - capline.midY)
            let left = geometry("#left-margin-Regular-M", logical: true)?.midX ?? symbol.minX
            let right = geometry("#right-margin-Regular-M", logical: true)?.midX ?? symbol.maxX
            box = CGRect(x: left, y: symbol.minY, width: max(1e-6, right - left), height: symbol.height)
        } else {
            element = nil
            guides = nil
            box = CGRect(origin: .zero, size: documentSize)
        }
    }

    deinit { swatch_rsvg_close(handle) }

    /// Width over height of the symbol's box at a symbol size of one: a template's width
    /// follows its guides' cap height, which is mapped to the system font's; a plain SVG
    /// keeps its own aspect.
    var aspectRatio: CGFloat {
        guard let guides else { return documentSize.width / documentSize.height }
        return box.width * SystemSymbols.capHeight / guides.capHeight
    }

    /// Draws the symbol into `frame` (points) as a template in `color`: a template's
    /// baseline on `baseline` (points from the frame's top) at `pointSize`; a plain SVG or a
    /// resizable symbol fitted to the frame.
    func draw(in frame: CGRect, pointSize: CGFloat, baseline: CGFloat, fitted: Bool, color: RGBAColor,
              into list: inout DisplayList) {
        let scale = list.scale
        // Document units → points.
        let factor: CGFloat, x0: CGFloat, y0: CGFloat
        if let guides, !fitted {
            factor = pointSize * SystemSymbols.capHeight / guides.capHeight
            x0 = frame.minX - box.minX * factor
            y0 = frame.minY + baseline - guides.baseline * factor
        } else {
            factor = min(frame.width / box.width, frame.height / box.height)
            x0 = frame.midX - box.midX * factor
            y0 = frame.midY - box.midY * factor
        }
        // The pixel rectangle drawn: the frame, rounded out to whole device pixels.
        let px0 = (frame.minX * scale).rounded(.down), py0 = (frame.minY * scale).rounded(.down)
        let px1 = (frame.maxX * scale).rounded(.up), py1 = (frame.maxY * scale).rounded(.up)
        let width = Int(px1 - px0), height = Int(py1 - py0)
        guard width > 0, height > 0, width * height <= 16_777_216, factor.isFinite, factor > 0 else { return }
        let key = BitmapKey(width: width, height: height, scale: Double(factor * scale),
                            tx: Double(x0 * scale - px0), ty: Double(y0 * scale - py0))
        guard let bitmap = bitmap(key) else { return }
        list.append(.image(bitmap, destination: CGRect(x: px0, y: py0, width: CGFloat(width), height: CGFloat(height)),
                           smooth: true, tint: color))
    }

    private func bitmap(_ key: BitmapKey) -> ImageBitmap? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = bitmaps[key] { return cached }
        var canvas = PixelCanvas(width: key.width, height: key.height)
        let ok = canvas.pixels.withUnsafeMutableBufferPointer { pixels in
            swatch_rsvg_render(handle, element, documentSize.width, documentSize.height,
                               key.scale, key.tx, key.ty, Int32(key.width), Int32(key.height), pixels.baseAddress)
        }
        guard ok != 0 else { return nil }
        let bitmap = ImageBitmap(premultiplied: canvas, scale: 1)
        if bitmaps.count > 256 { bitmaps.removeAll() }
        bitmaps[key] = bitmap
        return bitmap
    }
}
