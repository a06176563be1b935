import SwatchRaster

/// Entry points to the layout-type examples (transforms, `ViewThatFits`, `AnyLayout`, lists and grids), for the gallery and tests.
public enum LayoutExamples {
    /// Cards turned and scaled by `rotationEffect` and `scaleEffect`, laid out unturned.
    public static var transforms: some View { TransformsView() }
    /// The same label in three widths of `ViewThatFits`: full, short, icon-sized.
    public static var viewThatFits: some View { FittingLabels() }
    /// One set of tiles under `AnyLayout`, switched between `HStackLayout` and `VStackLayout`.
    public static var anyLayout: some View { SwitchingLayouts() }
    /// A design-system "Colors" screen: an inset grouped list of adaptive swatch grids.
    public static var colorsScreen: some View { ColorsScreen() }
    /// Buttons, labels, toggles, progress, pickers and fields in their iOS look.
    public static var controls: some View { ControlsGallery() }
    /// A settings screen: tab view, navigation stack with a large title, toggle rows.
    public static var settings: some View { SettingsScreen() }
    /// Shadow, blur, blend mode, color effects, a mask, and the five materials.
    public static var effects: some View { EffectsView() }
    /// A design-system color card (continuous corners, gradient strip, material, shadow) over
    /// a palette grid.
    public static var designSystemCard: some View { DesignSystemCard() }
    /// A card with text runs, formatting and a symbol at `.xSmall`, `.large` and `.accessibility3`.
    public static var typeSizes: some View { TypeSizesCard() }
}
