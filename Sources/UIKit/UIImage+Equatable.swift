import SwatchRaster

/// Images compare by what they show, as UIKit's `isEqual(_:)` does ("the only reliable way to
/// determine whether two images contain the same image data", Apple's documentation): the same
/// asset, the same symbol, or the same pixels. On iOS `UIImage` is an `NSObject` and so
/// `Hashable`; models holding one declare `Equatable` and rely on it (Critical Maps'
/// `EmptyState`, whose icon is a `UIImage`).
extension UIImage: Hashable {
    public static func == (a: UIImage, b: UIImage) -> Bool {
        if a === b { return true }
        switch (a.source, b.source) {
        case let (.named(first, firstBundle), .named(second, secondBundle)):
            return first == second && firstBundle?.bundlePath == secondBundle?.bundlePath
        case let (.system(first), .system(second)): return first == second
        case let (.pixels(first), .pixels(second)): return first == second
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch source {
        case .named(let name, let bundle): hasher.combine(0); hasher.combine(name); hasher.combine(bundle?.bundlePath)
        case .system(let name): hasher.combine(1); hasher.combine(name)
        case .pixels(let pixels): hasher.combine(2); hasher.combine(pixels.width); hasher.combine(pixels.height)
        }
    }
}
