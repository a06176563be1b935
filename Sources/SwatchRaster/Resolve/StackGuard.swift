@_implementationOnly import CThreadStack

/// How much of the calling thread's stack is left. Resolving, laying out and drawing a view
/// recurse once per level of the tree, so a tree nested thousands of levels deep (2,200
/// `AnyView(VStack { … }.padding())` levels on an 8 MB main thread) would overflow the stack
/// and end the process. Resolution checks this every few levels and stops with
/// `RenderError.nestingTooDeep` while a quarter of the stack is still free for the later
/// walks (layout, preferences, drawing, freeing the tree), which take less per level
/// (docs/ARCHITECTURE.md §6.4). A larger stack (`ulimit -s`) renders deeper trees.
enum StackGuard {
    /// How many resolution levels pass between checks, so ordinary trees, a few dozen levels
    /// deep, never pay for one. The thread's stack bounds are read once per thread (on the
    /// main thread glibc parses /proc/self/maps for them) and cached in C thread-local storage.
    static let checkInterval = 16

    /// The least stack, in bytes, a check leaves free, whatever the stack's size.
    static let minimumReserve = 512 << 10

    /// Whether less than a quarter of this thread's stack (or `minimumReserve`) is left.
    static var isLow: Bool {
        guard let (low, size) = bounds() else { return false }
        // The frame of a C call, not a Swift local's address: under AddressSanitizer locals
        // live on a separate fake stack, and the guard then stopped every tree at 16 levels.
        let here = UInt(swatch_stack_address())
        guard here > low, here - low <= UInt(size) else { return false }
        return here - low < UInt(max(minimumReserve, size / 4))
    }

    /// The lowest address and the size of this thread's stack, or nil where unknown.
    private static func bounds() -> (low: UInt, size: Int)? {
        var low: UInt = 0
        var size = 0
        guard swatch_thread_stack(&low, &size) == 0 else { return nil }
        return (low, size)
    }
}
