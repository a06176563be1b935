/// SF names whose picture is several objects that the rendering modes color apart, and SF
/// names the set has no single icon for, drawn as several of the set's icons placed in the
/// em box (ARCHITECTURE §7.9). SF's weather symbols are a cloud with a sun or rain that
/// multicolor paints yellow and blue; `person.2.fill` is two people that palette paints in
/// two styles; `divide` is a bar between two dots. One Material glyph per name would give
/// each of these a single color.
struct SymbolPart: Hashable, Sendable {
    /// The Material Icons ligature name of this part's picture.
    var material: String
    /// The part's size as a fraction of the em box.
    var scale: Double
    /// Its centre in the em box (0…1, y down).
    var x: Double
    var y: Double
    /// Its level: 0 primary, 1 secondary, 2 tertiary (what hierarchical, palette and
    /// multicolor color apart).
    var level: Int
    /// A turn about its centre, in degrees clockwise (a bar turned into a slash).
    var angle: Double = 0
}

enum SymbolComposites {
    /// Parts by SF name, drawn in order (later parts over earlier ones).
    static let parts: [String: [SymbolPart]] = {
        var table: [String: [SymbolPart]] = [:]
        let sunBehind = SymbolPart(material: "wb_sunny", scale: 0.55, x: 0.66, y: 0.32, level: 1)
        let cloudFront = SymbolPart(material: "cloud", scale: 0.8, x: 0.45, y: 0.48, level: 0)
        let rain = [0.28, 0.5, 0.72].map { SymbolPart(material: "water_drop", scale: 0.26, x: $0, y: 0.86, level: 2) }
        for name in ["cloud.sun.rain", "cloud.sun.rain.fill"] { table[name] = [sunBehind, cloudFront] + rain }
        for name in ["cloud.sun", "cloud.sun.fill"] {
            table[name] = [SymbolPart(material: "wb_sunny", scale: 0.6, x: 0.64, y: 0.36, level: 1),
                           SymbolPart(material: "cloud", scale: 0.85, x: 0.44, y: 0.56, level: 0)]
        }
        for name in ["cloud.rain", "cloud.rain.fill", "cloud.drizzle", "cloud.drizzle.fill"] {
            table[name] = [SymbolPart(material: "cloud", scale: 0.85, x: 0.5, y: 0.4, level: 0)] + rain
        }
        for name in ["cloud.bolt", "cloud.bolt.fill"] {
            table[name] = [SymbolPart(material: "cloud", scale: 0.85, x: 0.5, y: 0.4, level: 0),
                           SymbolPart(material: "bolt", scale: 0.42, x: 0.5, y: 0.8, level: 1)]
        }
        for name in ["person.2", "person.2.fill"] {
            let material = name.hasSuffix(".fill") ? "person" : "person_outline"
            table[name] = [SymbolPart(material: material, scale: 0.72, x: 0.68, y: 0.42, level: 1),
                           SymbolPart(material: material, scale: 0.86, x: 0.38, y: 0.56, level: 0)]
        }
        // "+/−": a plus above, a minus below, a slash between them (SF draws no box, as
        // Material's "exposure" does).
        table["plus.forwardslash.minus"] = [SymbolPart(material: "add", scale: 0.5, x: 0.3, y: 0.3, level: 0),
                                            SymbolPart(material: "remove", scale: 0.8, x: 0.5, y: 0.5, level: 0, angle: -60),
                                            SymbolPart(material: "remove", scale: 0.5, x: 0.7, y: 0.72, level: 0)]
        table["divide"] = [SymbolPart(material: "remove", scale: 1, x: 0.5, y: 0.5, level: 0),
                           SymbolPart(material: "circle", scale: 0.2, x: 0.5, y: 0.26, level: 0),
                           SymbolPart(material: "circle", scale: 0.2, x: 0.5, y: 0.74, level: 0)]
        return table
    }()
}
