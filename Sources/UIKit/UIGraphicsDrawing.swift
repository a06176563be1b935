import SwatchRaster

// The UIKit calls that draw into the current context (`UIGraphicsGetCurrentContext()`):
// inside `UIGraphicsImageRenderer.image { }` or an image context; nothing outside one.

extension UIColor {
    /// Makes this the fill color of the current context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the stroke color of the current context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this both the fill and the stroke color.
    public func set() {
        setFill()
        setStroke()
    }
}

extension UIImage {
    /// Draws the image scaled into `rect` of the current context.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let image = cgImage else { return }
        // UIKit draws images upright in its y-down space: flip around the rectangle.
        context.saveGState()
        context.translateBy(x: 0, y: rect.maxY + rect.minY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: rect)
        context.restoreGState()
    }
    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
}
