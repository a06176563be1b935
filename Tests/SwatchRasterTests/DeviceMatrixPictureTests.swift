@testable import SwatchRaster
import SwatchRasterTesting
import XCTest

/// The README's device-matrix picture, made by the feature it shows: one `verifySnapshots`
/// line records a screen on two devices in two appearances, and the four references are
/// shrunk side by side into docs/images/device-matrix.png. Runs only with
/// `SWATCH_README_PICTURES=1` (it writes into docs/); the matrix itself is tested in
/// `SafeAreaTests`.
final class DeviceMatrixPictureTests: XCTestCase {
    /// A screen as a Mac user writes it: a header and a tab bar that run under the bars, rows
    /// kept inside the safe area.
    struct InboxScreen: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("Inbox").font(.largeTitle).foregroundColor(.white)
                    .frame(maxWidth: .infinity, alignment: .leading).padding()
                    .background(Color.blue.ignoresSafeArea(edges: .top))
                VStack(alignment: .leading, spacing: 12) {
                    ForEach(["Design review", "Palette v2", "Release notes", "Lunch?"], id: \.self) { title in
                        HStack {
                            Circle().fill(Color.orange).frame(width: 12, height: 12)
                            Text(title)
                            Spacer()
                        }
                        Divider()
                    }
                }
                .padding()
                Spacer()
                HStack {
                    ForEach(["Mail", "Search", "Settings"], id: \.self) { Text($0).font(.footnote).frame(maxWidth: .infinity) }
                }
                .padding(.vertical, 10)
                .background(Color.gray.opacity(0.25).ignoresSafeArea(edges: .bottom))
            }
        }
    }

    func testMakeReadmePicture() throws {
        guard ProcessInfo.processInfo.environment["SWATCH_README_PICTURES"] == "1" else {
            throw XCTSkip("set SWATCH_README_PICTURES=1 to remake docs/images/device-matrix.png")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("device-matrix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = SnapshotOptions(record: true, referenceDirectory: folder)
        // The line the README shows.
        try verifySnapshots(of: InboxScreen(), named: "inbox",
                            matrix: SnapshotMatrix(appearances: [.light, .dark], devices: [.iPhoneSE, .iPhone16ProMax]),
                            options: options)
        let names = ["inbox.iPhone-SE.light", "inbox.iPhone-SE.dark", "inbox.iPhone-16-Pro-Max.light", "inbox.iPhone-16-Pro-Max.dark"]
        // Shrink every image to 1 px per 2 pt (box filter) and set them side by side, bottoms aligned.
        let shrunk = try names.map { name -> RasterImage in
            let image = try RasterImage(contentsOfPNG: folder.appendingPathComponent(name + ".png"))
            return shrink(image, by: Int(image.scale) * 2)
        }
        let gap = 16
        let width = shrunk.map(\.width).reduce(0, +) + gap * (shrunk.count + 1)
        let height = shrunk.map(\.height).max()! + gap * 2
        var pixels = [UInt8](repeating: 200, count: width * height * 4)   // a gray page around the screens
        for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
        var x0 = gap
        for image in shrunk {
            let y0 = height - gap - image.height
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let s = (y * image.width + x) * 4, d = ((y0 + y) * width + x0 + x) * 4
                    pixels.replaceSubrange(d..<d + 4, with: image.pixels[s..<s + 4])
                }
            }
            x0 += image.width + gap
        }
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/images/device-matrix.png")
        try RasterImage(width: width, height: height, scale: 1, pixels: pixels).writePNG(to: url)
    }

    private func shrink(_ image: RasterImage, by factor: Int) -> RasterImage {
        let w = image.width / factor, h = image.height / factor
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                for c in 0..<4 {
                    var sum = 0
                    for dy in 0..<factor {
                        for dx in 0..<factor { sum += Int(image.pixels[((y * factor + dy) * image.width + x * factor + dx) * 4 + c]) }
                    }
                    out[(y * w + x) * 4 + c] = UInt8(sum / (factor * factor))
                }
            }
        }
        return RasterImage(width: w, height: h, scale: 1, pixels: out)
    }
}
