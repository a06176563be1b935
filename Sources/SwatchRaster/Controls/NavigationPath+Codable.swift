import Foundation

/// `NavigationPath.CodableRepresentation`: a path of `Codable` values saved and restored, as
/// apps do for state restoration. Each value is kept as its type's name and its JSON; a
/// restored path has the same number of entries (holding the JSON text, since a still never
/// builds a pushed destination, only the root is drawn).
extension NavigationPath {
    /// One pushed value as its type's name and JSON text.
    struct EncodedElement: Codable, Hashable {
        let type: String
        let json: String
    }

    /// A path's values in a form that can be encoded and decoded.
    public struct CodableRepresentation: Codable, Equatable {
        let elements: [EncodedElement]
        init(elements: [EncodedElement]) { self.elements = elements }
        /// Reads a representation that `encode(to:)` wrote.
        public init(from decoder: any Decoder) throws {
            elements = try [EncodedElement](from: decoder)
        }
        /// Writes the values as a list of type names and JSON texts.
        public func encode(to encoder: any Encoder) throws {
            try elements.encode(to: encoder)
        }
    }

    /// The path as a codable representation; nil when a value was pushed that is not `Codable`.
    public var codable: CodableRepresentation? {
        var all: [EncodedElement] = []
        for element in encoded {
            guard let element else { return nil }
            all.append(element)
        }
        return CodableRepresentation(elements: all)
    }

    /// A path restored from a representation (see the type's comment).
    public init(_ codable: CodableRepresentation) {
        elements = codable.elements.map { AnyHashable($0.json) }
        encoded = codable.elements
    }

    /// A path of `Codable` values, which `codable` can save.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        self.init()
        for element in elements { append(element) }
    }

    /// Pushes a `Codable` value, which `codable` can save.
    public mutating func append<V: Hashable & Codable>(_ value: V) {
        elements.append(AnyHashable(value))
        let json = (try? JSONEncoder().encode(value)).flatMap { String(data: $0, encoding: .utf8) }
        encoded.append(json.map { EncodedElement(type: String(reflecting: V.self), json: $0) })
    }
}
