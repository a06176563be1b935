import SwatchRaster

/// Entry points to the layout-type examples (transforms, `ViewThatFits`, `AnyLayout`, lists and grids), for the gallery and tests.
@MainActor @preconcurrency
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
    /// A settings form in a navigation stack: spacer rows, toggles, grouped background (issue 23).
    public static var settingsRows: some View { SettingsRowsScreen() }
    /// A profile header: avatar, name, counters between spacers, two buttons, a bio card.
    public static var profileHeader: some View { ProfileHeader() }
    /// A pricing card: price and "per month" on one baseline, feature rows, a full-width button.
    public static var pricingCard: some View { PricingCard() }
    /// An onboarding page: symbol, title, feature rows, page dots, a bottom button.
    public static var onboarding: some View { OnboardingPage() }
    /// A bar chart with a label column and a legend of amounts over percentages.
    public static var labeledChart: some View { LabeledChart() }
    /// A tag cloud measured in its alignment guides through an `@ObservedObject`.
    public static var tagCloud: some View { TagCloudScreen() }
    /// Emoji, CJK, right-to-left and complex scripts, symbols and iOS font names (issue 35).
    public static var worldText: some View { WorldTextScreen() }
    /// The lines of `worldText` that must draw without a missing-glyph box.
    public static var worldTextSamples: [String] { WorldTextScreen.samples + WorldTextScreen.rightToLeft }
    /// The 200 SF Symbols names real code uses most, drawn by the default set (issue 36).
    public static var symbols: some View { SymbolsScreen() }
    /// Symbol rendering modes, variants, image scales and weights (issue 36).
    public static var symbolModes: some View { SymbolModesScreen() }
    /// The SF Symbols names of the usage sample, most used first.
    public static var symbolNames: [String] { SymbolUsage.mostUsed }
    /// A particle field: one resolved image drawn `count` times in a `Canvas`, each copy of
    /// the context moved, turned, scaled and faded (weather backdrops).
    public static func particles(count: Int = 300) -> some View { ParticleCanvas(count: count) }
    /// The spacer patterns of issue 23, one per row.
    public static var spacerCases: some View { SpacerCases() }
}
