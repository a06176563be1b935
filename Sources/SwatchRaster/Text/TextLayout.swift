/// How a string breaks into lines for a width: word wrapping, explicit newlines, a line
/// limit, and "…" truncation where the text does not fit.
struct TextLayout {
    struct Line {
        var text: String
        var width: CGFloat
    }
    var lines: [Line]
    var size: CGSize
    let lineHeight: CGFloat

    static let ellipsis = "…"

    init(_ string: String, face: FontFace, size: CGFloat, proposal: ProposedViewSize, lineLimit: Int?,
         truncation: Text.TruncationMode) {
        lineHeight = face.lineHeight(size: size)
        func measure(_ text: String) -> CGFloat { face.width(of: text, size: size) }
        let maxWidth = proposal.width.map { max(0, $0) }
        var wrapped: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            wrapped += TextLayout.wrap(String(paragraph), maxWidth: maxWidth, measure: measure)
        }
        var maxLines = lineLimit.map { max(1, $0) } ?? Int.max
        if let height = proposal.height, height.isFinite, lineHeight > 0 {
            maxLines = min(maxLines, max(1, Int(min(1e6, max(0, (height + 0.001) / lineHeight)))))
        }
        if wrapped.count > maxLines {
            let kept = Array(wrapped[..<maxLines])
            let rest = wrapped[(maxLines - 1)...].joined(separator: " ")
            wrapped = kept
            wrapped[maxLines - 1] = rest
            wrapped[maxLines - 1] = TextLayout.truncate(rest, maxWidth: maxWidth ?? .infinity, mode: truncation, force: true, measure: measure)
        }
        if let maxWidth {
            wrapped = wrapped.map { line in
                measure(line) <= maxWidth + 0.001 ? line
                    : TextLayout.truncate(line, maxWidth: maxWidth, mode: truncation, force: false, measure: measure)
            }
        }
        lines = wrapped.map { Line(text: $0, width: measure($0)) }
        self.size = CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * lineHeight)
    }

    /// Greedy word wrap; a word wider than the line is broken between characters.
    static func wrap(_ paragraph: String, maxWidth: CGFloat?, measure: (String) -> CGFloat) -> [String] {
        guard let maxWidth, measure(paragraph) > maxWidth + 0.001 else { return [paragraph] }
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if measure(candidate) <= maxWidth + 0.001 {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = word
            while measure(current) > maxWidth + 0.001 && current.count > 1 {
                var head = ""
                for character in current {
                    if !head.isEmpty && measure(head + String(character)) > maxWidth + 0.001 { break }
                    head.append(character)
                }
                lines.append(head)
                current = String(current.dropFirst(head.count))
            }
        }
        lines.append(current)
        return lines
    }

    /// Cuts `line` so that it plus "…" fits `maxWidth`; with `force`, "…" is added even if
    /// the line already fits (more text followed it).
    static func truncate(_ line: String, maxWidth: CGFloat, mode: Text.TruncationMode, force: Bool,
                         measure: (String) -> CGFloat) -> String {
        if !force && measure(line) <= maxWidth + 0.001 { return line }
        let characters = Array(line)
        var keep = characters.count
        func candidate(_ n: Int) -> String {
            switch mode {
            case .tail:
                return String(characters[..<n]).trimmingCharacters(in: .whitespaces) + ellipsis
            case .head:
                return ellipsis + String(characters[(characters.count - n)...]).trimmingCharacters(in: .whitespaces)
            case .middle:
                let front = (n + 1) / 2, back = n / 2
                return String(characters[..<front]) + ellipsis + String(characters[(characters.count - back)...])
            }
        }
        while keep > 0 && measure(candidate(keep)) > maxWidth + 0.001 { keep -= 1 }
        return candidate(keep)
    }
}
