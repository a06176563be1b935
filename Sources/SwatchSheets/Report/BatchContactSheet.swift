import SwatchRaster

/// `batch --report DIR`: a contact sheet of every image a batch wrote — one table per theme,
/// a column per appearance and a row per scale — to review a palette change at a glance.
/// The PNGs are copied into `DIR/images/`, so the folder is self-contained and can be kept
/// as a CI artifact (docs/ARCHITECTURE.md §11.2).
public enum BatchContactSheet {
    /// Writes the contact sheet of `manifest`, whose images are in `imageDirectory`, into
    /// `directory` (replaced whole). Returns the page's URL.
    @discardableResult
    public static func write(_ manifest: BatchManifest, imageDirectory: URL, to directory: URL) throws -> URL {
        try ReportDirectory.replace(directory) { folder in
            let images = folder.appendingPathComponent("images")
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
            for image in manifest.images {
                // A previews manifest's files are paths below its folder; a batch's are plain names.
                if let problem = manifest.fileNameProblem(image.file) {
                    throw BatchError("manifest file name \(image.file.debugDescription) \(problem)")
                }
                let copy = images.appendingPathComponent(image.file)
                try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: imageDirectory.appendingPathComponent(image.file), to: copy)
            }
            try AtomicFile.write(Data(html(manifest).utf8), to: folder.appendingPathComponent("index.html"))
        }
        return directory.appendingPathComponent("index.html")
    }

    /// An image's group: its input and theme (a preview's source and name), plus a preview's
    /// variant (device, type size, direction), which gets rows of its own.
    static func key(_ image: BatchManifest.Image) -> String {
        image.input + "\u{0}" + image.theme + (image.variant.map { " (\($0))" } ?? "")
    }

    static func html(_ manifest: BatchManifest) -> String {
        let e = HTMLText.escape
        // Themes, appearances and scales in the order the batch rendered them.
        var themes: [String] = []
        var appearances: [String] = []
        var scales: [Double] = []
        for image in manifest.images {
            let key = Self.key(image)
            if !themes.contains(key) { themes.append(key) }
            if !appearances.contains(image.appearance) { appearances.append(image.appearance) }
            if !scales.contains(image.scale) { scales.append(image.scale) }
        }
        let count = manifest.images.count
        let title = manifest.kind == .previews ? "Preview contact sheet" : "Batch contact sheet"
        let unit = manifest.kind == .previews ? "preview" : "theme"
        var page = ReportPage.head(title: title)
        page += """
            <h1>\(title)</h1>
            <p id="summary" data-images="\(count)" data-themes="\(themes.count)" data-failures="\(manifest.failures.count)">\
            <b>\(count)</b> image\(count == 1 ? "" : "s") of \(themes.count) \(unit)\(themes.count == 1 ? "" : "s") \
            (\(appearances.count) appearance\(appearances.count == 1 ? "" : "s") × \(scales.count) scale\(scales.count == 1 ? "" : "s")), \
            <span class="\(manifest.failures.isEmpty ? "good" : "bad")">\(manifest.failures.count) failure\(manifest.failures.count == 1 ? "" : "s")</span>; \
            \(manifest.kind == .previews ? "font" : "background \(e(manifest.options.background)), font") \(e(manifest.options.font))</p>

            """
        // Previews are many small cards: side by side, wrapping, at a smaller width.
        let previews = manifest.kind == .previews
        let widest = previews ? 200 : 360
        if previews {
            page += "<style>.cards{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}.cards .theme{margin:0}</style>\n<div class=\"cards\">\n"
        }
        for key in themes {
            let parts = key.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let list = manifest.images.filter { Self.key($0) == key }
            page += "<div class=\"theme\">\n<h2>\(e(parts[1]))</h2>\n<p class=\"detail\">\(e(parts[0]))</p>\n<table>\n<tr><th></th>"
            for appearance in appearances { page += "<th>\(e(appearance))</th>" }
            page += "</tr>\n"
            for scale in scales {
                page += "<tr><th>@\(OutputName.formatScale(scale))x</th>"
                for appearance in appearances {
                    guard let image = list.first(where: { $0.appearance == appearance && $0.scale == scale }) else {
                        page += "<td></td>"
                        continue
                    }
                    // Shown at its size in points, so every scale looks the same size.
                    let points = Int((Double(image.width) / image.scale).rounded())
                    page += """
                        <td class="image" data-file="\(e(image.file))"><a href="\(HTMLText.url("images/" + image.file))">\
                        <img src="\(HTMLText.url("images/" + image.file))" alt="\(e(image.file))" width="\(min(points, widest))"></a>\
                        <div class="meta">\(e(image.file))<br>\(image.width)×\(image.height) px<br><code>\(e(String(image.pixelHash.prefix(19))))…</code></div></td>
                        """
                }
                page += "</tr>\n"
            }
            page += "</table>\n</div>\n"
        }
        if previews { page += "</div>\n" }
        if !manifest.failures.isEmpty {
            page += "<h2>Failures</h2>\n<ul class=\"errors\">\n"
            for failure in manifest.failures {
                page += "<li class=\"error\"><b>\(e(failure.file ?? failure.input))</b>: \(e(failure.error))</li>\n"
            }
            page += "</ul>\n"
        }
        page += ReportPage.foot()
        return page
    }
}
