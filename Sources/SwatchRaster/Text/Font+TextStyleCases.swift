/// `Font.TextStyle.allCases` spelled out, as SwiftUI declares it, in Apple's order.
extension Font.TextStyle {
    /// Every text style, as an array.
    public typealias AllCases = [Font.TextStyle]

    /// Every text style from the largest title to the second caption.
    public static var allCases: [Font.TextStyle] {
        [.largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2]
    }
}
