import AuthenticationServices
import SwiftUI
import XCTest

@MainActor private func render<V: View>(_ view: V) throws -> RasterImage {
    try ImageRenderer(content: view, appearance: .light, background: .white).render()
}

private func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image[x, y]
    return [p.r, p.g, p.b, p.a]
}

/// A sign-in screen as apps write it (jordansinger/SwiftUI-Kit's buttons group has this
/// shape): `SignInWithAppleButton` with both closures, a frame, a style.
final class AuthenticationServicesTests: XCTestCase {
    func testTheButtonFillsItsFrameInItsStyleAndNeverCallsItsClosures() throws {
        // XCTest runs tests on the main thread; views are built on the main actor (§3.1).
        try MainActor.assumeIsolated {
            var requested = false
            let button = SignInWithAppleButton(.signIn, onRequest: { request in
                request.requestedScopes = [.fullName, .email]
                requested = true
            }, onCompletion: { _ in requested = true })
            let black = try render(button.frame(width: 280, height: 44))
            XCTAssertEqual(black.width, 280)
            XCTAssertEqual(black.height, 44)
            XCTAssertEqual(pixel(black, 10, 22), [0, 0, 0, 255], "black by default")
            XCTAssertTrue((100..<180).contains { x in pixel(black, x, 22)[0] > 200 }, "white label across the middle")
            let white = try render(button.signInWithAppleButtonStyle(.whiteOutline).frame(width: 280, height: 44).padding(2))
            XCTAssertEqual(pixel(white, 12, 24), [255, 255, 255, 255])
            XCTAssertEqual(pixel(white, 2, 24)[0], 0, "the outline")
            XCTAssertFalse(requested)
        }
    }

    func testLabelsAndScopes() {
        XCTAssertNotEqual(SignInWithAppleButton.Label.signIn, .continue)
        XCTAssertNotEqual(SignInWithAppleButton.Label.signUp, .signIn)
        XCTAssertEqual(ASAuthorization.Scope.email.rawValue, "email")
    }
}
