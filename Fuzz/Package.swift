// swift-tools-version:6.0
import PackageDescription

/// libFuzzer harness for the theme parsers; built by `scripts/fuzz` with `-sanitize=fuzzer,address`.
let package = Package(
    name: "SwatchRasterFuzz",
    dependencies: [.package(name: "SwatchRaster", path: "..")],
    targets: [
        .executableTarget(
            name: "fuzz-themes",
            dependencies: [
                .product(name: "SwatchRaster", package: "SwatchRaster"),
                .product(name: "SwatchSheets", package: "SwatchRaster"),
            ]),
    ]
)
