import SwiftUI
import UIKit
import XCTest

// Canvas with a GraphicsContext draws (issue 34), and a TimelineView shows its first date at
// the still's fixed instant, so its picture is the same on every run.

private func canvasPicture<V: View>(_ view: V) throws -> RasterImage {
    try ImageRenderer(content: view).render()
}

private func rgba(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image[x, y]
    return [p.r, p.g, p.b, p.a]
}

private struct ClockFace: View {
    var body: some View {
        TimelineView(.everyMinute) { context in
            Text(context.date.formatted(.iso8601))
        }
    }
}

final class CanvasTimelineTests: XCTestCase {
    /// `.color(white:)` and `.color(red:green:blue:)` shade as the matching `Color` does
    /// (Apple's `GraphicsContext.Shading` has both; Oscar's weather backgrounds use the first).
    func testComponentColorShadings() throws {
        try MainActor.assumeIsolated {
            let square = Path(CGRect(x: 0, y: 0, width: 8, height: 8))
            let picture = try canvasPicture(Canvas { context, _ in
                context.fill(square, with: .color(white: 0.5))
                context.fill(square.offsetBy(dx: 8, dy: 0), with: .color(red: 1, green: 0, blue: 0, opacity: 0.5))
            }.frame(width: 16, height: 8))
            let expected = try canvasPicture(Canvas { context, _ in
                context.fill(square, with: .color(Color(white: 0.5)))
                context.fill(square.offsetBy(dx: 8, dy: 0), with: .color(Color(red: 1, green: 0, blue: 0, opacity: 0.5)))
            }.frame(width: 16, height: 8))
            XCTAssertEqual(picture.pixelHash, expected.pixelHash)
            XCTAssertEqual(rgba(picture, 4, 4), [128, 128, 128, 255])
        }
    }

    func testCanvasFillsStrokesAndTransformsInCallOrder() throws {
        try MainActor.assumeIsolated {
            let picture = try canvasPicture(Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
                context.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
                var moved = context
                moved.translateBy(x: 40, y: 0)
                moved.fill(Path(CGRect(x: 0, y: 10, width: 10, height: 10)), with: .color(.blue))
                context.stroke(Path { $0.move(to: CGPoint(x: 0, y: 35)); $0.addLine(to: CGPoint(x: 60, y: 35)) }, with: .color(.green), lineWidth: 2)
            }
            .frame(width: 60, height: 40))
            XCTAssertEqual(picture.width, 60)
            XCTAssertEqual(rgba(picture, 2, 2), [255, 255, 255, 255], "background fill")
            XCTAssertEqual(rgba(picture, 20, 20), [255, 59, 48, 255], "circle")
            XCTAssertEqual(rgba(picture, 45, 15), [0, 122, 255, 255], "translated square")
            XCTAssertEqual(rgba(picture, 5, 15), [255, 255, 255, 255], "untranslated spot stays white")
            XCTAssertEqual(rgba(picture, 30, 35), [52, 199, 89, 255], "stroke")
        }
    }

    func testCanvasGradientTextAndOpacity() throws {
        try MainActor.assumeIsolated {
            let picture = try canvasPicture(Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)),
                             with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
                var faded = context
                faded.opacity = 0.5
                faded.fill(Path(CGRect(x: 0, y: 30, width: 100, height: 10)), with: .color(.black))
                context.draw(Text("Hi").font(.system(size: 10)), at: CGPoint(x: 50, y: 15))
            }
            .frame(width: 100, height: 40)
            .background(Color.white))
            XCTAssertLessThan(rgba(picture, 2, 2)[0], 20, "gradient starts black")
            XCTAssertGreaterThan(rgba(picture, 97, 2)[0], 235, "gradient ends white")
            let half = rgba(picture, 50, 35)
            XCTAssertEqual(Int(half[3]), 255)
            XCTAssertLessThan(Int(half[0]), Int(rgba(picture, 50, 25)[0]), "the half-opaque bar darkens")
            let json = try ImageRenderer(content: Canvas { context, _ in context.draw(Text("Hi"), at: CGPoint(x: 50, y: 15)) }.frame(width: 100, height: 40)).layoutJSON()
            XCTAssertTrue(json.contains("\"Hi\""), json)
        }
    }

    /// Images are drawn through the context's transform, turned and scaled with it, as
    /// Core Graphics draws them: weather backdrops (oscar-weather's rain and snow) move,
    /// rotate and scale a copy of the context for each particle. Before, only the point moved.
    func testImagesAreDrawnThroughTheContextsTransform() throws {
        try MainActor.assumeIsolated {
            // A 20 × 4 point red bar.
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let bar = Image(uiImage: UIGraphicsImageRenderer(size: CGSize(width: 20, height: 4), format: format).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 4))
            })
            // The canvas is 40 × 40 points with a 10-point white margin around it.
            @MainActor func drawn(_ place: @escaping (inout GraphicsContext) -> Void) throws -> RasterImage {
                try canvasPicture(Canvas { context, _ in
                    var copy = context
                    place(&copy)
                    copy.draw(copy.resolve(bar), at: .zero)
                }
                .frame(width: 40, height: 40)
                .padding(10)
                .background(Color.white))
            }
            func at(_ picture: RasterImage, _ x: Int, _ y: Int) -> [UInt8] { rgba(picture, x + 10, y + 10) }
            let red: [UInt8] = [255, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255]
            let turned = try drawn { $0.translateBy(x: 20, y: 20); $0.rotate(by: .degrees(90)) }
            XCTAssertEqual(at(turned, 20, 12), red, "turned upright: x 18–22, y 10–30")
            XCTAssertEqual(at(turned, 12, 20), white, "no longer across")
            let wide = try drawn { $0.translateBy(x: 20, y: 20); $0.scaleBy(x: 1.5, y: 1) }
            XCTAssertEqual(at(wide, 7, 20), red, "scaled to x 5–35")
            XCTAssertEqual(at(wide, 3, 20), white)
            let moved = try drawn { $0.translateBy(x: 20, y: 20) }
            XCTAssertEqual(at(moved, 11, 20), red, "only moved: x 10–30")
            XCTAssertEqual(at(moved, 8, 20), white)
            let faded = try drawn { $0.translateBy(x: 20, y: 20); $0.opacity = 0.5 }
            XCTAssertEqual(at(faded, 20, 20)[0], 255)
            XCTAssertLessThanOrEqual(abs(Int(at(faded, 20, 20)[1]) - 128), 1, "half red over white")
            let past = try drawn { $0.translateBy(x: 35, y: 20) }
            XCTAssertEqual(at(past, 38, 20), red, "x 25–45, inside the canvas up to 40")
            XCTAssertEqual(at(past, 42, 20), white, "and cut off at its edge")
        }
    }

    func testTimelineViewShowsTheFirstDateAtTheStillsInstant() throws {
        try MainActor.assumeIsolated {
            let json = try ImageRenderer(content: ClockFace()).layoutJSON()
            XCTAssertTrue(json.contains("2007-01-09T09:41:00Z"), json)
            let periodic = try ImageRenderer(content: TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 3600)) { context in
                Text(context.date.formatted(.iso8601))
            }).layoutJSON()
            XCTAssertTrue(periodic.contains("2007-01-09T09:00:00Z"), periodic)
        }
    }

    func testVisualEffectUsesTheViewsGeometryAndKeepsItsLayout() throws {
        try MainActor.assumeIsolated {
            let shifted = try canvasPicture(HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                    .visualEffect { content, proxy in content.offset(x: proxy.size.width).opacity(0.5) }
                Color.clear.frame(width: 10, height: 10)
            })
            XCTAssertEqual(shifted.width, 20, "layout unchanged")
            XCTAssertEqual(shifted[5, 5].a, 0, "moved away from its place")
            XCTAssertEqual(Int(shifted[15, 5].a), 128, accuracy: 1, "drawn one width further, at half opacity")
            let shaded = try canvasPicture(Color.red.frame(width: 4, height: 4)
                .colorEffect(ShaderLibrary.default.tint(.color(.blue), .float(0.5))))
            XCTAssertEqual(rgba(shaded, 1, 1), [255, 59, 48, 255], "shaders are not drawn")
            // A scroll transition at rest is its .identity phase (oscar-weather's hourly cards
            // fade at the edges: opacity 1 at identity), and the layout stays.
            let resting = try canvasPicture(Color.red.frame(width: 4, height: 4)
                .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2).scaleEffect(phase.isIdentity ? 1 : 0.5) })
            XCTAssertEqual(resting.width, 4)
            XCTAssertEqual(rgba(resting, 0, 0), [255, 59, 48, 255], "drawn as at rest: whole and opaque")
            let faded = try canvasPicture(Color.red.frame(width: 4, height: 4)
                .scrollTransition(topLeading: .interactive, bottomTrailing: .animated) { content, phase in content.opacity(phase.isIdentity ? 0.5 : 1) })
            XCTAssertEqual(Int(faded[1, 1].a), 128, accuracy: 1, "the identity phase's own effect is drawn")
            // A shader as a fill (oscar-weather's sky, measured: 11 previews) is a ShapeStyle:
            // the shape is there, clear, over what is under it.
            let filled = try canvasPicture(ZStack {
                Color.red
                Rectangle().fill(ShaderLibrary.default.sky(.float(1), .boundingRect))
            }.frame(width: 4, height: 4))
            XCTAssertEqual(filled.width, 4)
            XCTAssertEqual(rgba(filled, 1, 1), [255, 59, 48, 255], "the shader is not run")
        }
    }
}
