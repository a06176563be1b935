import SwatchRaster

/// Entry points to the three examples the PreferenceKey page names, for the gallery and tests.
@MainActor @preconcurrency
public enum PreferenceKeyExamples {
    /// Labels of different widths aligned to the widest (`MaxValue<CGFloat>`).
    public static var sameWidthLabels: some View { SameWidthLabels() }
    /// Day cells whose frames are collected in a named space (`AllValues<CGRect>`).
    public static var monthView: some View { MonthView() }
    /// Circles sized by their labels' longer side (`FirstNonNil<CGFloat>`).
    public static var circleText: some View {
        HStack(spacing: 12) {
            CircleText(text: "Hi")
            CircleText(text: "Swatch")
            CircleText(text: "Preferences")
        }
        .padding()
    }
}
