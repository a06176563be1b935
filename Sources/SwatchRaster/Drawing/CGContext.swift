@_spi(SwatchRaster) import CoreGraphics
import Foundation

/// Core Graphics' bitmap context: apps draw spectrograms, thumbnails and charts into one and
/// show the result with `makeImage()` and `Image(decorative:scale:)` (MuVis draws two of its
/// visualizations so; `UIGraphicsImageRenderer` hands one to its closure). It draws with the
/// engine's own rasterizer onto 8-bit RGBA pixels, so its output is as deterministic as a
/// view's. It lives in the engine, not in the `CoreGraphics` module, because the engine's
/// rasterizer depends on that module and not the other way round; every file of an app
/// package sees the engine (docs/ARCHITECTURE.md §2.7).
///
/// Coordinates are Core Graphics': a new bitmap context has its origin at the bottom left
/// with y going up, one unit per pixel. Paths are transformed by the current matrix as they
/// are built; line widths when they are stroked. Clipping is to rectangles.
public final class CGContext {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bits per component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of the pixels: four per pixel.
    public var bytesPerRow: Int { width * 4 }
    /// The color space: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// The layout asked for; the pixels are kept as premultiplied RGBA whatever it says.
    public let bitmapInfo: CGBitmapInfo
    /// How images are resampled; `.none` draws them with nearest pixels.
    public var interpolationQuality: CGInterpolationQuality = .default

    var canvas: PixelCanvas
    private var state = GraphicsState()
    private var saved: [GraphicsState] = []
    private var path = CGMutablePath()

    /// What `saveGState()` keeps.
    private struct GraphicsState {
        var ctm = CGAffineTransform.identity
        var fill = RGBAColor(red: 0, green: 0, blue: 0)
        var stroke = RGBAColor(red: 0, green: 0, blue: 0)
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dash: [CGFloat] = []
        var dashPhase: CGFloat = 0
        var alpha: CGFloat = 1
        var clip: PixelRect?
    }

    /// A bitmap context of `width` × `height` pixels, cleared to transparent. Nil for a size
    /// Core Graphics refuses (not positive) or more than 8 bits per component. `data` is not
    /// written to: read the pixels with `makeImage()`.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, bitsPerComponent == 8, width <= 16_384, height <= 16_384 else { return nil }
        self.width = width
        self.height = height
        self.bitmapInfo = CGBitmapInfo(rawValue: bitmapInfo)
        canvas = PixelCanvas(width: width, height: height)
        // Core Graphics' bitmap space: y up from the bottom-left corner.
        state.ctm = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        baseTransform = state.ctm
    }

    /// The matrix of a new context, against which `ctm` is reported.
    let baseTransform: CGAffineTransform

    // MARK: State

    /// The current user-space-to-device transform.
    public var ctm: CGAffineTransform { state.ctm }
    /// Pushes the drawing state (matrix, colors, line settings, alpha, clip).
    public func saveGState() { saved.append(state) }
    /// Pops the drawing state pushed last.
    public func restoreGState() { if let last = saved.popLast() { state = last } }
    /// Moves the origin.
    public func translateBy(x: CGFloat, y: CGFloat) { state.ctm = CGAffineTransform(translationX: x, y: y).concatenating(state.ctm) }
    /// Scales the axes.
    public func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = CGAffineTransform(scaleX: x, y: y).concatenating(state.ctm) }
    /// Turns the axes by `angle` radians.
    public func rotate(by angle: CGFloat) { state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm) }
    /// Applies `transform` before the current matrix.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// The fill color.
    public func setFillColor(_ color: CGColor) { state.fill = Self.rgba(color) }
    /// The stroke color.
    public func setStrokeColor(_ color: CGColor) { state.stroke = Self.rgba(color) }
    /// The fill color from components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    /// The stroke color from components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    /// A gray fill color.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// A gray stroke color.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// The line width, in user space.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// How open lines end.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// How lines meet.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// The miter limit.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// A dash pattern (empty: solid).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dash = lengths
        state.dashPhase = phase
    }
    /// The opacity everything is drawn with.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = max(0, min(1, alpha)) }
    /// Whether edges are smoothed; they always are here.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    /// Whether smoothing is allowed; kept as always.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    // MARK: Path

    /// Starts a new, empty path.
    public func beginPath() { path = CGMutablePath() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point, transform: state.ctm) }
    /// A line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: state.ctm) }
    /// Lines through `points`.
    public func addLines(between points: [CGPoint]) { path.addLines(between: points, transform: state.ctm) }
    /// A rectangle.
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.ctm) }
    /// Rectangles.
    public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: state.ctm) }
    /// An ellipse inside `rect`.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.ctm) }
    /// An arc of the circle at `center`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: state.ctm)
    }
    /// A cubic curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    /// A quadratic curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control, transform: state.ctm) }
    /// Another path.
    public func addPath(_ other: CGPath) { path.addPath(other, transform: state.ctm) }
    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }

    // MARK: Painting

    /// Fills the current path and starts a new one.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(devicePath: Path(path), evenOdd: rule == .evenOdd, color: state.fill)
        beginPath()
    }

    /// Strokes the current path and starts a new one.
    public func strokePath() {
        stroke(devicePath: Path(path))
        beginPath()
    }

    /// Fills, strokes or both, then starts a new path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let current = Path(path)
        switch mode {
        case .fill: fill(devicePath: current, evenOdd: false, color: state.fill)
        case .eoFill: fill(devicePath: current, evenOdd: true, color: state.fill)
        case .stroke: stroke(devicePath: current)
        case .fillStroke:
            fill(devicePath: current, evenOdd: false, color: state.fill)
            stroke(devicePath: current)
        case .eoFillStroke:
            fill(devicePath: current, evenOdd: true, color: state.fill)
            stroke(devicePath: current)
        }
        beginPath()
    }

    /// Fills a rectangle (the current path is kept).
    public func fill(_ rect: CGRect) { fill([rect]) }
    /// Fills rectangles.
    public func fill(_ rects: [CGRect]) {
        let device = CGMutablePath()
        device.addRects(rects, transform: state.ctm)
        fill(devicePath: Path(device), evenOdd: false, color: state.fill)
    }
    /// Fills an ellipse.
    public func fillEllipse(in rect: CGRect) {
        let device = CGMutablePath()
        device.addEllipse(in: rect, transform: state.ctm)
        fill(devicePath: Path(device), evenOdd: false, color: state.fill)
    }
    /// Strokes a rectangle's outline.
    public func stroke(_ rect: CGRect) {
        let device = CGMutablePath()
        device.addRect(rect, transform: state.ctm)
        stroke(devicePath: Path(device))
    }
    /// Strokes a rectangle's outline at `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let kept = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = kept
    }
    /// Strokes an ellipse.
    public func strokeEllipse(in rect: CGRect) {
        let device = CGMutablePath()
        device.addEllipse(in: rect, transform: state.ctm)
        stroke(devicePath: Path(device))
    }
    /// Strokes each pair of points as a separate segment.
    public func strokeLineSegments(between points: [CGPoint]) {
        let device = CGMutablePath()
        var index = 0
        while index + 1 < points.count {
            device.move(to: points[index], transform: state.ctm)
            device.addLine(to: points[index + 1], transform: state.ctm)
            index += 2
        }
        stroke(devicePath: Path(device))
    }
    /// Makes the pixels of `rect` transparent.
    public func clear(_ rect: CGRect) {
        let box = deviceBox(rect)
        let area = box.intersection(currentClip)
        guard !area.isEmpty else { return }
        for y in area.y0..<area.y1 {
            let start = (y * width + area.x0) * 4
            for offset in 0..<((area.x1 - area.x0) * 4) { canvas.pixels[start + offset] = 0 }
        }
    }

    /// Limits drawing to `rect` (within the current clip).
    public func clip(to rect: CGRect) { state.clip = deviceBox(rect).intersection(currentClip) }
    /// Limits drawing to the rectangles' bounds (within the current clip).
    public func clip(to rects: [CGRect]) { clip(to: rects.reduce(CGRect.null) { $0.union($1) }) }

    /// Draws `image` scaled into `rect`, upright in user space as Core Graphics draws it.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard image.width > 0, image.height > 0 else { return }
        let device = rect.applying(state.ctm).standardized
        var bitmap = ImageBitmap(RasterImage(width: image.width, height: image.height, scale: 1, pixels: image.rgbaPixels)).canvas
        // Core Graphics draws an image with its top at user space's max y: upright under a
        // y-up matrix (a bitmap context's own), upside down under a y-down one (UIKit's).
        if state.ctm.d > 0 { bitmap = Self.flippedVertically(bitmap) }
        if state.alpha < 1 { Self.fade(&bitmap, alpha: state.alpha) }
        canvas.draw(image: bitmap, into: device, smooth: interpolationQuality != .none, tint: nil, clip: currentClip)
    }

    /// The pixels drawn so far, as an image.
    public func makeImage() -> CGImage? {
        CGImage(width: width, height: height, rgbaPixels: canvas.straightPixels())
    }

    // MARK: Internals

    private var currentClip: PixelRect { state.clip ?? canvas.bounds }

    private func deviceBox(_ rect: CGRect) -> PixelRect {
        let box = rect.applying(state.ctm).standardized
        guard !box.isNull, box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        return PixelRect(x0: max(0, Int(box.minX.rounded())), y0: max(0, Int(box.minY.rounded())),
                         x1: min(width, Int(box.maxX.rounded())), y1: min(height, Int(box.maxY.rounded())))
    }

    private func fill(devicePath: Path, evenOdd: Bool, color: RGBAColor) {
        var faded = color
        faded.alpha *= Double(state.alpha)
        let polygons = devicePath.devicePolygons(scale: 1)
        guard !polygons.isEmpty else { return }
        canvas.fill(polygons: polygons, evenOdd: evenOdd, PremultipliedColor(faded), clip: currentClip)
    }

    private func stroke(devicePath: Path) {
        // The width is in user space: scaled by the matrix's (mean) scale.
        let m = state.ctm
        let scale = (abs(m.a * m.d - m.b * m.c)).squareRoot()
        let style = StrokeStyle(lineWidth: state.lineWidth * scale, lineCap: state.lineCap, lineJoin: state.lineJoin,
                                miterLimit: state.miterLimit, dash: state.dash.map { $0 * scale }, dashPhase: state.dashPhase * scale)
        let (polygons, coverage) = PathStroker.outline(devicePath, style: style, scale: 1)
        guard !polygons.isEmpty else { return }
        var color = state.stroke
        color.alpha *= Double(state.alpha) * coverage
        canvas.fill(polygons: polygons, evenOdd: false, PremultipliedColor(color), clip: currentClip)
    }

    static func rgba(_ color: CGColor) -> RGBAColor {
        let c = (color.components ?? [0, 0, 0, 1]).map(Double.init)
        switch c.count {
        case 2: return RGBAColor(red: c[0], green: c[0], blue: c[0], alpha: c[1])
        case 4: return RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        default: return RGBAColor(red: 0, green: 0, blue: 0)
        }
    }

    private static func flippedVertically(_ image: PixelCanvas) -> PixelCanvas {
        var out = image
        let row = image.width * 4
        for y in 0..<image.height {
            let source = (image.height - 1 - y) * row
            out.pixels.replaceSubrange((y * row)..<((y + 1) * row), with: image.pixels[source..<(source + row)])
        }
        return out
    }

    private static func fade(_ image: inout PixelCanvas, alpha: CGFloat) {
        let factor = Double(alpha)
        for index in image.pixels.indices { image.pixels[index] = UInt8((Double(image.pixels[index]) * factor).rounded()) }
    }
}
