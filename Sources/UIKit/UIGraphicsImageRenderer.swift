import Foundation
import SwatchRaster

// UIKit's image renderer and the older image-context functions: apps draw thumbnails, badges
// and share images with them (40 uses in the sample apps). Each draws into a `CGContext` (the
// engine's, on its rasterizer) whose user space is UIKit's: points, y down, origin top left,
// `scale` pixels per point. `UIColor.setFill()`, `UIBezierPath.fill()` and `UIImage.draw(in:)`
// draw into the current context, as on iOS.

/// The format of a renderer: the scale and opacity of the images it makes.
open class UIGraphicsRendererFormat {
    /// A format with UIKit's defaults.
    public init() {}
}

/// An image renderer's format.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The range of colors an image may hold; standard (sRGB) here.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }
    /// Pixels per point: the main screen's until set.
    open var scale: CGFloat = UIGraphicsContexts.screenScale
    /// Whether the image is fully opaque (a renderer then starts from black, not transparent).
    open var opaque = false
    /// The color range; kept.
    open var preferredRange: Range = .automatic
    /// The format for the main screen.
    public override init() { super.init() }
    /// The format for the main screen.
    public class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format for the best the device shows; the same here.
    public class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing closure gets: the Core Graphics context and UIKit's shorthands.
open class UIGraphicsRendererContext {
    /// The context to draw into, in points.
    public let cgContext: CGContext
    /// The format the renderer was made with.
    public let format: UIGraphicsRendererFormat
    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }
    /// Fills `rect` with the current fill color.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect` with the current stroke color.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Limits drawing to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// An image renderer's context: its drawing so far, as an image.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let scale: CGFloat
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, scale: CGFloat) {
        self.scale = scale
        super.init(cgContext: cgContext, format: format)
    }
    /// What has been drawn so far.
    open var currentImage: UIImage { UIGraphicsContexts.image(of: cgContext, scale: scale) }
}

/// Makes images by drawing: `renderer.image { context in … }`.
open class UIGraphicsImageRenderer {
    /// The size of the images, in points.
    public let size: CGSize
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points at the main screen's scale.
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }
    /// A renderer of images of `size` points in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }
    /// A renderer of images of `bounds`' size in `format`.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.init(size: bounds.size, format: format)
    }

    /// An image of what `actions` draws.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let (context, scale) = UIGraphicsContexts.make(size: size, scale: format.scale, opaque: format.opaque)
        guard let context else { return UIImage() }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format, scale: scale)
        UIGraphicsContexts.push(context)
        actions(rendererContext)
        UIGraphicsContexts.pop()
        return UIGraphicsContexts.image(of: context, scale: scale)
    }

    /// PNG data of what `actions` draws.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

/// Begins an image context of `size` points (`scale` 0: the main screen's), made current.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let (context, _) = UIGraphicsContexts.make(size: size, scale: scale == 0 ? UIGraphicsContexts.screenScale : scale, opaque: opaque)
    if let context { UIGraphicsContexts.push(context, image: true) }
}

/// Begins an image context of `size` points at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The current image context's drawing as an image, or nil when none is current.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsContexts.currentImageContext else { return nil }
    return UIGraphicsContexts.image(of: context, scale: UIGraphicsContexts.scale(of: context))
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() { if UIGraphicsContexts.currentImageContext != nil { UIGraphicsContexts.pop() } }

/// The context UIKit drawing goes to, or nil outside a renderer or image context.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContexts.stack.last?.context }

/// Makes `context` current for UIKit drawing.
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContexts.push(context) }

/// Restores the context current before the last push.
public func UIGraphicsPopContext() { UIGraphicsContexts.pop() }

/// The stacks of current contexts, one per thread as on iOS (UIKit's drawing functions may be
/// called from any thread).
enum UIGraphicsContexts {
    private final class Stack { var entries: [(context: CGContext, isImage: Bool)] = [] }
    private static let key = "SwatchRaster.UIGraphicsContexts"
    private static var threadStack: Stack {
        if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
        let stack = Stack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
    static var stack: [(context: CGContext, isImage: Bool)] { threadStack.entries }

    /// The main screen's scale on the main thread (the preview's device), else 1.
    static var screenScale: CGFloat {
        Thread.isMainThread ? MainActor.assumeIsolated { UIScreen.main.scale } : 1
    }

    /// A context of `size` points at `scale` in UIKit's user space, and the scale.
    static func make(size: CGSize, scale: CGFloat, opaque: Bool) -> (CGContext?, CGFloat) {
        let scale = scale > 0 ? scale : 1
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                      space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return (nil, scale) }
        // From the bitmap's y-up space to UIKit's: y down from the top, in points.
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        if opaque {
            context.setFillColor(gray: 0, alpha: 1)
            context.fill(CGRect(origin: .zero, size: size))
        }
        return (context, scale)
    }

    static func push(_ context: CGContext, image: Bool = false) { threadStack.entries.append((context, image)) }
    static func pop() { _ = threadStack.entries.popLast() }
    static var currentImageContext: CGContext? { stack.last(where: \.isImage)?.context }
    /// The pixels per point of a context made by `make`: its matrix's x scale.
    static func scale(of context: CGContext) -> CGFloat { max(1, context.ctm.a) }

    /// The context's pixels as a `UIImage` of `scale`.
    static func image(of context: CGContext, scale: CGFloat) -> UIImage {
        guard let image = context.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: scale, orientation: .up)
    }
}
