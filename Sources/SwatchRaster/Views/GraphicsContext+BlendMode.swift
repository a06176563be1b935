import Foundation

extension GraphicsContext {
    /// How a canvas's drawing combines with what it drew before: SwiftUI's
    /// `GraphicsContext.BlendMode`, a struct over Core Graphics' blend modes (the raw values
    /// are `CGBlendMode`'s), not the view modifier's `BlendMode` enum. It has seven
    /// Porter–Duff modes that the enum lacks (`clear`, `copy`, `sourceIn`, …), which code
    /// that erases or masks inside a `Canvas` uses (EhPanda's live-text overlay: `.copy`).
    @frozen
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// `CGBlendMode`'s raw value.
        public let rawValue: Int32
        /// The mode with `CGBlendMode`'s raw value `rawValue`.
        @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Source over: the default.
        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        /// The product of the colors.
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        /// The complement of the product of the complements.
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        /// Multiply or screen, by the background.
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        /// The darker color, per component.
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        /// The lighter color, per component.
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        /// Brightens the background to reflect the source.
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        /// Darkens the background to reflect the source.
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        /// A softer hard light.
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        /// Multiply or screen, by the source.
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        /// The absolute difference.
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        /// Like difference, with less contrast.
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        /// The source's hue on the background's saturation and luminosity.
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        /// The source's saturation on the background's hue and luminosity.
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        /// The source's hue and saturation on the background's luminosity.
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        /// The source's luminosity on the background's hue and saturation.
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        /// R = 0: what is drawn erases.
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        /// R = S: what is drawn replaces, transparency included.
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        /// R = S·Da: the source only where the background is.
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        /// R = S·(1 − Da): the source only where the background is not.
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        /// R = S·Da + D·(1 − Sa).
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        /// R = S·(1 − Da) + D: the background over the source.
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        /// R = D·Sa: the background kept only where the source is.
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        /// R = D·(1 − Sa): the background cut away where the source is.
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        /// R = S·(1 − Da) + D·Sa.
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        /// R = S·(1 − Da) + D·(1 − Sa).
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        /// R = max(0, 1 − ((1 − D) + (1 − S))).
        public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        /// R = min(1, S + D).
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

        /// How the rasterizer draws the mode: the view modifier's blend mode where it has
        /// one, a Porter–Duff operator for the seven it lacks; nil for a raw value Core
        /// Graphics does not define (drawn as `normal`).
        var compositing: Compositing? {
            let viewModes: [SwatchRaster.BlendMode] = [
                .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight,
                .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity,
            ]
            switch rawValue {
            case 0..<16: return .blend(viewModes[Int(rawValue)])
            case 16: return .compose(.clear)
            case 17: return .compose(.copy)
            case 18: return .compose(.sourceIn)
            case 19: return .compose(.sourceOut)
            case 20: return .blend(.sourceAtop)
            case 21: return .blend(.destinationOver)
            case 22: return .compose(.destinationIn)
            case 23: return .blend(.destinationOut)
            case 24: return .compose(.destinationAtop)
            case 25: return .compose(.xor)
            case 26: return .blend(.plusDarker)
            case 27: return .blend(.plusLighter)
            default: return nil
            }
        }

        /// The two ways the rasterizer composites a canvas call.
        enum Compositing: Equatable {
            case blend(SwatchRaster.BlendMode)
            case compose(CompositeOperator)
        }
    }
}
