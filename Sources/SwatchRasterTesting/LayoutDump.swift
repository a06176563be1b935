import Foundation

/// `ImageRenderer.layoutJSON()` / `render-swatches --dump-layout`, decoded: for tests that
/// assert frames rather than pixels. One definition for every test target (and users' tests),
/// so the format is read one way.
public struct LayoutDump: Decodable, Sendable {
    /// One primitive view: its SwiftUI type name and frame in points from the root's top-left.
    public struct Node: Decodable, Sendable {
        /// Position in tree order.
        public let id: Int
        /// The enclosing node's `id`; `nil` for the root.
        public let parent: Int?
        /// The SwiftUI type name, e.g. `Text`, `Color`, `HStack`.
        public let kind: String
        /// `[x, y, width, height]` in points.
        public let frame: [Double]
        /// A `Text`'s string as laid out (wrapped lines joined by newlines).
        public let text: String?
        /// A `Color`'s resolved `#RRGGBBAA`.
        public let color: String?
        /// For a `Text`: the family and style of its first run's face, e.g. "Inter Semi Bold"
        /// (the system font falls back from SF Pro to Inter to DejaVu Sans, §7.2).
        public let face: String?
        /// For a `Text` whose family lacks a face: what FreeType synthesized ("bold",
        /// "oblique", "bold oblique"); absent when every run has a real face.
        public let synthesized: String?
    }

    /// The root's `[width, height]` in points.
    public let size: [Double]
    /// Pixels per point of the rendering the layout was made for.
    public let scale: Double
    /// Every node, in tree order.
    public let nodes: [Node]

    /// Decodes the JSON text `layoutJSON()` returns.
    public init(json: String) throws {
        self = try JSONDecoder().decode(LayoutDump.self, from: Data(json.utf8))
    }
}
