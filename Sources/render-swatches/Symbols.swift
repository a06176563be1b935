import ArgumentParser
import Foundation
import SwatchRaster

/// `render-swatches symbols`: how each SF Symbols name will be drawn, before rendering.
struct Symbols: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Tell how each SF Symbols name is drawn: your SVG, a default-set icon, a composition, or the placeholder.",
        discussion: """
            Names come from the arguments, else one per line on standard input. Each line \
            printed is the name, a tab, and how it is drawn. Names drawn as the placeholder \
            box are counted at the end on standard error, and make the exit status 1. Set \
            SWATCH_SYMBOLS to a folder of SVGs exported from Apple's SF Symbols app to draw \
            Apple's own pictures (see the README).
            """)

    @Argument(help: ArgumentHelp("SF Symbols names (\"heart.fill\"); none: read them from standard input.", valueName: "name"))
    var names: [String] = []

    func run() throws {
        var list = names
        if list.isEmpty {
            while let line = readLine() {
                let name = line.trimmingCharacters(in: .whitespaces)
                if !name.isEmpty { list.append(name) }
            }
        }
        guard SystemSymbolCatalog.hasDefaultSet else {
            throw ValidationError("the default symbol set (font \"Material Icons\") is not installed: apt-get install fonts-material-design-icons-iconfont")
        }
        var missing = 0
        for name in list {
            let drawing = SystemSymbolCatalog.drawing(of: name)
            if drawing == nil { missing += 1 }
            print("\(name)\t\(drawing ?? "placeholder")")
        }
        if missing > 0 {
            FileHandle.standardError.write(Data("\(missing) of \(list.count) names draw the placeholder box\n".utf8))
            throw ExitCode(1)
        }
    }
}
