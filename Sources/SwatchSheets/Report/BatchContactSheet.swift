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
                guard !image.file.contains("/"), !image.file.hasPrefix(".") else {
                    throw BatchError("manifest file name \(image.file.debugDescription) is not a plain file name")
                }
                try FileManager.default.copyItem(at: imageDirectory.appendingPathComponent(image.file),
                                                 to: images.appendingPathComponent(image.file))
            }
            try AtomicFile.write(Data(html(manifest).utf8), to: folder.appendingPathComponent("index.html"))
        }
        return directory.appendingPathComponent("index.html")
    }

    static func html(_ manifest: BatchManifest) -> String {
        let e = HTMLText.escape
        // Themes, appearances and scales in the order the batch rendered them.
        var themes: [String] = []
        var appearances: [String] = []
        var scales: [Double] = []
        for image in manifest.images {
            let key = image.input + "\u{0}" + image.theme
            if !themes.contains(key) { themes.append(key) }
            if !appearances.contains(image.appearance) { appearances.append(image.appearance) }
            if !scales.contains(image.scale) { scales.append(image.scale) }
        }
        let count = manifest.images.count
        var page = ReportPage.head(title: "Batch contact sheet")
        page += """
            <h1>Batch contact sheet</h1>
            <p id="summary" data-images="\(count)" data-themes="\(themes.count)" data-failures="\(manifest.failures.count)">\
            <b>\(count)</b> image\(count == 1 ? "" : "s") of \(themes.count) theme\(themes.count == 1 ? "" : "s") \
            (\(appearances.count) appearance\(appearances.count == 1 ? "" : "s") × \(scales.count) scale\(scales.count == 1 ? "" : "s")), \
            <span class="\(manifest.failures.isEmpty ? "good" : "bad")">\(manifest.failures.count) failure\(manifest.failures.count == 1 ? "" : "s")</span>; \
            background \(e(manifest.options.background)), font \(e(manifest.options.font))</p>

            """
        for key in themes {
            let parts = key.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let list = manifest.images.filter { $0.input == parts[0] && $0.theme == parts[1] }
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
                        <img src="\(HTMLText.url("images/" + image.file))" alt="\(e(image.file))" width="\(min(points, 360))"></a>\
                        <div class="meta">\(e(image.file))<br>\(image.width)×\(image.height) px<br><code>\(e(String(image.pixelHash.prefix(19))))…</code></div></td>
                        """
                }
                page += "</tr>\n"
            }
            page += "</table>\n</div>\n"
        }
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
