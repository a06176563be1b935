#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds, at run time, every non-generic type that conforms to a protocol named
/// `protocolName` in module `moduleName`, in every image the Swift runtime has loaded.
///
/// The compiler writes one record per conformance into each image's
/// `swift5_protocol_conformances` section; the runtime keeps the list of images' sections and
/// hands it out through `swift_enumerateAllMetadataSections` (what swift-testing uses for
/// test discovery on ELF platforms). The record layouts read here are Swift's stable ABI
/// (docs/ABI/TypeMetadata.rst): relative 32-bit offsets from the field's own address.
/// docs/ARCHITECTURE.md §2.8 says why this, and not a generated list.
package enum ConformanceScanner {
    /// A found type, with the name of the module that declares it.
    package struct Found {
        package let type: Any.Type
        package let module: String
    }

    private typealias Body = @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool
    private typealias Enumerate = @convention(c) (Body, UnsafeMutableRawPointer?) -> Void
    private typealias AccessFunction = @convention(c) (Int) -> UnsafeRawPointer?

    private final class Search {
        let protocolName: String
        let moduleName: String
        var found: [Found] = []
        init(protocolName: String, moduleName: String) {
            self.protocolName = protocolName
            self.moduleName = moduleName
        }
    }

    /// The conforming types, in the order of their records (image load order, then source
    /// order within an image). Empty when the runtime does not export the enumerator.
    package static func types(conformingTo protocolName: String, in moduleName: String) -> [Found] {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "swift_enumerateAllMetadataSections") else { return [] }
        let enumerate = unsafeBitCast(symbol, to: Enumerate.self)
        let search = Search(protocolName: protocolName, moduleName: moduleName)
        let context = Unmanaged.passRetained(search)
        defer { context.release() }
        enumerate({ sections, context in
            let search = Unmanaged<Search>.fromOpaque(context!).takeUnretainedValue()
            ConformanceScanner.scan(sections, into: search)
            return true
        }, context.toOpaque())
        return search.found
    }

    /// `MetadataSections` (SwiftShims/MetadataSections.h): four pointer-sized words, then
    /// (start, length) ranges, the second of which is `swift5_protocol_conformances`.
    private static func scan(_ sections: UnsafeRawPointer, into search: Search) {
        let word = MemoryLayout<UInt>.size
        let rangeOffset = 4 * word + 2 * word
        let start = sections.load(fromByteOffset: rangeOffset, as: UInt.self)
        let length = sections.load(fromByteOffset: rangeOffset + word, as: UInt.self)
        guard start != 0, let base = UnsafeRawPointer(bitPattern: start) else { return }
        for offset in stride(from: 0, to: Int(length), by: 4) {
            let record = base + offset
            let descriptor = relative(record)
            inspect(conformance: descriptor, search: search)
        }
    }

    /// A conformance descriptor: protocol (indirectable), type reference, witness table
    /// pattern, flags (the type reference's kind in bits 3–5).
    private static func inspect(conformance: UnsafeRawPointer, search: Search) {
        guard let proto = indirectable(conformance),
              name(of: proto) == search.protocolName,
              moduleName(of: proto) == search.moduleName
        else { return }
        let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
        let kind = (flags >> 3) & 0x7
        let typeField = conformance + 4
        let typeDescriptor: UnsafeRawPointer?
        switch kind {
        case 0: typeDescriptor = relative(typeField)
        case 1: typeDescriptor = relative(typeField).load(as: UnsafeRawPointer?.self)
        default: typeDescriptor = nil // Objective-C classes: none on Linux
        }
        guard let typeDescriptor else { return }
        let typeFlags = typeDescriptor.load(as: UInt32.self)
        let typeKind = typeFlags & 0x1F
        let isGeneric = typeFlags & 0x80 != 0
        guard (16...18).contains(typeKind), !isGeneric else { return }
        let accessor = unsafeBitCast(relative(typeDescriptor + 12), to: AccessFunction.self)
        guard let metadata = accessor(0) else { return }
        let type = unsafeBitCast(metadata, to: Any.Type.self)
        search.found.append(Found(type: type, module: moduleName(of: typeDescriptor) ?? ""))
    }

    /// The address a relative direct pointer at `field` points to.
    private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
        field + Int(field.load(as: Int32.self))
    }

    /// The address a relative indirectable pointer at `field` points to: odd offsets go
    /// through a pointer-sized slot (another image's symbol).
    private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(field.load(as: Int32.self))
        if offset & 1 == 0 { return field + offset }
        return (field + (offset & ~1)).load(as: UnsafeRawPointer?.self)
    }

    /// A context descriptor's name: flags, parent, then the relative name pointer.
    private static func name(of context: UnsafeRawPointer) -> String {
        String(cString: relative(context + 8).assumingMemoryBound(to: CChar.self))
    }

    /// The name of the module a context descriptor belongs to, following parents (kind 0 is
    /// a module).
    private static func moduleName(of context: UnsafeRawPointer) -> String? {
        var current: UnsafeRawPointer? = context
        for _ in 0..<64 {
            guard let descriptor = current else { return nil }
            if descriptor.load(as: UInt32.self) & 0x1F == 0 { return name(of: descriptor) }
            let parentField = descriptor + 4
            guard parentField.load(as: Int32.self) != 0 else { return nil }
            current = indirectable(parentField)
        }
        return nil
    }
}
