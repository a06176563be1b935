@testable import SwatchRaster
import XCTest

/// `ContentUnavailableView`: fills the space offered and centres a large symbol over a bold
/// title 2 title and a secondary description. Fonts per Apple's HIG empty-state look; the
/// symbol size and spacings are the engine's approximations (ARCHITECTURE §5.19).
final class ContentUnavailableViewTests: XCTestCase {
    func testFillsTheOfferAndCentresItsContent() throws {
        let view = ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail appears here."))
        let root = try layOut(view, width: 390, height: 600)
        assertFrame(root.frame, 0, 0, 390, 600)
        let texts = root.all("Text")
        XCTAssertEqual(texts.count, 2)
        for text in texts {
            XCTAssertEqual(text.frame.midX, 195, accuracy: 0.5, "centred horizontally")
        }
        XCTAssertLessThan(texts[0].frame.maxY, texts[1].frame.minY, "title above description")
        // The content sits around the middle of the screen.
        XCTAssertEqual((texts[0].frame.minY + texts[1].frame.maxY) / 2, 300, accuracy: 60)
    }

    func testTitleIsBoldTitle2AndDescriptionSecondary() throws {
        let view = ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail appears here."))
        let image = try render(view, width: 390, height: 600, background: .white)
        let plain = try render(ContentUnavailableView("No Mail", systemImage: "tray.fill"), width: 390, height: 600, background: .white)
        XCTAssertNotEqual(image.pixelHash, plain.pixelHash, "the description is drawn")
        // Title 2 bold is 22 pt (Apple HIG, Dynamic Type sizes at Large); its line is taller
        // than the body-size description's.
        let texts = try layOut(view, width: 390, height: 600).all("Text")
        XCTAssertGreaterThan(texts[0].frame.height, texts[1].frame.height)
        // The description is drawn in secondary gray, never black: find its darkest pixel.
        let d = texts[1].frame
        var darkest = 255
        for y in Int(d.minY)..<Int(d.maxY) { for x in Int(d.minX)..<Int(d.maxX) { darkest = min(darkest, Int(image.rgba(x, y)[0])) } }
        XCTAssertGreaterThan(darkest, 60, "secondary label, not primary black")
        let t = texts[0].frame
        var titleDarkest = 255
        for y in Int(t.minY)..<Int(t.maxY) { for x in Int(t.minX)..<Int(t.maxX) { titleDarkest = min(titleDarkest, Int(image.rgba(x, y)[0])) } }
        XCTAssertLessThan(titleDarkest, 30, "the title is primary")
    }

    func testSearchForms() throws {
        let search = try layOut(ContentUnavailableView.search, width: 390, height: 600)
        XCTAssertEqual(search.all("Text").count, 2)
        let query = try render(ContentUnavailableView.search(text: "kiwi"), width: 390, height: 600).pixelHash
        XCTAssertNotEqual(query, try render(ContentUnavailableView.search, width: 390, height: 600).pixelHash)
        let manual = ContentUnavailableView {
            Label("No Results for \u{201C}kiwi\u{201D}", systemImage: "magnifyingglass")
        } description: {
            Text("Check the spelling or try a new search.")
        }
        XCTAssertEqual(query, try render(manual, width: 390, height: 600).pixelHash)
    }

    /// The title-and-image-name form (Harbour's empty containers list names a custom symbol
    /// of its asset catalog) builds and lays its title and description out centred, as the
    /// symbol form does.
    func testImageByNameTakesTheAssetForm() throws {
        let named = ContentUnavailableView("No Containers", image: "container.slash", description: Text("None yet."))
        let texts = try layOut(named, width: 390, height: 600).all("Text")
        XCTAssertEqual(texts.count, 2)
        XCTAssertEqual(texts[0].frame.midX, 195, accuracy: 0.5)
        let key: LocalizedStringKey = "No Containers"
        XCTAssertEqual(try layOut(ContentUnavailableView(key, image: "container.slash"), width: 390, height: 600).all("Text").count, 1)
    }
}
