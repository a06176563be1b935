import SwatchRaster

// A color's components, as app code reads them to blend, encode or describe colors
// (EhPanda's color coding and Swift-Charts-Examples' heat-map labels, in the real-app sample).
// Dynamic colors answer with their light appearance, as `cgColor` does.

extension UIColor {
    /// The red, green, blue and alpha components in 0…1; always true (every color here is
    /// RGB-convertible).
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.resolve(in: .light)
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The hue, saturation, brightness and alpha components in 0…1; always true.
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let hsb = hueSaturationBrightness
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = CGFloat(color.resolve(in: .light).alpha)
        return true
    }

    /// The grey level (the mean of red, green and blue) and alpha; always true.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.resolve(in: .light)
        white?.pointee = CGFloat((c.red + c.green + c.blue) / 3)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// A short English name of the color for VoiceOver ("dark blue", "light red"), as iOS 14's
    /// `accessibilityName`. Apple's names come from a list it does not publish; here the hue is
    /// named by its sector and the brightness and saturation qualify it, which reads the same
    /// kind of words and is only spoken, never drawn.
    public var accessibilityName: String {
        let hsb = hueSaturationBrightness
        if hsb.brightness < 0.12 { return "black" }
        if hsb.saturation < 0.12 {
            return hsb.brightness > 0.9 ? "white" : (hsb.brightness > 0.6 ? "light gray" : (hsb.brightness > 0.3 ? "gray" : "dark gray"))
        }
        let names: [(CGFloat, String)] = [(0.04, "red"), (0.11, "orange"), (0.18, "yellow"), (0.45, "green"),
                                          (0.54, "cyan"), (0.72, "blue"), (0.81, "purple"), (0.94, "pink"), (1.01, "red")]
        let name = names.first { hsb.hue < $0.0 }?.1 ?? "red"
        if hsb.brightness < 0.45 { return "dark " + name }
        if hsb.saturation < 0.45 { return "light " + name }
        return hsb.brightness > 0.85 && hsb.saturation > 0.85 ? "vibrant " + name : name
    }

    private var hueSaturationBrightness: (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        let c = color.resolve(in: .light)
        let r = CGFloat(c.red), g = CGFloat(c.green), b = CGFloat(c.blue)
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        var hue: CGFloat = 0
        if delta > 0 {
            if maximum == r { hue = ((g - b) / delta).truncatingRemainder(dividingBy: 6) }
            else if maximum == g { hue = (b - r) / delta + 2 }
            else { hue = (r - g) / delta + 4 }
            hue /= 6
            if hue < 0 { hue += 1 }
        }
        return (hue, maximum == 0 ? 0 : delta / maximum, maximum)
    }
}

extension ImageRenderer {
    /// The rendered image as a `UIImage`, as SwiftUI's `uiImage` on iOS (share sheets and
    /// "save chart" buttons use it); nil when the view cannot be rendered.
    @MainActor
    public var uiImage: UIImage? {
        (try? render()).map { UIImage(rasterImage: $0) }
    }
}
