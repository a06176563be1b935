extension String {
    /// The text up to the first NUL of a C buffer that C code filled (a message or a path).
    /// Swift 6 deprecates `String(cString:)` on arrays because an array need not hold a NUL;
    /// these buffers come from C functions that always terminate them.
    init(nulTerminated buffer: [CChar]) {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        self.init(decoding: bytes, as: UTF8.self)
    }
}
