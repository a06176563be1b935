/// SwiftUI's `PalettePickerStyle` (iOS 17): options in a row of symbols or swatches. Inside a
/// menu iOS draws the row in the open menu, which a still never shows; on its own the row is
/// drawn here as the segmented control (approximation: iOS's palette row has no track).
public struct PalettePickerStyle: PickerStyle {
    /// The palette style.
    public init() {}
}

extension PickerStyle where Self == PalettePickerStyle {
    /// Options in a row of symbols or swatches.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
