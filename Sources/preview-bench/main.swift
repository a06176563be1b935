import Foundation
import LayoutExamples
import SwatchRaster

// Milliseconds per preview (issue 25): ordinary screens rendered as `render-previews` renders a
// `#Preview` — a new renderer on the iPhone 16 screen at 3x, layout, raster, PNG written to a
// file, pixel hash — on one thread, after one warm-up render (fonts and glyphs cached, as in a
// worker that has rendered one preview). Prints one JSON line per screen.
//
//   preview-bench [--count N] [--scale S] [--raw-dir DIR] [--only SCREEN]
//
// --raw-dir writes each screen's straight RGBA pixels (`<name>.rgba`, `<name>.json` with the
// size) for the peer, benchmarks/peer/pillow_encode.py, which encodes and hashes the same pixels.

let screens: [(name: String, make: () -> AnyView)] = [
    ("gallery-settings", { AnyView(LayoutExamples.settings) }),
    ("gallery-controls", { AnyView(LayoutExamples.controls) }),
    ("screen-settings", { AnyView(LayoutExamples.settingsRows) }),
    ("screen-profile", { AnyView(LayoutExamples.profileHeader) }),
    ("screen-pricing", { AnyView(LayoutExamples.pricingCard) }),
    ("screen-onboarding", { AnyView(LayoutExamples.onboarding) }),
    ("screen-chart", { AnyView(LayoutExamples.labeledChart) }),
    ("screen-tag-cloud", { AnyView(LayoutExamples.tagCloud) }),
    ("screen-particles", { AnyView(LayoutExamples.particles()) }),
]

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard flag.hasPrefix("--"), let value = arguments.popFirst() else {
        FileHandle.standardError.write(Data("error: usage: preview-bench [--count N] [--scale S] [--raw-dir DIR] [--only SCREEN]\n".utf8))
        exit(64)
    }
    options[String(flag.dropFirst(2))] = value
}
let count = max(1, Int(options["count"] ?? "20") ?? 20)
let scale = CGFloat(Double(options["scale"] ?? "3") ?? 3)
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("preview-bench-\(getpid())")

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

func renderer(_ make: () -> AnyView) -> ImageRenderer<AnyView> {
    let renderer = ImageRenderer(content: make(), appearance: .light, background: .systemBackground)
    renderer.apply(.iPhone16)
    renderer.scale = scale
    return renderer
}

do {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    for screen in screens where options["only"].map({ $0 == screen.name }) ?? true {
        let file = scratch.appendingPathComponent("\(screen.name).png")
        let warm = try renderer(screen.make).render()
        try warm.writePNG(to: file)
        if let raw = options["raw-dir"] {
            try Data(warm.pixels).write(to: URL(fileURLWithPath: raw).appendingPathComponent("\(screen.name).rgba"))
            try Data("{\"width\": \(warm.width), \"height\": \(warm.height)}".utf8)
                .write(to: URL(fileURLWithPath: raw).appendingPathComponent("\(screen.name).json"))
        }
        var totals: [Double] = []
        var stages = (view: 0.0, raster: 0.0, write: 0.0, hash: 0.0)
        for _ in 0..<count {
            let t0 = now()
            let one = renderer(screen.make)
            let drawing = try one.drawing()
            let t1 = now()
            let image = one.rasterize(drawing)
            let t2 = now()
            try image.writePNG(to: file)
            let t3 = now()
            _ = image.pixelHash(using: .xxh3_128)
            let t4 = now()
            totals.append(t4 - t0)
            stages.view += t1 - t0
            stages.raster += t2 - t1
            stages.write += t3 - t2
            stages.hash += t4 - t3
        }
        totals.sort()
        let ms = { (seconds: Double) in String(format: "%.2f", seconds * 1000) }
        let per = { (seconds: Double) in ms(seconds / Double(count)) }
        print("{\"screen\": \"\(screen.name)\", \"width\": \(warm.width), \"height\": \(warm.height), "
            + "\"ms_median\": \(ms(totals[totals.count / 2])), \"ms_best\": \(ms(totals[0])), "
            + "\"ms_view\": \(per(stages.view)), \"ms_raster\": \(per(stages.raster)), "
            + "\"ms_encode_write\": \(per(stages.write)), \"ms_hash\": \(per(stages.hash))}")
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
