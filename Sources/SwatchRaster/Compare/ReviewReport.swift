/// A static HTML page for reviewing image regressions in a browser: every mismatch with its
/// reference, new and diff images side by side, a slider and a toggle to compare the two, the
/// changed-pixel count and bounding box; errors after them; passes collapsed. Self-contained:
/// the images are PNG files inside the report folder, CSS and script are inline, nothing is
/// fetched from the network (docs/ARCHITECTURE.md §11.1).
public struct ReviewReport: Sendable {
    /// What checking one image found.
    public enum Status: String, Sendable {
        /// The new rendering differs from the reference.
        case mismatch
        /// The image could not be checked (unreadable input, failed render).
        case error
        /// The new rendering matches.
        case passed
    }

    /// One checked image.
    public struct Entry: Sendable {
        /// The image's name (file name or snapshot name), shown as its heading.
        public var name: String
        /// One line of context: input, appearance, scale.
        public var detail: String
        /// What the check found.
        public var status: Status
        /// The hash the reference records.
        public var expectedHash: String?
        /// The hash rendered now.
        public var actualHash: String?
        /// Why the image could not be checked (status `.error`).
        public var message: String?
        /// The reference pixels, when they could be read (mismatches).
        public var reference: RasterImage?
        /// The new rendering (mismatches).
        public var candidate: RasterImage?

        /// An entry; images only matter for mismatches.
        public init(name: String, detail: String = "", status: Status, expectedHash: String? = nil,
                    actualHash: String? = nil, message: String? = nil,
                    reference: RasterImage? = nil, candidate: RasterImage? = nil) {
            self.name = name
            self.detail = detail
            self.status = status
            self.expectedHash = expectedHash
            self.actualHash = actualHash
            self.message = message
            self.reference = reference
            self.candidate = candidate
        }
    }

    /// The page's title.
    public var title: String
    /// Every checked image, in the order checked.
    public var entries: [Entry]

    /// A report titled `title` over `entries`.
    public init(title: String, entries: [Entry]) {
        self.title = title
        self.entries = entries
    }

    /// Writes `index.html` and the mismatches' `images/N-reference.png`, `N-new.png` and
    /// `N-diff.png` into `directory`, replacing it whole (built beside it, then renamed), so a
    /// crash leaves no half-written report. Returns the page's URL.
    @discardableResult
    public func write(to directory: URL) throws -> URL {
        try ReportDirectory.replace(directory) { folder in
            let images = folder.appendingPathComponent("images")
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
            var files: [Int: ImageFiles] = [:]
            for (index, entry) in entries.enumerated() where entry.status == .mismatch {
                var set = ImageFiles()
                let stem = String(format: "%03d", index + 1)
                if let reference = entry.reference {
                    set.reference = "images/\(stem)-reference.png"
                    try reference.writePNG(to: folder.appendingPathComponent(set.reference!))
                }
                if let candidate = entry.candidate {
                    set.candidate = "images/\(stem)-new.png"
                    try candidate.writePNG(to: folder.appendingPathComponent(set.candidate!))
                }
                if let reference = entry.reference, let candidate = entry.candidate {
                    set.diff = ImageDiff(reference: reference, candidate: candidate)
                    set.highlight = "images/\(stem)-diff.png"
                    try ImageDiff.highlightImage(reference: reference, candidate: candidate)
                        .writePNG(to: folder.appendingPathComponent(set.highlight!))
                }
                files[index] = set
            }
            try AtomicFile.write(Data(html(files: files).utf8), to: folder.appendingPathComponent("index.html"))
        }
        return directory.appendingPathComponent("index.html")
    }

    /// The relative image files of one mismatch, and its measured difference.
    struct ImageFiles {
        var reference: String?
        var candidate: String?
        var highlight: String?
        var diff: ImageDiff?
    }

    func html(files: [Int: ImageFiles]) -> String {
        let e = HTMLText.escape
        let mismatches = entries.indices.filter { entries[$0].status == .mismatch }
        let errors = entries.indices.filter { entries[$0].status == .error }
        let passes = entries.indices.filter { entries[$0].status == .passed }
        var page = ReportPage.head(title: title)
        page += """
            <h1>\(e(title))</h1>
            <p id="summary" data-total="\(entries.count)" data-mismatches="\(mismatches.count)" \
            data-errors="\(errors.count)" data-passes="\(passes.count)">\
            <b>\(entries.count)</b> image\(entries.count == 1 ? "" : "s"): \
            <span class="bad">\(mismatches.count) mismatch\(mismatches.count == 1 ? "" : "es")</span>, \
            <span class="bad">\(errors.count) error\(errors.count == 1 ? "" : "s")</span>, \
            <span class="good">\(passes.count) passed</span></p>

            """
        for index in mismatches {
            let entry = entries[index]
            let set = files[index] ?? ImageFiles()
            let id = "m\(index + 1)"
            var stats = ""
            if let diff = set.diff {
                stats = diff.sizeDiffers
                    ? "size changed: \(entry.reference!.width)×\(entry.reference!.height) → \(entry.candidate!.width)×\(entry.candidate!.height) px"
                    : "<span class=\"changed-pixels\">\(diff.changedPixels)</span> pixel\(diff.changedPixels == 1 ? "" : "s") changed in <span class=\"bbox\">\(diff.boundingBox.map(\.description) ?? "-")</span>, largest channel difference \(diff.maxChannelDelta)"
            } else {
                stats = "no reference image to compare with"
            }
            page += """
                <section class="mismatch" id="\(id)" data-name="\(e(entry.name))" data-changed-pixels="\(set.diff?.changedPixels ?? -1)">
                <h2>\(e(entry.name))</h2>
                <p class="detail">\(e(entry.detail))</p>
                <p class="stats">\(stats)</p>
                <p class="hashes">reference <code>\(e(entry.expectedHash ?? "-"))</code><br>new <code>\(e(entry.actualHash ?? "-"))</code></p>
                <div class="triple">
                \(figure(set.reference, caption: "reference"))\(figure(set.candidate, caption: "new"))\(figure(set.highlight, caption: "diff (changed pixels in magenta)"))</div>

                """
            if let reference = set.reference, let candidate = set.candidate {
                page += """
                    <div class="compare" data-mode="slider">
                    <div class="buttons"><button type="button" data-show="slider">slider</button> <button type="button" data-show="reference">reference</button> <button type="button" data-show="new">new</button> <button type="button" data-show="diff">diff</button> <span class="hint">or press space to flip</span></div>
                    <div class="stage">
                    <img class="under" src="\(HTMLText.url(reference))" alt="reference">
                    <img class="over" src="\(HTMLText.url(candidate))" alt="new">
                    <img class="diff" src="\(HTMLText.url(set.highlight ?? reference))" alt="diff">
                    </div>
                    <input type="range" min="0" max="100" value="50" aria-label="reveal the new image">
                    </div>

                    """
            }
            page += "</section>\n"
        }
        if !errors.isEmpty {
            page += "<h2>Errors</h2>\n<ul class=\"errors\">\n"
            for index in errors {
                let entry = entries[index]
                page += "<li class=\"error\"><b>\(e(entry.name))</b> \(e(entry.detail)): \(e(entry.message ?? "failed"))</li>\n"
            }
            page += "</ul>\n"
        }
        page += "<details id=\"passes\"><summary>\(passes.count) passed</summary>\n<ul>\n"
        for index in passes {
            let entry = entries[index]
            page += "<li class=\"pass\"><b>\(e(entry.name))</b> \(e(entry.detail)) <code>\(e(entry.actualHash ?? entry.expectedHash ?? ""))</code></li>\n"
        }
        page += "</ul>\n</details>\n"
        page += ReportPage.foot(script: ReportPage.compareScript)
        return page
    }

    private func figure(_ path: String?, caption: String) -> String {
        guard let path else { return "<figure class=\"missing\"><figcaption>\(caption): none</figcaption></figure>\n" }
        return "<figure><a href=\"\(HTMLText.url(path))\"><img src=\"\(HTMLText.url(path))\" alt=\"\(caption)\"></a><figcaption>\(caption)</figcaption></figure>\n"
    }
}

/// The parts every report page shares: the head with inline CSS, and the closing script that
/// counts loaded images into `#load-status` (what the browser test reads from the DOM).
package enum ReportPage {
    /// `<!doctype html>` through `<body>`, with the page's styles inline.
    package static func head(title: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escape(title))</title>
        <style>
        body { font: 14px/1.4 -apple-system, "DejaVu Sans", sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        h1 { font-size: 22px; margin: 0 0 8px; }
        h2 { font-size: 17px; margin: 0 0 4px; word-break: break-all; }
        code { font-size: 12px; word-break: break-all; }
        .bad { color: #c6001e; } .good { color: #1f7a33; }
        section, details, .theme { background: #fff; border-radius: 10px; padding: 14px 16px; margin: 14px 0; box-shadow: 0 1px 2px rgba(0,0,0,.08); }
        .detail, .hashes { color: #555; margin: 2px 0; }
        .stats { font-weight: 600; margin: 6px 0; }
        .triple { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; flex: 1 1 0; min-width: 160px; max-width: 420px; }
        figure img { width: 100%; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
        figcaption { color: #555; font-size: 12px; text-align: center; }
        .compare { margin-top: 12px; max-width: 640px; }
        .stage { position: relative; display: inline-block; width: 100%; border: 1px solid #ccc; }
        .stage img { display: block; width: 100%; image-rendering: pixelated; }
        .stage .over, .stage .diff { position: absolute; left: 0; top: 0; height: 100%; }
        .compare[data-mode="slider"] .diff, .compare[data-mode="reference"] .over, .compare[data-mode="reference"] .diff,
        .compare[data-mode="new"] .diff { visibility: hidden; }
        .compare[data-mode="new"] .over, .compare[data-mode="diff"] .over { clip-path: none !important; }
        .compare:not([data-mode="slider"]) input { visibility: hidden; }
        .compare input { width: 100%; }
        .compare button[aria-pressed="true"] { font-weight: 700; }
        .hint { color: #888; font-size: 12px; }
        details summary { cursor: pointer; font-weight: 600; }
        table { border-collapse: collapse; }
        th, td { padding: 6px 10px; vertical-align: top; text-align: left; }
        td img { max-width: 360px; border: 1px solid #ccc; }
        td .meta { color: #555; font-size: 11px; }
        </style>
        </head>
        <body>

        """
    }

    /// The load counter and `</body></html>`; `script` runs first (inline, no network).
    package static func foot(script: String = "") -> String {
        """
        <p id="load-status" data-total="0" data-loaded="0" data-failed="0"></p>
        <script>
        \(script)
        (function () {
          var status = document.getElementById("load-status");
          function count() {
            var imgs = document.images, loaded = 0, failed = 0, pending = 0;
            for (var i = 0; i < imgs.length; i++) {
              if (!imgs[i].complete) pending++;
              else if (imgs[i].naturalWidth > 0) loaded++;
              else failed++;
            }
            status.setAttribute("data-total", imgs.length);
            status.setAttribute("data-loaded", loaded);
            status.setAttribute("data-failed", failed);
            status.setAttribute("data-pending", pending);
            status.textContent = loaded + " of " + imgs.length + " images loaded" + (failed ? ", " + failed + " missing" : "");
          }
          count();
          for (var i = 0; i < document.images.length; i++) {
            document.images[i].addEventListener("load", count);
            document.images[i].addEventListener("error", count);
          }
          window.addEventListener("load", count);
        })();
        </script>
        </body>
        </html>

        """
    }

    /// The compare widget: the slider clips the new image to reveal the reference under it;
    /// the buttons (and the space bar, on the last widget used) show one image at a time.
    static let compareScript = """
        document.querySelectorAll(".compare").forEach(function (box) {
          var over = box.querySelector(".over"), range = box.querySelector("input");
          function clip() { over.style.clipPath = "inset(0 0 0 " + range.value + "%)"; }
          function show(mode) {
            box.setAttribute("data-mode", mode);
            box.querySelectorAll("button").forEach(function (b) { b.setAttribute("aria-pressed", b.getAttribute("data-show") === mode); });
            window.lastCompare = box;
          }
          range.addEventListener("input", clip);
          box.querySelectorAll("button").forEach(function (b) { b.addEventListener("click", function () { show(b.getAttribute("data-show")); }); });
          clip(); show("slider");
        });
        document.addEventListener("keydown", function (event) {
          if (event.key !== " " || !window.lastCompare) return;
          event.preventDefault();
          var box = window.lastCompare;
          box.setAttribute("data-mode", box.getAttribute("data-mode") === "new" ? "reference" : "new");
        });
        """
}
