@testable import SwatchRaster
import XCTest

/// Issue 40, values that are not lengths: aspect ratios, font sizes, trim bounds, and
/// numbers that reach layout through a custom `Layout` or `GeometryReader` math
/// (docs/ARCHITECTURE.md §5.21).
final class DegenerateValueTests: XCTestCase {
    /// A zero, negative or non-finite ratio is no rectangle: the content's own ratio is used.
    func testDegenerateAspectRatiosUseTheContentsRatio() throws {
        let image = Color.red.frame(idealWidth: 30, idealHeight: 15)
        for (ratio, spelled) in [(CGFloat(0), "0.0"), (.nan, "nan"), (.infinity, "inf"), (-2, "-2.0")] {
            try DegenerateProbe.check({ image.aspectRatio(ratio, contentMode: .fit).frame(width: 40, height: 40) },
                                      like: { image.aspectRatio(nil, contentMode: .fit).frame(width: 40, height: 40) },
                                      warns: "aspectRatio(\(spelled)): invalid aspect ratio (zero, negative or non-finite); the content's own ratio used")
        }
        // The CGSize form divides: a zero height is an infinite ratio.
        try DegenerateProbe.check({ image.aspectRatio(CGSize(width: 3, height: 0), contentMode: .fit).frame(width: 40, height: 40) },
                                  like: { image.aspectRatio(nil, contentMode: .fit).frame(width: 40, height: 40) },
                                  warns: "aspectRatio(inf): invalid aspect ratio (zero, negative or non-finite); the content's own ratio used")
    }

    /// A NaN, zero, negative or infinite font size is drawn at Core Text's default for a zero
    /// size, 12 points.
    func testDegenerateFontSizesAreTwelvePoints() throws {
        for (size, spelled) in [(CGFloat.nan, "nan"), (0, "0.0"), (-4, "-4.0"), (.infinity, "inf")] {
            let probes = try DegenerateProbe.check({ Text("Hg").font(.system(size: size)) }, like: { Text("Hg").font(.system(size: 12)) },
                                                   warns: "Font.system(size: \(spelled)): invalid font size (zero, negative or non-finite); drawn at 12 pt")
            XCTAssertEqual(probes.degenerate.image, probes.reference.image, "size \(size)")
        }
    }

    /// Trim bounds outside 0...1 are clamped quietly (Apple: fractions between zero and one);
    /// a NaN bound draws nothing.
    func testNaNTrimBoundDrawsNothing() throws {
        let probes = try DegenerateProbe.check({ Circle().trim(from: .nan, to: 1).stroke(Color.red, lineWidth: 4).frame(width: 30, height: 30) },
                                               like: { Circle().trim(from: 0, to: 0).stroke(Color.red, lineWidth: 4).frame(width: 30, height: 30) },
                                               warns: "trim(from: nan, to: 1.0): invalid trim bound (NaN); not drawn")
        XCTAssertFalse(DegenerateProbe.drawsInside(probes.degenerate.image, probes.degenerate.subject))
        let clamped = try DegenerateProbe.run { Circle().trim(from: -1, to: 2).fill(Color.red).frame(width: 30, height: 30) }
        XCTAssertEqual(clamped.warnings, [])
    }

    /// A custom layout that does user math: its first subview's position divides by zero, the
    /// second is placed normally, and it reports a NaN height.
    struct DividingLayout: Layout {
        var divisor: CGFloat
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 60, height: 30 * divisor / divisor)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: CGPoint(x: bounds.minX + 30 / divisor - 30 / divisor, y: bounds.minY), proposal: ProposedViewSize(width: 30, height: 30))
            subviews[1].place(at: CGPoint(x: bounds.minX + 30, y: bounds.minY), proposal: ProposedViewSize(width: 30, height: 30))
        }
    }

    /// Values from a custom `Layout`: a NaN size is laid out as 0, a subview placed at NaN is
    /// not drawn, its sibling inside the layout is.
    func testCustomLayoutNaNIsDroppedNotFatal() throws {
        let probes = try RuntimeWarnings.capturing { () throws -> (RasterImage, Node) in
            let view = DegenerateProbe.screen(DividingLayout(divisor: 0) {
                Color.red
                Color.blue
            }.frame(height: 30))
            return (try render(view), try layOut(view))
        }
        let (image, root) = probes.0
        XCTAssertEqual(probes.1, [
            "DividingLayout sized 60.0 × nan: invalid size (NaN); laid out as 0",
            "Color placed at nan, 15.0, 30.0 × 30.0: invalid frame (non-finite or over 10000000 pt); not drawn",
        ])
        let marker = try XCTUnwrap(root.all("HStack").first?.children.last)
        XCTAssertEqual(marker.frame, CGRect(x: 60, y: 0, width: 40, height: 40))
        // The layout's NaN height is 0, centred in the 30-pt frame: its subviews hang from y = 15.
        XCTAssertEqual(image[45, 25].b, 255, "the blue sibling is drawn")
        XCTAssertEqual(image[15, 25].a, 0, "the red subview placed at NaN is not")
        XCTAssertEqual(image[80, 20].g, 255, "the marker is drawn")
    }

    /// GeometryReader math: a width divided by a zero count is an infinite frame dimension,
    /// ignored as SwiftUI ignores it.
    func testGeometryReaderDivisionByZero() throws {
        let count: CGFloat = 0
        try DegenerateProbe.check({
            GeometryReader { proxy in Color.red.frame(width: proxy.size.width / count, height: 10) }.frame(width: 50, height: 20)
        }, like: {
            GeometryReader { _ in Color.red.frame(height: 10) }.frame(width: 50, height: 20)
        }, warns: "frame(width: inf): invalid frame dimension (negative or non-finite); ignored")
    }

    /// What stays an error: a root with no finite size (no image holds it), an image past the
    /// pixel limit, and nesting beyond the stack (`DeepNestingTests`).
    func testOnlyTheImageItselfFails() throws {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: .infinity, height: 10)
        XCTAssertThrowsError(try renderer.render()) { error in
            guard case RenderError.invalidFrame = error else { return XCTFail("\(error)") }
        }
        let large = ImageRenderer(content: Color.red.frame(width: 5000, height: 5000))
        large.maximumPixelCount = 1_000_000
        XCTAssertThrowsError(try large.render()) { error in
            guard case RenderError.tooManyPixels = error else { return XCTFail("\(error)") }
        }
    }
}
