import SwatchRaster

/// Entry points to the layout lecture's programs (seed 004), for the gallery and tests.
@MainActor @preconcurrency
public enum LectureExamples {
    /// Four 2:3 cards in a padded HStack.
    public static var cards: some View { CardsView() }
    /// An HStack where a priority-100 label keeps its width and its neighbour is elided.
    public static var priority: some View { PriorityView() }
    /// `Text("hello").background(Rectangle())`: sized by the text.
    public static var textBackground: some View { TextWithBackground() }
    /// `Circle().overlay(Text("Hello"))`: sized by the circle.
    public static var circleOverlay: some View { CircleWithOverlay() }
}
