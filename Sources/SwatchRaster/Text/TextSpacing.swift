import Foundation

// The gap SwiftUI leaves between two texts stacked in a VStack with the default spacing
// (docs/ARCHITECTURE.md §5.2): not 8 points but the lower text's font leading, rounded up to
// the pixel grid. Measured on iOS 18.5 and 26.2 at 3x in cashapp/AccessibilitySnapshot's
// SwiftUI reference images: `.headline` over `.subheadline` 2.333 pt, `.subheadline` over
// `.caption` 2.0 pt. OpenSwiftUI's `Spacing.TextMetrics.spacing` implements the same rule.
// The text styles' leading is Apple's published line height (HIG typography table) minus
// the system font's own line height (SF Pro: 2444/2048 of the size, `UIFont.lineHeight`);
// `Font.system(size:)` has no leading (`UIFont.systemFont(ofSize:).leading` is 0).

extension Font.TextStyle {
    /// Line height in Apple's typography table at the Large Dynamic Type size.
    var publishedLineHeight: CGFloat {
        switch self {
        case .largeTitle: return 41
        case .title: return 34
        case .title2: return 28
        case .title3: return 25
        case .headline: return 22
        case .subheadline: return 20
        case .body: return 22
        case .callout: return 21
        case .footnote: return 18
        case .caption: return 16
        case .caption2: return 13
        }
    }

    /// The style's leading at Large: published line height less SF Pro's line height.
    var leadingAtLarge: CGFloat { max(0, publishedLineHeight - pointSize * SystemFontMetrics.lineHeightPerPoint) }
}

/// SF Pro's vertical metrics as UIKit reports them (`UIFont.systemFont(ofSize: 17)`:
/// ascender 16.1865, descender −4.1006, lineHeight 20.2871, leading 0): 1950 and −494 units
/// of a 2048-unit em.
enum SystemFontMetrics {
    static let lineHeightPerPoint: CGFloat = 2444.0 / 2048.0
}

extension Font {
    /// The leading that separates this font's text from text stacked above it, in points at
    /// `dynamicTypeSize`. Other Dynamic Type sizes scale the Large leading with the size (an
    /// approximation: only the Large column of Apple's table is used).
    func stackLeading(at dynamicTypeSize: DynamicTypeSize, face: FontFace) -> CGFloat {
        if family != nil {
            // A custom font keeps its own line gap (hhea lineGap), as CoreText reports it.
            let size = pointSize(at: dynamicTypeSize)
            return max(0, face.lineHeight(size: size) - face.ascent(size: size) - face.descent(size: size))
        }
        switch self.size {
        case .points: return 0
        case .style(let style), .relative(_, let style):
            return style.leadingAtLarge * pointSize(at: dynamicTypeSize) / style.pointSize
        }
    }
}

extension Font {
    /// The space added between the lines of one paragraph, so that each line advances by the
    /// text style's line height in Apple's typography table (body 22, callout 21, subheadline
    /// 20, footnote 18, caption 16 at Large; other Dynamic Type sizes scale it with the size,
    /// as `stackLeading` does) rather than by the face's own ascent plus descent. Measured on
    /// iOS screenshots (issue 39): a 4-line callout paragraph advances 21.1 pt per line, a body
    /// paragraph 21.7 pt, a 2-line subheadline 19.9 pt. A custom font adds its own line gap;
    /// `Font.system(size:)` adds nothing (UIKit reports no leading for it).
    func paragraphLeading(at dynamicTypeSize: DynamicTypeSize, face: FontFace, lineHeight: CGFloat) -> CGFloat {
        if family != nil { return stackLeading(at: dynamicTypeSize, face: face) }
        switch self.size {
        case .points: return 0
        case .style(let style), .relative(_, let style):
            let published = style.publishedLineHeight * pointSize(at: dynamicTypeSize) / style.pointSize
            return max(0, published - lineHeight)
        }
    }
}
