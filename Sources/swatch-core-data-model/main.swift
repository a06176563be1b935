// swatch-core-data-model MODEL.xcdatamodeld... --output FILE
// Writes Xcode-style Core Data classes (`Item: NSManagedObject` with `@_NSManaged`
// properties) and a model description for the GenerateCoreDataClasses build-tool plugin.
import Foundation

var bundles: [URL] = []
var output: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--output" {
        output = arguments.popFirst()
    } else {
        bundles.append(URL(fileURLWithPath: argument))
    }
}
guard let output, !bundles.isEmpty else {
    FileHandle.standardError.write(Data("usage: swatch-core-data-model MODEL.xcdatamodeld... --output FILE\n".utf8))
    exit(64)
}
do {
    let source = CoreDataSource.make(try bundles.map(CoreDataModelReader.read(bundle:)))
    let url = URL(fileURLWithPath: output)
    // Unchanged output keeps its date, so the target is not recompiled for nothing.
    if (try? String(contentsOf: url, encoding: .utf8)) != source {
        try source.write(to: url, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(bundles.map(\.path).joined(separator: ", ")): \(error)\n".utf8))
    exit(1)
}
