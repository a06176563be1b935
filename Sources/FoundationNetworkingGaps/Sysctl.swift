#if canImport(Glibc)
import Glibc
#endif

/// Darwin's `sysctlbyname`, which a file gets with `import Foundation` on Apple's systems
/// (Foundation re-exports Darwin) and Linux's C library lacks. Code reaches it inside
/// `#if os(iOS)`, which is true here: swift-perception asks for "kern.osversion" to tell an
/// iOS 17.0 beta, and its registrar's initializer was left out for want of it, so every
/// preview of try! Swift Tokyo trapped. No name is known here: like Darwin for a name it does
/// not know, it returns -1 and sets `errno` to `ENOENT`, so each caller takes its fallback.
public func sysctlbyname(_ name: UnsafePointer<CChar>!, _ oldp: UnsafeMutableRawPointer!, _ oldlenp: UnsafeMutablePointer<Int>!,
                         _ newp: UnsafeMutableRawPointer!, _ newlen: Int) -> Int32 {
    errno = ENOENT
    return -1
}
