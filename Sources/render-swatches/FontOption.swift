import SwatchRaster
import SwatchSheets

/// `--font`: a path when it names a file (or looks like one), otherwise a fontconfig family;
/// loaded once up front so a bad font fails before anything is written.
enum FontOption {
    static func source(_ value: String) throws -> FontSource {
        let source = SheetOptions.fontSource(value)
        try FontSource.validate(source)
        return source
    }
}
