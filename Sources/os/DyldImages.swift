#if canImport(Glibc)
import Glibc
#endif

// dyld's image list (`<mach-o/dyld.h>`). Apple declares it in Darwin, which `import Foundation`
// brings along; here it comes with `os`, because code that writes `#if canImport(os)` means
// "Apple's platforms" and then calls it: xctest-dynamic-overlay's issue reporter (a dependency
// of every Point-Free package) looks for SwiftUI's image to send runtime warnings through, and
// did not build once this module was in the build (Construct, measured). On Linux the loaded
// images are the files the process has mapped from offset 0 (`/proc/self/maps`): the
// executable and its shared libraries, in address order. Each function is emitted into its
// caller, as the rest of this module is (see Exports.swift): such packages do not link it.

/// A loaded image's header. Opaque here: Linux's images are ELF objects, and code only passes
/// the pointer on (as a `dso` handle).
public struct mach_header {}

/// The loaded images' paths and load addresses, read from `/proc/self/maps`.
@_alwaysEmitIntoClient
public func _swatchLoadedImages() -> [(path: String, base: UInt)] {
    #if canImport(Glibc)
    guard let file = fopen("/proc/self/maps", "r") else { return [] }
    defer { fclose(file) }
    var images: [(path: String, base: UInt)] = []
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(line) }
    while getline(&line, &capacity, file) > 0, let line {
        // "start-end perms offset dev inode path"
        let fields = String(cString: line).split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        guard fields.count == 6, fields[2].allSatisfy({ $0 == "0" }),
              let path = fields.last.map({ String($0.filter { $0 != "\n" }).drop(while: { $0 == " " }) }).map(String.init), path.hasPrefix("/"),
              !images.contains(where: { $0.path == path }),
              let start = fields.first?.split(separator: "-").first, let base = UInt(start, radix: 16) else { continue }
        images.append((path, base))
    }
    return images
    #else
    return []
    #endif
}

/// How many images are loaded.
@_alwaysEmitIntoClient
public func _dyld_image_count() -> UInt32 { UInt32(_swatchLoadedImages().count) }

/// The path of image `index`, or nil past the last. The string lives as long as the process,
/// as dyld's do.
@_alwaysEmitIntoClient
public func _dyld_get_image_name(_ index: UInt32) -> UnsafePointer<CChar>? {
    let images = _swatchLoadedImages()
    guard Int(index) < images.count else { return nil }
    #if canImport(Glibc)
    return UnsafePointer(strdup(images[Int(index)].path))
    #else
    return nil
    #endif
}

/// The load address of image `index`, or nil past the last.
@_alwaysEmitIntoClient
public func _dyld_get_image_header(_ index: UInt32) -> UnsafePointer<mach_header>? {
    let images = _swatchLoadedImages()
    return Int(index) < images.count ? UnsafePointer(bitPattern: images[Int(index)].base) : nil
}
