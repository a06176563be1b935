import SwatchRaster

/// Entry points to the layout-type examples (transforms, `ViewThatFits`, `AnyLayout`), for the gallery and tests.
public enum LayoutExamples {
    /// Cards turned and scaled by `rotationEffect` and `scaleEffect`, laid out unturned.
    public static var transforms: some View { TransformsView() }
    /// The same label in three widths of `ViewThatFits`: full, short, icon-sized.
    public static var viewThatFits: some View { FittingLabels() }
    /// One set of tiles under `AnyLayout`, switched between `HStackLayout` and `VStackLayout`.
    public static var anyLayout: some View { SwitchingLayouts() }
    /// Shadow, blur, blend mode, color effects, a mask, and the five materials.
    public static var effects: some View { EffectsView() }
}
