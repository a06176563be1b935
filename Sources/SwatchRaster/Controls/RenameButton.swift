/// SwiftUI's `RenameButton` (iOS 16): a "Rename" button with the pencil symbol that triggers
/// the environment's rename action; drawn as that button, and tapping is inert in a still.
public struct RenameButton<Label: View>: View {
    let label: Label

    /// The standard rename button.
    public init() where Label == SwatchRaster.Label<Text, Image> {
        label = SwatchRaster.Label("Rename", systemImage: "pencil")
    }

    /// The button, drawn by the current button style.
    public var body: some View { Button(action: {}) { label } }
}
