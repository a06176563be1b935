// `import CoreTransferable` on Linux (docs/ARCHITECTURE.md §2.7): how a type says it can be
// dragged, dropped, copied and shared. A still never transfers anything, so every
// representation here only records that it was declared: the declarations type-check as
// Apple's, and no exporting or importing closure ever runs (§4.2). The engine names
// `Transferable` in `draggable` and `dropDestination`, and re-exports this module, as Apple's
// SwiftUI re-exports CoreTransferable.
import Foundation
import UniformTypeIdentifiers

/// A type that can be moved between apps by drag and drop, copy and paste or sharing, by way
/// of its `transferRepresentation`.
@preconcurrency
public protocol Transferable: Sendable {
    /// The representation describing how values of this type are exported and imported.
    associatedtype Representation: TransferRepresentation
    /// The forms this type is exported and imported in, in order of preference.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of exporting and importing a transferable item, or a composition of such ways
/// (its `body`). The built-in representations have no body.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type that this representation exports and imports.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representation this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension TransferRepresentation where Body == Never {
    /// Built-in representations are primitive: asking for their body is a programming error.
    public var body: Never { fatalError("\(Self.self) is a primitive transfer representation") }
}

extension Never: TransferRepresentation {
    /// `Never` transfers itself, as the body of primitive representations.
    public typealias Item = Never
    /// `Never`'s body is `Never`.
    public typealias Body = Never
}

extension Never: Transferable {
    /// There is no value to transfer.
    public static var transferRepresentation: Never { fatalError("Never has no transfer representation") }
}

/// Builds a type's `transferRepresentation` from the representations listed in its body.
@resultBuilder
public struct TransferRepresentationBuilder<Item> where Item: Transferable {
    /// One representation, as written.
    public static func buildExpression<R>(_ content: R) -> R where R: TransferRepresentation, R.Item == Item { content }
    /// A single representation stands for itself.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: TransferRepresentation, Content.Item == Item { content }
    /// The first of several representations.
    public static func buildPartialBlock<Content>(first content: Content) -> Content where Content: TransferRepresentation, Content.Item == Item { content }
    /// Adds the next representation after those accumulated so far.
    public static func buildPartialBlock<C0, C1>(accumulated: C0, next: C1) -> TupleTransferRepresentation<Item, (C0, C1)> where C0: TransferRepresentation, C1: TransferRepresentation, C0.Item == Item, C1.Item == Item {
        TupleTransferRepresentation((accumulated, next))
    }
}

/// Several representations in the order they were listed, the first preferred.
public struct TupleTransferRepresentation<Item, Value>: TransferRepresentation, @unchecked Sendable where Item: Transferable {
    /// The representations.
    let value: Value
    init(_ value: Value) { self.value = value }
    /// Primitive: the listed representations are the whole description.
    public typealias Body = Never
}

/// Transfers an item as its `Codable` encoding (JSON unless another encoder is given).
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation where Item: Transferable, Item: Decodable, Item: Encodable, Encoder: Sendable, Decoder: Sendable {
    /// Primitive.
    public typealias Body = Never
    /// The content type of the encoded data.
    let contentType: UTType
    /// An item encoded with `encoder` and decoded with `decoder`, as `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
    }
    /// An item as JSON, of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.contentType = contentType
    }
}

/// Transfers an item as data that the type itself produces and reads back.
public struct DataRepresentation<Item>: TransferRepresentation where Item: Transferable {
    /// Primitive.
    public typealias Body = Never
    /// The content type of the data.
    let contentType: UTType
    /// Exports and imports the item as data of `contentType`; neither closure runs in a still.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
    }
    /// Exports the item as data of `exportedContentType`; never runs in a still.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        contentType = exportedContentType
    }
    /// Imports the item from data of `importedContentType`; never runs in a still.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        contentType = importedContentType
    }
}

/// Transfers an item as another transferable type (a `String`, a `URL`…).
public struct ProxyRepresentation<Item, ProxyRepresentation>: TransferRepresentation where Item: Transferable, ProxyRepresentation: Transferable {
    /// Primitive.
    public typealias Body = Never
    /// Converts the item to the proxy and back; neither closure runs in a still.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation, importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {}
    /// Converts the item to the proxy, for export only; never runs in a still.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {}
    /// Makes an item from the proxy, for import only; never runs in a still.
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {}
}

/// A file an item is exported as.
public struct SentTransferredFile: Sendable {
    /// The file's location.
    public let file: URL
    /// Whether the receiver may open the original file rather than a copy.
    public let allowAccessingOriginalFile: Bool
    /// A file to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file an item is imported from.
public struct ReceivedTransferredFile: Sendable {
    /// The file's location.
    public let file: URL
    /// Whether `file` is the sender's original rather than a copy.
    public let isOriginalFile: Bool
}

/// Transfers an item as a file on disk.
public struct FileRepresentation<Item>: TransferRepresentation where Item: Transferable {
    /// Primitive.
    public typealias Body = Never
    /// The content type of the file.
    let contentType: UTType
    /// Exports and imports the item as a file of `contentType`; neither closure runs in a still.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
    }
    /// Exports the item as a file of `exportedContentType`; never runs in a still.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        contentType = exportedContentType
    }
    /// Imports the item from a file of `importedContentType`; never runs in a still.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        contentType = importedContentType
    }
}

/// Which processes may receive a representation.
public struct TransferRepresentationVisibility: Sendable {
    let scope: Int
    /// Any process.
    public static let all = TransferRepresentationVisibility(scope: 0)
    /// Apps of the same development team.
    public static let team = TransferRepresentationVisibility(scope: 1)
    /// Apps of the same app group.
    public static let group = TransferRepresentationVisibility(scope: 2)
    /// The sending process only.
    public static let ownProcess = TransferRepresentationVisibility(scope: 3)
}

extension TransferRepresentation {
    /// Suggests a file name for the exported item; nothing is exported in a still.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> { self }
    /// Suggests a file name per item; nothing is exported in a still, so it never runs.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> { self }
    /// Exports the item only when `condition` holds; never evaluated in a still.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> { self }
    /// Limits which processes may receive this representation.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> { self }
}

extension String: Transferable {
    /// Plain text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<String>(contentType: .plainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension Data: Transferable {
    /// The bytes themselves.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<Data>(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    /// The URL's string.
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation<URL, String>(exporting: { $0.absoluteString }, importing: { URL(string: $0) ?? URL(fileURLWithPath: $0) })
    }
}
