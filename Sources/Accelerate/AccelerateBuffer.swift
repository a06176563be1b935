/// What vDSP's Swift functions read: any contiguous storage of elements (an array, a slice, a
/// buffer pointer), as in Apple's Accelerate.
public protocol AccelerateBuffer {
    /// The buffer's element type.
    associatedtype Element
    /// The number of elements.
    var count: Int { get }
    /// Calls `body` with the elements in contiguous memory.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R
}

/// What vDSP's Swift functions write their `result:` into.
public protocol AccelerateMutableBuffer: AccelerateBuffer {
    /// Calls `body` with the elements in contiguous, writable memory.
    mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R
}

extension Array: AccelerateMutableBuffer {}
extension ContiguousArray: AccelerateMutableBuffer {}
extension ArraySlice: AccelerateMutableBuffer {}

extension UnsafeBufferPointer: AccelerateBuffer {
    /// The pointer itself, as Apple's conformance passes it.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(self)
    }
}

extension UnsafeMutableBufferPointer: AccelerateMutableBuffer {
    /// The pointer itself, read-only.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(self))
    }

    /// The pointer itself.
    public mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(&self)
    }
}
