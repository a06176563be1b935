// Apple's TipKit re-exports SwiftUI's types: a tip's `title` is a `Text` and its `image` an
// `Image`, and Apple's own AppKit example declares a tip in a file that imports only Cocoa and
// TipKit. Here the engine holds those types, so TipKit re-exports it.
@_exported import SwatchRaster
