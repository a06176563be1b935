import SwiftUI
import UIKit
import XCTest

/// UIKit colors through `Color(_:)` and `Color(uiColor:)`, probed in rendered pixels.
/// Fixed colors: Apple's UIColor reference gives their components (e.g. "brown: RGB values
/// of 0.6, 0.4, and 0.2"); system colors: the engine's table (docs/ARCHITECTURE.md §7.3).
final class UIKitColorTests: XCTestCase {
    func testImplicitMemberMeansUIKitFixedColor() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(try pixel(fill(Color(.white))), [255, 255, 255, 255])
            // UIColor.red is pure red, unlike SwiftUI's Color.red (system red 255, 59, 48).
            XCTAssertEqual(try pixel(fill(Color(.red))), [255, 0, 0, 255])
            XCTAssertEqual(try pixel(fill(Color.red)), [255, 59, 48, 255])
            XCTAssertEqual(try pixel(fill(Color(.brown))), [153, 102, 51, 255])
            XCTAssertEqual(try pixel(fill(Color(.clear)))[3], 0)
            XCTAssertEqual(try pixel(fill(Color(UIColor.darkGray))), [85, 85, 85, 255])
        }
    }

    func testSystemColorsFollowTheAppearance() throws {
        try MainActor.assumeIsolated {
            // `Color(.secondarySystemBackground)` resolves (the engine's SystemColor wins the
            // overload, the same color) and stays dynamic.
            XCTAssertEqual(try pixel(fill(Color(.secondarySystemBackground))), [242, 242, 247, 255])
            XCTAssertEqual(try pixel(fill(Color(.secondarySystemBackground)), appearance: .dark), [28, 28, 30, 255])
            XCTAssertEqual(try pixel(fill(Color(uiColor: .secondarySystemBackground)), appearance: .dark), [28, 28, 30, 255])
            XCTAssertEqual(try pixel(fill(Color(uiColor: .label)), appearance: .dark), [255, 255, 255, 255])
            XCTAssertEqual(try pixel(fill(Color(UIColor.systemBlue))), [0, 122, 255, 255])
        }
    }

    func testComponentInitializers() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(try pixel(fill(Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)))), [255, 128, 0, 255])
            XCTAssertEqual(try pixel(fill(Color(uiColor: UIColor(white: 0.2, alpha: 1)))), [51, 51, 51, 255])
            XCTAssertEqual(try pixel(fill(Color(uiColor: UIColor.blue.withAlphaComponent(0.5))))[3], 128)
            XCTAssertEqual(UIColor(red: 0, green: 0, blue: 1, alpha: 1), UIColor.blue)
            XCTAssertNil(UIColor(named: "no-such-color"))
        }
    }

    func testCoreGraphicsColors() throws {
        try MainActor.assumeIsolated {
            // What `#if canImport(CoreGraphics)` / `canImport(UIKit)` code in other packages builds
            // (swift-property-based's Gen+Color does exactly this): ARCHITECTURE §2.7.
            let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            XCTAssertEqual(try pixel(fill(Color(cgColor: green))), [0, 255, 0, 255])
            let make: (CGColor) -> UIColor = UIColor.init(cgColor:)
            XCTAssertEqual(try pixel(fill(Color(uiColor: make(CGColor(gray: 0.2, alpha: 1))))), [51, 51, 51, 255])
            XCTAssertEqual(UIColor.red.cgColor.components, [1, 0, 0, 1])
            XCTAssertEqual(UIColor.label.cgColor, CGColor(gray: 0, alpha: 1))
        }
    }

    /// A style guide's colors made as `Self` in a `UIColor` extension, as Critical Maps'
    /// are: components through `Self(red:…)`, dark variants through `Self { traits in … }`.
    func testStyleGuideColorsMadeAsSelf() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(try pixel(fill(Color(uiColor: .styleGuideGray))), [26, 26, 26, 255])
            XCTAssertEqual(try pixel(fill(Color(uiColor: .styleGuideBackground))), [255, 255, 255, 255])
            XCTAssertEqual(try pixel(fill(Color(uiColor: .styleGuideBackground)), appearance: .dark), [26, 26, 26, 255])
            XCTAssertEqual(try pixel(fill(Color(uiColor: .styleGuideHalf))), [128, 128, 128, 255])
        }
    }
}

private extension UIColor {
    static func styleGuideHex(_ hex: UInt, alpha: CGFloat = 1) -> Self {
        Self(red: CGFloat((hex & 0xFF0000) >> 16) / 255, green: CGFloat((hex & 0x00FF00) >> 8) / 255,
             blue: CGFloat(hex & 0x0000FF) / 255, alpha: alpha)
    }
    static var styleGuideGray: Self { styleGuideHex(0x1A1A1A) }
    static var styleGuideBackground: Self {
        Self { $0.userInterfaceStyle == .dark ? Self.styleGuideHex(0x1A1A1A) : Self.white }
    }
    static var styleGuideHalf: Self { Self(white: 128.0 / 255, alpha: 1) }
}

/// A 4-pt square of `color`.
@MainActor private func fill(_ color: Color) -> some View { color.frame(width: 4, height: 4) }
