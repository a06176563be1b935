@_spi(Fuzzing) import SwatchSheets
import SwatchRaster
#if canImport(Glibc)
import Glibc
#endif

/// Which parser this run exercises: `SWATCH_FUZZ=tokens|colorset|gpl` (default tokens).
nonisolated(unsafe) private let target: String = {
    guard let value = getenv("SWATCH_FUZZ") else { return "tokens" }
    return String(cString: value)
}()

/// libFuzzer's entry point: any input must give a theme or a `ThemeError`, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    switch target {
    case "colorset":
        if let color = try? ThemeParsing.colorset(bytes) {
            for appearance in Appearance.allCases { _ = color.resolve(in: appearance).hexRGBA }
        }
    case "gpl":
        if let theme = try? ThemeParsing.gimpPalette(bytes) { _ = theme.pads }
    default:
        if let theme = try? ThemeParsing.tokens(bytes) {
            for swatch in theme.swatches {
                for appearance in Appearance.allCases { _ = swatch.color.resolve(in: appearance).hexRGBA }
            }
        }
    }
    return 0
}

/// libFuzzer's driver, entered from our own `main` (SwiftPM's executable entry point would
/// otherwise shadow the `main` that `-sanitize=fuzzer` links in).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@main
enum FuzzThemes {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
    }
}
