// Swift Testing's cross-import overlay for UIKit, empty on purpose.
//
// The Linux toolchain's Testing module declares overlays for Apple frameworks
// (lib/swift/linux/Testing.swiftcrossimport/UIKit.swiftoverlay names
// `_Testing_UIKit`) but ships none of them. Once this package provides a module
// called `UIKit`, any file that imports Testing with it in view makes the compiler
// look for the overlay and fail with "no such module '_Testing_UIKit'". This module
// is that overlay: it adds nothing, since Testing's UIKit attachments (UIImage) do not
// apply on Linux (docs/ARCHITECTURE.md §2.7).
