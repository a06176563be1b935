@testable import SwatchRaster
import XCTest

/// `headerProminence` records the prominence in the environment, as SwiftUI does.
final class HeaderProminenceTests: XCTestCase {
    private final class Seen: @unchecked Sendable { var value: Prominence? }
    private struct Reader: View {
        let seen: Seen
        @Environment(\.headerProminence) private var prominence
        var body: some View {
            seen.value = prominence
            return Color.red.frame(width: 4, height: 4)
        }
    }

    func testProminenceReachesTheEnvironment() throws {
        let seen = Seen()
        _ = try render(Reader(seen: seen))
        XCTAssertEqual(seen.value, .standard)
        _ = try render(Reader(seen: seen).headerProminence(.increased))
        XCTAssertEqual(seen.value, .increased)
    }
}
