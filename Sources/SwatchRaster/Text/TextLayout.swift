/// How styled runs break into lines for a width: breaking at UAX #14's opportunities across
/// runs (LineBreaks.swift), explicit newlines, a line limit (and a reserved minimum), line
/// spacing, shrinking down to a minimum scale factor, "…" truncation (tail, head or middle)
/// where the text does not fit, and the Unicode Bidirectional Algorithm's visual order of each
/// line's pieces (Bidi.swift).
struct TextLayout {
    /// One character, the run it belongs to, its shaped advance (spacing included) and its
    /// bidi embedding level.
    struct Char {
        let character: Character
        let run: Int
        let advance: CGFloat
        var level: UInt8 = 0
    }

    /// A stretch of one line in one run at one bidi level, shaped in its direction.
    struct Piece {
        let run: Int
        let text: String
        let width: CGFloat
        /// Right to left (an odd embedding level): shaped and drawn as HarfBuzz orders an RTL run.
        var rightToLeft: Bool = false
    }

    struct Line {
        var pieces: [Piece]
        /// The line's characters, all runs joined.
        var text: String
        var width: CGFloat
        /// Top of the line, from the top of the text.
        var top: CGFloat
        var height: CGFloat
        /// Top of the line to its baseline.
        var baseline: CGFloat
    }

    var lines: [Line]
    var size: CGSize
    /// The first run's line height (at `scale`).
    let lineHeight: CGFloat
    /// The size factor the text was shrunk by (1 unless `minimumScaleFactor` applied).
    let scale: CGFloat
    /// Whether some text was cut and replaced by "…".
    private(set) var isTruncated = false

    static let ellipsis: Character = "…"

    struct Options: Hashable {
        var lineLimit: Int?
        var minimumLines: Int?
        var truncation: Text.TruncationMode
        var lineSpacing: CGFloat = 0
        var minimumScaleFactor: CGFloat = 1
        /// The layout direction, for paragraphs without a strong character.
        var rightToLeft: Bool = false
    }

    /// The layout for `proposal`, shrunk (down to `minimumScaleFactor`) when it would be truncated.
    static func make(_ runs: [StyledRun], proposal: ProposedViewSize, options: Options) -> TextLayout {
        let full = TextLayout(runs, proposal: proposal, options: options, scale: 1)
        guard full.isTruncated, options.minimumScaleFactor < 1 else { return full }
        var low = options.minimumScaleFactor, high: CGFloat = 1
        var best = TextLayout(runs, proposal: proposal, options: options, scale: low)
        guard !best.isTruncated else { return best }
        for _ in 0..<12 {
            let middle = (low + high) / 2
            let candidate = TextLayout(runs, proposal: proposal, options: options, scale: middle)
            if candidate.isTruncated { high = middle } else { low = middle; best = candidate }
        }
        return best
    }

    init(_ runs: [StyledRun], proposal: ProposedViewSize, options: Options, scale: CGFloat) {
        self.scale = scale
        lineHeight = runs.first?.lineHeight(scale: scale) ?? 0
        // Each run is shaped once; line breaking sums its characters' shares of the advance.
        func measure(_ chars: ArraySlice<Char>) -> CGFloat {
            var total: CGFloat = 0
            for char in chars { total += char.advance }
            return total
        }
        var all: [Char] = []
        for (index, run) in runs.enumerated() {
            let advances = run.characterAdvances(scale: scale)
            for (offset, character) in run.text.enumerated() {
                all.append(Char(character: character, run: index, advance: offset < advances.count ? advances[offset] : 0))
            }
        }
        // A character added by truncation or by joining lines ("…", " "), shaped alone in its run.
        func char(_ character: Character, run: Int, level: UInt8) -> Char {
            Char(character: character, run: run, advance: runs[run].width(of: String(character), scale: scale), level: level)
        }
        let maxWidth = proposal.width.map { max(0, $0) }
        // Left-to-right text in a left-to-right layout is level 0 throughout.
        let needsBidi = options.rightToLeft || runs.contains { Bidi.mayHaveRightToLeft($0.text) }

        // Paragraphs, then wrapped lines; each line remembers a run for its height when empty.
        var wrapped: [(chars: [Char], run: Int)] = []
        var paragraphStart = 0
        var paragraphRun = 0
        for index in 0...all.count {
            guard index == all.count || all[index].character == "\n" else { continue }
            // Embedding levels by paragraph (UAX #9 works paragraph by paragraph).
            if needsBidi {
                let levels = Bidi.levels(all[paragraphStart..<index].map(\.character), rightToLeft: options.rightToLeft)
                for (offset, level) in levels.enumerated() { all[paragraphStart + offset].level = level }
            }
            let paragraph = all[paragraphStart..<index]
            for line in TextLayout.wrap(paragraph, maxWidth: maxWidth, measure: measure) {
                wrapped.append((line, line.first?.run ?? paragraphRun))
            }
            if index < all.count { paragraphRun = all[index].run }
            paragraphStart = index + 1
        }

        let uniform = Set(runs.map { $0.lineHeight(scale: scale) }).count <= 1
        var maxLines = options.lineLimit.map { max(1, $0) } ?? Int.max
        if let height = proposal.height, height.isFinite, lineHeight > 0 {
            // n lines take n line heights and n − 1 spacings: n ≤ (height + spacing) / (line + spacing).
            let fitting = (height + options.lineSpacing + 0.001) / (lineHeight + options.lineSpacing)
            maxLines = min(maxLines, max(1, Int(min(1e6, max(0, fitting)))))
        }
        var truncated = false
        if wrapped.count > maxLines {
            var rest: [Char] = []
            for (offset, line) in wrapped[(maxLines - 1)...].enumerated() {
                if offset > 0 {
                    let joined = line.chars.first ?? rest.last
                    rest.append(char(" ", run: joined?.run ?? line.run, level: joined?.level ?? 0))
                }
                rest += line.chars
            }
            let keptRun = wrapped[maxLines - 1].run
            wrapped = Array(wrapped[..<maxLines])
            wrapped[maxLines - 1] = (TextLayout.truncate(rest[...], maxWidth: maxWidth ?? .infinity, mode: options.truncation,
                                                        force: true, measure: measure, make: char), keptRun)
            truncated = true
        }
        if let maxWidth {
            for index in wrapped.indices where measure(wrapped[index].chars[...]) > maxWidth + 0.001 {
                wrapped[index].chars = TextLayout.truncate(wrapped[index].chars[...], maxWidth: maxWidth, mode: options.truncation,
                                                          force: false, measure: measure, make: char)
                truncated = true
            }
        }
        isTruncated = truncated

        var lines: [Line] = []
        var top: CGFloat = 0
        for (index, line) in wrapped.enumerated() {
            // Pieces in logical order (one run, one level each), then in visual order.
            var logical: [Piece] = []
            var levels: [UInt8] = []
            var start = 0
            while start < line.chars.count {
                let run = line.chars[start].run, level = line.chars[start].level
                var end = start
                while end < line.chars.count && line.chars[end].run == run && line.chars[end].level == level { end += 1 }
                let text = String(line.chars[start..<end].map(\.character))
                // The characters' shares of their run's shaping: for a line that holds a whole
                // run, exactly its shaped width, with no second shaping.
                logical.append(Piece(run: run, text: text, width: measure(line.chars[start..<end]), rightToLeft: level & 1 == 1))
                levels.append(level)
                start = end
            }
            let pieces = levels.contains(where: { $0 > 0 }) ? Bidi.visualOrder(levels).map { logical[$0] } : logical
            let present = pieces.isEmpty ? [line.run] : pieces.map(\.run)
            let height = uniform ? lineHeight : present.map { runs[$0].lineHeight(scale: scale) }.max() ?? lineHeight
            let baseline = present.map { runs[$0].baseline(scale: scale) }.max() ?? 0
            // Equal line heights place line n at n × (height + spacing), exactly as one multiplication.
            let lineTop = uniform ? CGFloat(index) * (lineHeight + options.lineSpacing) : top
            // What line breaking measured, so the same lines come back when the text is offered its own width.
            lines.append(Line(pieces: pieces, text: String(line.chars.map(\.character)), width: measure(line.chars[...]),
                              top: lineTop, height: height, baseline: baseline))
            top = lineTop + height + options.lineSpacing
        }
        var height: CGFloat
        if uniform {
            height = CGFloat(lines.count) * lineHeight
            if lines.count > 1 { height += CGFloat(lines.count - 1) * options.lineSpacing }
        } else {
            height = (lines.last.map { $0.top + $0.height }) ?? 0
        }
        // A reserved minimum never exceeds the limit (an inner `.lineLimit(1)` inside `2...`).
        if let minimum = options.minimumLines.map({ min($0, options.lineLimit ?? Int.max) }), minimum > lines.count {
            let missing = CGFloat(minimum - lines.count)
            height += missing * (lineHeight + options.lineSpacing)
        }
        self.lines = lines
        self.size = CGSize(width: lines.map(\.width).max() ?? 0, height: height)
    }

    /// Greedy line breaking at UAX #14's opportunities (LineBreaks.swift). Spaces at a break
    /// hang: they are not measured and not kept at the end of the line. A stretch between
    /// opportunities wider than the line is broken between characters.
    static func wrap(_ paragraph: ArraySlice<Char>, maxWidth: CGFloat?, measure: (ArraySlice<Char>) -> CGFloat) -> [[Char]] {
        guard let maxWidth, measure(paragraph) > maxWidth + 0.001 else { return [Array(paragraph)] }
        let chars = Array(paragraph)
        let breaks = LineBreaks.opportunities(chars.map(\.character))
        func withoutTrailingSpaces(_ line: ArraySlice<Char>) -> ArraySlice<Char> {
            var line = line
            while line.last?.character == " " { line = line.dropLast() }
            return line
        }
        var lines: [[Char]] = []
        var current: [Char] = []
        var segmentStart = 0
        for index in chars.indices where breaks[index] {
            let segment = chars[segmentStart...index]
            segmentStart = index + 1
            let candidate = current + segment
            if measure(withoutTrailingSpaces(candidate[...])) <= maxWidth + 0.001 {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(Array(withoutTrailingSpaces(current[...]))) }
            // A stretch wider than the line: cut it into the longest heads that fit, measuring
            // only each head (never the whole rest of a word of 40,000 characters per line).
            var rest = segment
            while withoutTrailingSpaces(rest).count > 1 {
                let trimmed = withoutTrailingSpaces(rest)
                let head = longestFitting(trimmed.count, maxWidth: maxWidth) { measure(trimmed.prefix($0)) }
                if head >= trimmed.count { break }
                let cut = rest.index(rest.startIndex, offsetBy: max(1, head))
                lines.append(Array(rest[..<cut]))
                rest = rest[cut...]
            }
            current = Array(rest)
        }
        lines.append(Array(withoutTrailingSpaces(current[...])))
        return lines
    }

    /// Cuts `line` so that it plus "…" fits `maxWidth`; with `force`, "…" is added even if
    /// the line already fits (more text followed it). The ellipsis takes the style of the
    /// character it replaces the text next to.
    static func truncate(_ line: ArraySlice<Char>, maxWidth: CGFloat, mode: Text.TruncationMode, force: Bool,
                         measure: (ArraySlice<Char>) -> CGFloat,
                         make: (Character, _ run: Int, _ level: UInt8) -> Char) -> [Char] {
        if !force && measure(line) <= maxWidth + 0.001 { return Array(line) }
        let characters = Array(line)
        guard !characters.isEmpty else { return [] }
        func trimmed(_ chars: ArraySlice<Char>) -> ArraySlice<Char> {
            func isSpace(_ c: Char) -> Bool { c.character.unicodeScalars.allSatisfy { CharacterSet.whitespaces.contains($0) } }
            var slice = chars
            while let first = slice.first, isSpace(first) { slice = slice.dropFirst() }
            while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
            return slice
        }
        func candidate(_ n: Int) -> [Char] {
            switch mode {
            case .tail:
                let kept = trimmed(characters[..<n])
                let next = kept.last ?? characters[0]
                return Array(kept) + [make(ellipsis, next.run, next.level)]
            case .head:
                let kept = trimmed(characters[(characters.count - n)...])
                let next = kept.first ?? characters[characters.count - 1]
                return [make(ellipsis, next.run, next.level)] + Array(kept)
            case .middle:
                let front = (n + 1) / 2, back = n / 2
                let next = front > 0 ? characters[front - 1] : characters[0]
                return Array(characters[..<front]) + [make(ellipsis, next.run, next.level)] + Array(characters[(characters.count - back)...])
            }
        }
        let keep = longestFitting(characters.count, maxWidth: maxWidth) { measure(candidate($0)[...]) }
        return candidate(keep)
    }

    /// The largest `n` in 0...`count` whose `width(n)` fits `maxWidth` (0 if none does), for a
    /// width that grows with `n`. Gallops up from 1, then bisects: about 2 log₂ n measurements
    /// of at most 2n characters each, so cutting a 100-kB line to 100 pt measures a few
    /// hundred characters, not the whole line once per character dropped.
    static func longestFitting(_ count: Int, maxWidth: CGFloat, width: (Int) -> CGFloat) -> Int {
        func fits(_ n: Int) -> Bool { width(n) <= maxWidth + 0.001 }
        guard count > 0 else { return 0 }
        var fitting = 0, probe = 1
        while probe < count, fits(probe) {
            fitting = probe
            probe *= 2
        }
        var tooLong = min(probe, count)
        if tooLong == count {
            if fits(count) { return count }
        }
        // fits(fitting) (or fitting == 0), !fits(tooLong): bisect between them.
        while tooLong - fitting > 1 {
            let middle = fitting + (tooLong - fitting) / 2
            if fits(middle) { fitting = middle } else { tooLong = middle }
        }
        return fitting
    }
}
