// swatch-bench: times SwatchRaster's stages on swatch sheets, for benchmarks/run.
//
//   swatch-bench sheet  --sheet default|theme200 --scale S --count N [--jobs J]
//       one JSON line: size, PNG bytes, sheets/s with one job (and with J threads), ms per stage
//   swatch-bench rss    --sheet … --scale S      render + encode once, print peak RSS (KiB)
//   swatch-bench e2e    --sheet … --scale S --count N --hash xxh3-128|sha256 --dir D
//       end to end, as one batch job: render, encode and write each PNG to D, hash its
//       pixels; ms per sheet and per stage as JSON
//   swatch-bench encoders --sheet … --scale S --count N
//       the row encoder against zlib on one rendering: best ms to encode into memory, bytes
//   swatch-bench layout --colors N --count K     best resolve+layout time (ms) of a palette
//   swatch-bench text   --chars N --case truncate|word|field --count K
//       best layout time (ms) of N characters in 100 pt: prose with .lineLimit(1)
//       (truncate), one unbroken word wrapped (word), or a TextField holding the prose (field)
//   swatch-bench raw    --sheet … --scale S -o FILE   straight RGBA bytes, prints width height
//   swatch-bench write  --sheet … --scale S -o FILE [--dump-layout FILE]
@_spi(Benchmark) import SwatchRaster
import SwatchSheets
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// The benchmark's synthetic theme color `i`; benchmarks/peer/pillow_sheet.py draws the same.
func brandColor(_ i: Int) -> Color {
    let r = UInt8((i * 37 + 11) % 256), g = UInt8((i * 91 + 40) % 256), b = UInt8((i * 53 + 80) % 256)
    return Color(name: "brand\(i)", light: RGBAColor(bytes: r, g, b), dark: RGBAColor(bytes: 255 - r, 255 - g, 255 - b))
}

/// A theme of `count` colors as one pad, as a theme file with one group gives.
func themePad(_ count: Int) -> [SwatchSheet.Pad] {
    [SwatchSheet.Pad(title: "Brand Colors", colors: (0..<count).map(brandColor))]
}

func sheet(_ name: String) -> SwatchSheet {
    switch name {
    case "default": return SwatchSheet()
    case "theme200": return SwatchSheet(pads: themePad(200), columns: 10)
    default:
        FileHandle.standardError.write(Data("error: unknown sheet \(name)\n".utf8))
        exit(64)
    }
}

func renderer(_ name: String, scale: Double) -> ImageRenderer<SwatchSheet> {
    let renderer = ImageRenderer(content: sheet(name))
    // The Pillow peer draws DejaVu Sans; so do we here, whatever the machine's system font.
    renderer.environment.systemFontSource = .family("DejaVu Sans")
    renderer.scale = CGFloat(scale)
    renderer.backgroundColor = .systemBackground
    return renderer
}

/// The best of `count` layouts of `renderer`'s view (resolve, layout, settle), in DejaVu Sans
/// as the peers draw, with the laid-out size.
func bestLayoutTime<V: View>(_ renderer: ImageRenderer<V>, count: Int) throws -> (seconds: Double, size: CGSize) {
    renderer.environment.systemFontSource = .family("DejaVu Sans")
    var best = Double.infinity
    var size = CGSize.zero
    for _ in 0..<max(1, count) {
        let start = RenderTimings.now()
        size = try renderer.layoutSize()
        best = min(best, RenderTimings.now() - start)
    }
    return (best, size)
}

/// One renderer per thread; each is used by its own thread only.
// @unchecked: renderer i is used by thread i alone, so no renderer is shared.
final class Renderers: @unchecked Sendable {
    let all: [ImageRenderer<SwatchSheet>]
    init(_ all: [ImageRenderer<SwatchSheet>]) { self.all = all }
}

/// User + system CPU time of the whole process, in seconds.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
}

func peakRSSKiB() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss)
}

/// `--name value` options after the command.
var options: [String: String] = [:]
let arguments = Array(CommandLine.arguments.dropFirst())
var index = 1
while index + 1 < arguments.count {
    options[arguments[index].trimmingCharacters(in: CharacterSet(charactersIn: "-"))] = arguments[index + 1]
    index += 2
}
let command = arguments.first ?? "sheet"
let sheetName = options["sheet"] ?? "default"
let scale = Double(options["scale"] ?? "2") ?? 2
let count = Int(options["count"] ?? "20") ?? 20
let jobs = Int(options["jobs"] ?? "1") ?? 1

func json(_ pairs: [(String, Any)]) -> String {
    "{" + pairs.map { key, value in
        let text: String
        switch value {
        case let double as Double: text = String(format: "%.4f", double)
        case let string as String: text = "\"\(string)\""
        default: text = "\(value)"
        }
        return "\"\(key)\": \(text)"
    }.joined(separator: ", ") + "}"
}

do {
    switch command {
    case "sheet":
        let one = renderer(sheetName, scale: scale)
        var (image, png, _) = try one.renderPNGTimed()  // warm-up: fonts, glyph masks
        var sum = RenderTimings()
        let start = RenderTimings.now(), cpuStart = cpuSeconds()
        for _ in 0..<count {
            let result = try one.renderPNGTimed()
            (image, png) = (result.image, result.png)
            sum.layout += result.timings.layout
            sum.raster += result.timings.raster
            sum.encode += result.timings.encode
        }
        let elapsed = RenderTimings.now() - start, cpu = cpuSeconds() - cpuStart
        var pairs: [(String, Any)] = [
            ("width", image.width), ("height", image.height), ("bytes", png.count),
            ("sheets_per_s_1", Double(count) / elapsed),
            // CPU time per sheet: less disturbed than wall time by other work on the machine.
            ("cpu_ms_1", cpu / Double(count) * 1000),
            ("ms_layout", sum.layout / Double(count) * 1000), ("ms_raster", sum.raster / Double(count) * 1000),
            ("ms_encode", sum.encode / Double(count) * 1000),
        ]
        if jobs > 1 {
            // Each thread has its own renderer, as batch rendering of themes would.
            let renderers = Renderers((0..<jobs).map { _ in renderer(sheetName, scale: scale) })
            // As in a batch (ARCHITECTURE §3.1): this thread, the main actor, runs the view
            // phases ahead while the job threads rasterize and encode.
            func pipeline(_ sheets: Int) {
                RenderPipeline.run(count: sheets, jobs: jobs, prepare: { index in
                    try? renderers.all[index % jobs].drawing()
                }, finish: { index, drawing in
                    if let drawing { _ = try? renderers.all[index % jobs].rasterize(drawing).pngData() }
                })
            }
            pipeline(jobs)  // warm-up
            let start = RenderTimings.now(), cpuStart = cpuSeconds()
            pipeline(count * jobs)
            let wall = RenderTimings.now() - start
            pairs.append(("sheets_per_s_\(jobs)", Double(count * jobs) / wall))
            // CPU seconds per wall second while the jobs ran: how many cores they really got.
            pairs.append(("cores_used_\(jobs)", (cpuSeconds() - cpuStart) / wall))
        }
        print(json(pairs))
    case "e2e":
        let one = renderer(sheetName, scale: scale)
        let algorithm = PixelHashAlgorithm(rawValue: options["hash"] ?? "xxh3-128") ?? .xxh3_128
        let folder = URL(fileURLWithPath: options["dir"] ?? ".")
        _ = try one.render().pixelHash(using: algorithm)  // warm-up: fonts, glyph masks
        var stages = (view: 0.0, raster: 0.0, write: 0.0, hash: 0.0)
        let start = RenderTimings.now(), cpuStart = cpuSeconds()
        for index in 0..<count {
            let t0 = RenderTimings.now()
            let drawing = try one.drawing()
            let t1 = RenderTimings.now()
            let image = one.rasterize(drawing)
            let t2 = RenderTimings.now()
            try image.writePNG(to: folder.appendingPathComponent("ours-\(index).png"))
            let t3 = RenderTimings.now()
            _ = image.pixelHash(using: algorithm)
            let t4 = RenderTimings.now()
            stages.view += t1 - t0
            stages.raster += t2 - t1
            stages.write += t3 - t2
            stages.hash += t4 - t3
        }
        let elapsed = RenderTimings.now() - start, cpu = cpuSeconds() - cpuStart
        let per = { (seconds: Double) in seconds / Double(count) * 1000 }
        print(json([("ms_per_sheet", per(elapsed)), ("cpu_ms", per(cpu)), ("ms_view", per(stages.view)),
                    ("ms_raster", per(stages.raster)), ("ms_encode_write", per(stages.write)), ("ms_hash", per(stages.hash))]))
    case "encoders":
        let image = try renderer(sheetName, scale: scale).render()
        func best(_ encode: () throws -> Data) rethrows -> (ms: Double, bytes: Int) {
            var best = Double.infinity, bytes = 0
            for _ in 0..<max(1, count) {
                let start = RenderTimings.now()
                bytes = try encode().count
                best = min(best, RenderTimings.now() - start)
            }
            return (best * 1000, bytes)
        }
        let rows = try best { try image.pngData() }, zlib = try best { try image.pngDataByZlib() }
        print(json([("width", image.width), ("height", image.height), ("rows_ms", rows.ms), ("rows_bytes", rows.bytes),
                    ("zlib_ms", zlib.ms), ("zlib_bytes", zlib.bytes)]))
    case "rss":
        let result = try renderer(sheetName, scale: scale).renderPNGTimed()
        precondition(result.png.count > 0)
        print(peakRSSKiB())
    case "layout":
        let colors = Int(options["colors"] ?? "5000") ?? 5000
        let palette = ImageRenderer(content: SwatchSheet(pads: themePad(colors), columns: 10))
        let (best, size) = try bestLayoutTime(palette, count: count)
        print(json([("colors", colors), ("ms_layout", best * 1000), ("width_pt", Double(size.width)), ("height_pt", Double(size.height))]))
    case "text":
        let chars = Int(options["chars"] ?? "10000") ?? 10000
        let kind = options["case"] ?? "truncate"
        let prose = String(String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: chars / 58 + 1).prefix(chars))
        let view: AnyView
        switch kind {
        case "truncate": view = AnyView(Text(prose).lineLimit(1).frame(width: 100))
        case "word": view = AnyView(Text(String(repeating: "x", count: chars)).frame(width: 100))
        case "field": view = AnyView(TextField("Title", text: .constant(prose)).frame(width: 100))
        default:
            FileHandle.standardError.write(Data("error: unknown text case \(kind)\n".utf8))
            exit(64)
        }
        let (best, size) = try bestLayoutTime(ImageRenderer(content: view), count: count)
        print(json([("chars", chars), ("case", kind), ("ms_layout", best * 1000), ("width_pt", Double(size.width)), ("height_pt", Double(size.height))]))
    case "write":
        let one = renderer(sheetName, scale: scale)
        let image = try one.render()
        try image.writePNG(to: URL(fileURLWithPath: options["o"] ?? "sheet.png"))
        if let dump = options["dump-layout"] { try Data(one.layoutJSON().utf8).write(to: URL(fileURLWithPath: dump)) }
        print("\(options["o"] ?? "sheet.png"): \(image.width)×\(image.height) px \(image.pixelHash)")
    case "raw":
        // Straight RGBA bytes of one rendering, for encoder experiments.
        let image = try renderer(sheetName, scale: scale).render()
        try Data(image.pixels).write(to: URL(fileURLWithPath: options["o"] ?? "sheet.rgba"))
        print("\(image.width) \(image.height)")
    default:
        FileHandle.standardError.write(Data("error: unknown command \(command)\n".utf8))
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
