// `import os` on Linux (docs/ARCHITECTURE.md §2.7): Apple's unified logging, signposts and the
// unfair lock, for the files of an app that log beside their views. Messages go to stderr
// only when `SWATCH_LOG_LEVEL` asks for them (`LogOutput.swift`), so previews stay quiet.
//
// Why almost every public member is `@_alwaysEmitIntoClient`: once this module is in a build,
// `canImport(os)` is true for every package compiled after it, and two dependencies of this
// package then use it without depending on it — swift-syntax logs through `Logger` and
// swift-argument-parser locks with `os_unfair_lock`; xctest-dynamic-overlay, under every
// Point-Free package, lists dyld's images (DyldImages.swift). Their products do not link this module,
// so what they call must be compiled into them; nothing they reach may need a symbol of ours.

// Apple's `os` brings Darwin's C library with it (swift-argument-parser calls
// `pthread_mutex_destroy` on an `os_unfair_lock` in a file that imports only `os`).
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#endif
