/// `Image.Orientation`, which the `CGImage` initializers take, and the variable-value symbol
/// initializer. A symbol's variable value fills parts of multi-layer SF Symbols; the engine's
/// symbols are single glyphs (docs/ARCHITECTURE.md §7.9), so the symbol is drawn whole.
extension Image {
    /// How an image's pixels are turned, as `UIImage.Orientation` says.
    @frozen
    public enum Orientation: UInt8, CaseIterable, Hashable {
        /// As stored.
        case up
        /// Mirrored left to right.
        case upMirrored
        /// Turned 180°.
        case down
        /// Turned 180° and mirrored.
        case downMirrored
        /// Turned 90° counterclockwise.
        case left
        /// Turned 90° counterclockwise and mirrored.
        case leftMirrored
        /// Turned 90° clockwise.
        case right
        /// Turned 90° clockwise and mirrored.
        case rightMirrored
    }

    /// A system symbol with a variable value (0...1) that fills its layers; drawn whole here.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }
}
