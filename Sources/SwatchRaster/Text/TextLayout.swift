/// How styled runs break into lines for a width: word wrapping across runs, explicit
/// newlines, a line limit (and a reserved minimum), line spacing, shrinking down to a
/// minimum scale factor, and "…" truncation (tail, head or middle) where the text does not fit.
struct TextLayout {
    /// One character and the run it belongs to.
    struct Char {
        let character: Character
        let run: Int
    }

    /// A stretch of one line in one run.
    struct Piece {
        let run: Int
        let text: String
        let width: CGFloat
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
        func measure(_ chars: ArraySlice<Char>) -> CGFloat {
            var total: CGFloat = 0
            var start = chars.startIndex
            while start < chars.endIndex {
                let run = chars[start].run
                var end = start
                while end < chars.endIndex && chars[end].run == run { end += 1 }
                total += runs[run].width(of: String(chars[start..<end].map(\.character)), scale: scale)
                start = end
            }
            return total
        }
        let all = runs.enumerated().flatMap { index, run in run.text.map { Char(character: $0, run: index) } }
        let maxWidth = proposal.width.map { max(0, $0) }

        // Paragraphs, then wrapped lines; each line remembers a run for its height when empty.
        var wrapped: [(chars: [Char], run: Int)] = []
        var paragraphStart = 0
        var paragraphRun = 0
        for index in 0...all.count {
            guard index == all.count || all[index].character == "\n" else { continue }
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
            maxLines = min(maxLines, max(1, Int(min(1e6, max(0, (height + 0.001) / (lineHeight + options.lineSpacing))))))
        }
        var truncated = false
        if wrapped.count > maxLines {
            var rest: [Char] = []
            for (offset, line) in wrapped[(maxLines - 1)...].enumerated() {
                if offset > 0 { rest.append(Char(character: " ", run: line.chars.first?.run ?? line.run)) }
                rest += line.chars
            }
            let keptRun = wrapped[maxLines - 1].run
            wrapped = Array(wrapped[..<maxLines])
            wrapped[maxLines - 1] = (TextLayout.truncate(rest[...], maxWidth: maxWidth ?? .infinity, mode: options.truncation,
                                                        force: true, measure: measure), keptRun)
            truncated = true
        }
        if let maxWidth {
            for index in wrapped.indices where measure(wrapped[index].chars[...]) > maxWidth + 0.001 {
                wrapped[index].chars = TextLayout.truncate(wrapped[index].chars[...], maxWidth: maxWidth, mode: options.truncation,
                                                          force: false, measure: measure)
                truncated = true
            }
        }
        isTruncated = truncated

        var lines: [Line] = []
        var top: CGFloat = 0
        for (index, line) in wrapped.enumerated() {
            var pieces: [Piece] = []
            var start = 0
            while start < line.chars.count {
                let run = line.chars[start].run
                var end = start
                while end < line.chars.count && line.chars[end].run == run { end += 1 }
                let text = String(line.chars[start..<end].map(\.character))
                pieces.append(Piece(run: run, text: text, width: runs[run].width(of: text, scale: scale)))
                start = end
            }
            let present = pieces.isEmpty ? [line.run] : pieces.map(\.run)
            let height = uniform ? lineHeight : present.map { runs[$0].lineHeight(scale: scale) }.max() ?? lineHeight
            let baseline = present.map { runs[$0].baseline(scale: scale) }.max() ?? 0
            // Equal line heights place line n at n × (height + spacing), exactly as one multiplication.
            let lineTop = uniform ? CGFloat(index) * (lineHeight + options.lineSpacing) : top
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

    /// Greedy word wrap at spaces; a word wider than the line is broken between characters.
    static func wrap(_ paragraph: ArraySlice<Char>, maxWidth: CGFloat?, measure: (ArraySlice<Char>) -> CGFloat) -> [[Char]] {
        guard let maxWidth, measure(paragraph) > maxWidth + 0.001 else { return [Array(paragraph)] }
        var lines: [[Char]] = []
        var current: [Char] = []
        var words: [(separator: Char?, word: [Char])] = []
        var word: [Char] = []
        var separator: Char?
        for char in paragraph {
            if char.character == " " {
                words.append((separator, word))
                separator = char
                word = []
            } else {
                word.append(char)
            }
        }
        words.append((separator, word))
        for (index, (separator, word)) in words.enumerated() {
            let candidate = index == 0 || current.isEmpty ? word : current + [separator!] + word
            if measure(candidate[...]) <= maxWidth + 0.001 {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            // A word wider than the line: cut it into the longest heads that fit, measuring
            // only each head (never the whole rest of a word of 40,000 characters per line).
            var rest = word[...]
            while rest.count > 1 {
                let head = longestFitting(rest.count, maxWidth: maxWidth) { measure(rest.prefix($0)) }
                if head >= rest.count { break }
                let cut = rest.index(rest.startIndex, offsetBy: max(1, head))
                lines.append(Array(rest[..<cut]))
                rest = rest[cut...]
            }
            current = Array(rest)
        }
        lines.append(current)
        return lines
    }

    /// Cuts `line` so that it plus "…" fits `maxWidth`; with `force`, "…" is added even if
    /// the line already fits (more text followed it). The ellipsis takes the style of the
    /// character it replaces the text next to.
    static func truncate(_ line: ArraySlice<Char>, maxWidth: CGFloat, mode: Text.TruncationMode, force: Bool,
                         measure: (ArraySlice<Char>) -> CGFloat) -> [Char] {
        if !force && measure(line) <= maxWidth + 0.001 { return Array(line) }
        let characters = Array(line)
        guard let firstRun = characters.first?.run else { return [] }
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
                return Array(kept) + [Char(character: ellipsis, run: kept.last?.run ?? firstRun)]
            case .head:
                let kept = trimmed(characters[(characters.count - n)...])
                return [Char(character: ellipsis, run: kept.first?.run ?? characters.last!.run)] + Array(kept)
            case .middle:
                let front = (n + 1) / 2, back = n / 2
                let run = front > 0 ? characters[front - 1].run : firstRun
                return Array(characters[..<front]) + [Char(character: ellipsis, run: run)] + Array(characters[(characters.count - back)...])
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
