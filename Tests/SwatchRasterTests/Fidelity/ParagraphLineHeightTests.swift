@testable import SwatchRaster
import XCTest

/// Lines inside one `Text` advance by the text style's line height (issue 39), Apple's
/// typography table at the Large Dynamic Type size: body 22, callout 21, subheadline 20,
/// footnote 18, caption 16, headline 22, title3 25, title2 28. Measured on iOS screenshots
/// of real screens (issue 39): a 4-line callout paragraph advanced 21.1 pt per line, a body
/// paragraph 21.7 pt, a 2-line subheadline 19.9 pt — where we advanced by the face's ascent
/// plus descent (body 20.6, callout 19.4, subheadline 18.2).
final class ParagraphLineHeightTests: XCTestCase {
    /// The height in points of `text` at 4x (so a quarter point is one pixel).
    private func height<V: View>(_ text: V, width: CGFloat? = nil) throws -> CGFloat {
        let renderer = ImageRenderer(content: text.frame(width: width))
        renderer.scale = 4
        return CGFloat(try renderer.render().height) / 4
    }

    /// How far the second line sits below the first: two lines' height less one line's.
    private func pitch(_ font: Font) throws -> CGFloat {
        try height(Text("Line\nLine").font(font)) - height(Text("Line").font(font))
    }

    func testLinesAdvanceByTheStylesLineHeight() throws {
        let table: [(Font, CGFloat, String)] = [
            (.body, 22, "body (measured 21.7)"), (.callout, 21, "callout (measured 21.1)"),
            (.subheadline, 20, "subheadline (measured 19.9)"), (.footnote, 18, "footnote"), (.caption, 16, "caption"),
            (.headline, 22, "headline"), (.title3, 25, "title3"), (.title2, 28, "title2"),
        ]
        for (font, expected, name) in table {
            XCTAssertEqual(try pitch(font), expected, accuracy: 0.5, name)
        }
    }

    func testOneLineKeepsTheFacesOwnHeight() throws {
        // A single line has no leading: its height is the face's line height, as before.
        let face = try FontResolver.face(for: .body, source: EnvironmentValues().systemFontSource)
        XCTAssertEqual(try height(Text("Line").font(.body)), face.lineHeight(size: 17), accuracy: 0.25)
    }

    func testLineSpacingAddsToTheStylesLineHeight() throws {
        let spaced = try height(Text("Line\nLine").font(.body).lineSpacing(10)) - height(Text("Line").font(.body))
        XCTAssertEqual(spaced, 32, accuracy: 0.5)
    }

    func testAFixedSizeSystemFontHasNoLeading() throws {
        // `Font.system(size:)` has no leading (UIKit: `UIFont.systemFont(ofSize:).leading` is 0).
        let one = try height(Text("Line").font(.system(size: 17)))
        XCTAssertEqual(try height(Text("Line\nLine").font(.system(size: 17))), 2 * one, accuracy: 0.25)
    }

    func testWrappedParagraphsAdvanceTheSame() throws {
        let paragraph = Text("Lines that wrap inside a narrow frame advance by the same line height as lines broken by hand.")
            .font(.callout)
        let three = try height(paragraph, width: 120)
        let one = try height(Text("Lines").font(.callout))
        let lines = ((three - one) / 21).rounded()
        XCTAssertGreaterThanOrEqual(lines, 2)
        XCTAssertEqual(three - one, lines * 21, accuracy: 0.5)
    }
}
