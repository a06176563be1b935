@_exported import SwatchRaster

// `import Charts` on Linux (docs/ARCHITECTURE.md §2.7, "Charts"): Apple's Swift Charts API,
// drawn with the engine's own paths and text in the look iOS gives a chart.
