@testable import SwatchRaster
import XCTest

/// The default gap between two texts in a `VStack` is the lower text's font leading, rounded
/// up to the pixel grid, not 8 points (Text/TextSpacing.swift, docs/ARCHITECTURE.md §5.2).
/// Measured on iOS 18.5 and iOS 26.2 at 3x (the same on both) in the SwiftUI reference
/// images of cashapp/AccessibilitySnapshot (`Example/AccessibilitySnapshotPreviewsTests/
/// ReferenceImages`, `CustomActionsDemo` and `CustomRotorsDemo`):
/// - `.headline` over `.subheadline`: 2.333 pt;
/// - `.subheadline` over `.caption`: 2.0 pt.
/// OpenSwiftUI's `Spacing.TextMetrics.spacing(top:bottom:)` is the same rule.
final class TextSpacingFidelityTests: XCTestCase {
    /// The vertical gap between the two texts of `stack` laid out at `scale`.
    private func gap<V: View>(_ stack: V, scale: CGFloat) throws -> CGFloat {
        let texts = try layOut(stack, scale: scale).all("Text")
        XCTAssertEqual(texts.count, 2)
        return texts[1].frame.minY - texts[0].frame.maxY
    }

    func testHeadlineOverSubheadlineAt3x() throws {
        let stack = VStack(alignment: .leading) { Text("Accessibility").font(.headline); Text("Custom actions").font(.subheadline) }
        XCTAssertEqual(try gap(stack, scale: 3), 7.0 / 3, accuracy: 0.001)
    }

    func testSubheadlineOverCaptionAt3x() throws {
        let stack = VStack(alignment: .leading) { Text("Rotor").font(.subheadline); Text("Headings").font(.caption) }
        XCTAssertEqual(try gap(stack, scale: 3), 2.0, accuracy: 0.001)
    }

    func testTheLeadingIsRoundedUpToThePixelGrid() throws {
        // Subheadline's leading is 20 − 15 × 2444/2048 = 2.10 pt: 2.333 at 3x, 2.5 at 2x, 3 at 1x.
        let stack = VStack { Text("A"); Text("B").font(.subheadline) }
        XCTAssertEqual(try gap(stack, scale: 2), 2.5, accuracy: 0.001)
        XCTAssertEqual(try gap(stack, scale: 1), 3, accuracy: 0.001)
    }

    func testExplicitSystemSizeHasNoLeading() throws {
        // UIFont.systemFont(ofSize: 17).leading is 0, so two such texts touch.
        let stack = VStack { Text("A").font(.system(size: 17)); Text("B").font(.system(size: 17)) }
        XCTAssertEqual(try gap(stack, scale: 2), 0, accuracy: 0.001)
    }

    func testTextBesideOtherViewsKeepsTheDefaultSpacing() throws {
        let vertical = try layOut(VStack { Text("A"); Color.red.frame(width: 10, height: 10) })
        XCTAssertEqual(vertical.all("Color")[0].frame.minY - vertical.all("Text")[0].frame.maxY, 8, accuracy: 0.001)
        // Side by side, texts are separated by the default 8 points.
        let horizontal = try layOut(HStack { Text("A"); Text("B") }).all("Text")
        XCTAssertEqual(horizontal[1].frame.minX - horizontal[0].frame.maxX, 8, accuracy: 0.001)
    }

    func testExplicitSpacingWins() throws {
        let stack = VStack(spacing: 12) { Text("A"); Text("B") }
        XCTAssertEqual(try gap(stack, scale: 2), 12, accuracy: 0.001)
    }
}
