// Swift Testing's cross-import overlay for CoreGraphics, empty on purpose.
//
// The Linux toolchain's Testing module declares overlays for Apple frameworks
// (lib/swift/linux/Testing.swiftcrossimport/CoreGraphics.swiftoverlay names
// `_Testing_CoreGraphics`) but ships none of them. Once this package provides a module
// called `CoreGraphics`, any file that imports Testing with it in view makes the compiler
// look for the overlay and fail with "no such module '_Testing_CoreGraphics'". This module
// is that overlay: it adds nothing, since Testing's CoreGraphics attachments (CGImage) do not
// apply on Linux (docs/ARCHITECTURE.md §2.7).
