import Foundation

/// `import UIKit.UIGeometry`, `import os.log`: an import of a Clang submodule of an Apple
/// framework. Here the framework is a Swift module, and a Swift package cannot declare
/// submodules (checked: "no such module 'os.log'"), so such a line is rewritten to import the
/// whole module, which holds what the submodule would. Measured in the sample: Nuke imports
/// `UIKit.UIApplication` and `UIKit.UIImage`, Then `UIKit.UIGeometry`, and 2 apps `os.log`.
/// The line stays where it was.
public enum SubmoduleImports {
    /// `source` with each such import made whole, and how many; nil when there is none.
    public static func rewrite(_ source: String) -> (text: String, count: Int)? {
        guard source.contains("import ") else { return nil }
        var count = 0
        var lines = source.components(separatedBy: "\n")
        for index in lines.indices {
            let line = lines[index]
            // `@testable import`, `public import`; `import struct UIKit.UIImage` names one
            // declaration: it is Swift, and works.
            guard let (name, kind) = ImportedModules.importPath(ofLine: Substring(line)), kind == nil else { continue }
            let parts = name.split(separator: ".")
            guard parts.count > 1, ImportedModules.engineProducts.contains(String(parts[0])),
                  let range = line.range(of: String(name)) else { continue }
            lines[index] = line.replacingCharacters(in: range, with: String(parts[0]))
            count += 1
        }
        return count == 0 ? nil : (lines.joined(separator: "\n"), count)
    }
}
