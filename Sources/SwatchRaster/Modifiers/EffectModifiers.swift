/// SwiftUI's working color spaces for `drawingGroup`; accepted for source compatibility
/// (every layer here is 8-bit sRGB, which is `nonLinear`).
public enum ColorRenderingMode: Hashable, Sendable {
    /// 8-bit sRGB, SwiftUI's default and the only mode drawn here.
    case nonLinear
    /// Linear sRGB; drawn as `nonLinear` here.
    case linear
    /// Extended-range linear sRGB; drawn as `nonLinear` here.
    case extendedLinear
}

extension View {
    /// A shadow under the view, made from the view's own alpha: blurred by a Gaussian whose
    /// standard deviation is `radius` points, tinted with `color`, offset by `x` and `y`.
    /// The default color is SwiftUI's documented `Color(.sRGBLinear, white: 0, opacity: 0.33)`.
    /// A NaN or infinite radius or offset has no shadow to draw: the view is drawn without
    /// one, with a warning (§5.21).
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapNodes { node, _, context in
            guard radius.isFinite, x.isFinite, y.isFinite else {
                DegenerateGeometry.warn("shadow(radius: \(radius), x: \(x), y: \(y))", "invalid shadow (non-finite)", "drawn without the shadow")
                return node
            }
            let resolved = color.resolve(in: context.environment)
            return EffectNode(path: context.path, child: node) { list, _ in
                .shadow(resolved, sigma: Double(max(0, radius) * list.scale),
                        offsetX: devicePixels(x, list.scale), offsetY: devicePixels(y, list.scale))
            }
        }
    }

    /// A Gaussian blur of standard deviation `radius` points. With `opaque`, the blur reads
    /// the view's edge pixels beyond its bounds, stays inside them and is fully opaque.
    /// A NaN or infinite radius spreads the view over no finite area: the view is not drawn,
    /// with a warning (§5.21).
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        wrapNodes { node, _, context in
            guard radius.isFinite else {
                DegenerateGeometry.warn("blur(radius: \(radius))", "invalid blur radius (non-finite)", "not drawn")
                return UndrawnNode(path: context.path, child: node)
            }
            return EffectNode(path: context.path, child: node) { list, frame in
                .blur(sigma: Double(max(0, radius) * list.scale), opaqueIn: opaque ? frame : nil)
            }
        }
    }

    /// Draws the view's content as one layer before later effects (opacity, blend modes)
    /// apply to it as a whole.
    nonisolated public func compositingGroup() -> some View {
        wrapNodes { node, _, context in EffectNode(path: context.path, child: node) { _, _ in nil } }
    }

    /// Flattens the view into an offscreen image before display: a layer, as
    /// `compositingGroup()`; `opaque` and `colorMode` are accepted (layers here are always
    /// 8-bit sRGB).
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    /// Blends the view with what is drawn beneath it, within the enclosing layer.
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
        wrapNodes { node, _, context in
            EffectNode(path: context.path, child: node) { _, _ in blendMode == .normal ? nil : .blend(blendMode) }
        }
    }

    /// Adds `amount` to each color component (Core Image's brightness): 1 turns any color white.
    nonisolated public func brightness(_ amount: Double) -> some View { colorEffect(.brightness(amount)) }

    /// Scales each color component's distance from mid gray by `amount`: 0 is gray, negative inverts.
    nonisolated public func contrast(_ amount: Double) -> some View { colorEffect(.contrast(amount)) }

    /// Scales saturation by `amount`: 0 is gray, 1 unchanged, above 1 more intense.
    nonisolated public func saturation(_ amount: Double) -> some View { colorEffect(.saturation(amount)) }

    /// Removes `amount` (0...1) of the color, toward its luminance.
    nonisolated public func grayscale(_ amount: Double) -> some View { colorEffect(.grayscale(amount)) }

    /// Turns every hue by `angle`.
    nonisolated public func hueRotation(_ angle: Angle) -> some View { colorEffect(.hueRotation(radians: angle.radians)) }

    /// Inverts each color component.
    nonisolated public func colorInvert() -> some View { colorEffect(.invert) }

    /// Multiplies each component, alpha included, by `color`'s.
    nonisolated public func colorMultiply(_ color: Color) -> some View {
        wrapNodes { node, _, context in
            let matrix = ColorMatrix.multiply(color.resolve(in: context.environment))
            return EffectNode(path: context.path, child: node) { _, _ in .colorMatrix(matrix) }
        }
    }

    /// Makes the view black with an alpha equal to its luminance: bright areas opaque, dark
    /// areas clear, for use as a mask.
    nonisolated public func luminanceToAlpha() -> some View { colorEffect(.luminanceToAlpha) }

    /// Masks this view with the alpha of `mask`, offered this view's size and placed by `alignment`.
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        masked(mask(), alignment: alignment)
    }

    /// Masks this view with the alpha of `mask`, centred (SwiftUI's older, deprecated form).
    nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View {
        masked(mask, alignment: .center)
    }

    nonisolated private func masked<Mask: View>(_ mask: Mask, alignment: Alignment) -> some View {
        wrapNodes { node, index, context in
            // As for overlays: `alignment` places the implicit stack, whose views are centred.
            let maskNode = context.resolveSingle(mask, at: .slot("mask", index))
            return SecondaryContentNode(path: context.path, primary: node, secondary: maskNode, placement: .mask, alignment: alignment)
        }
    }

    nonisolated private func colorEffect(_ matrix: ColorMatrix) -> some View {
        wrapNodes { node, _, context in EffectNode(path: context.path, child: node) { _, _ in .colorMatrix(matrix) } }
    }
}

/// A length in points as whole device pixels, nearest, ties away from zero.
private func devicePixels(_ value: CGFloat, _ scale: CGFloat) -> Int {
    let scaled = (value * scale).rounded()
    guard scaled.isFinite else { return 0 }
    return Int(max(-1_000_000, min(1_000_000, scaled)))
}
