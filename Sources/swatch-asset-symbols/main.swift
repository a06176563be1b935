// swatch-asset-symbols CATALOG.xcassets... --output FILE [--no-extensions] [--declared NAME,NAME...]
// Writes Xcode-style asset symbols (ColorResource/ImageResource members and their Color,
// ShapeStyle, UIColor and UIImage shorthands) for the GenerateAssetSymbols build-tool plugin.
import Foundation

var catalogs: [URL] = []
var output: String?
var extensions = true
var declared: Set<String> = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--output" {
        output = arguments.popFirst()
    } else if argument == "--no-extensions" {
        extensions = false
    } else if argument == "--declared" {
        declared = Set((arguments.popFirst() ?? "").split(separator: ",").map(String.init))
    } else {
        catalogs.append(URL(fileURLWithPath: argument))
    }
}
guard let output, !catalogs.isEmpty else {
    FileHandle.standardError.write(Data("usage: swatch-asset-symbols CATALOG.xcassets... --output FILE [--no-extensions] [--declared NAME,NAME...]\n".utf8))
    exit(64)
}
do {
    let source = AssetSymbolsSource.make(try AssetCatalogScan(catalogs: catalogs), extensions: extensions, declared: declared)
    let url = URL(fileURLWithPath: output)
    // Unchanged output keeps its date, so the target is not recompiled for nothing.
    if (try? String(contentsOf: url, encoding: .utf8)) != source {
        try source.write(to: url, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(catalogs.map(\.path).joined(separator: ", ")): \(error.localizedDescription)\n".utf8))
    exit(1)
}
