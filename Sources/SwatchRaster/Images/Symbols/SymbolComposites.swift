import Foundation

/// SF names whose picture is several objects that the rendering modes color apart, and SF
/// names the set has no single icon for, drawn as several of the set's icons placed in the
/// em box (ARCHITECTURE §7.9). SF's weather symbols are a cloud with a sun or rain that
/// multicolor paints yellow and blue; `person.2.fill` is two people that palette paints in
/// two styles; `divide` is a bar between two dots. One Material glyph per name would give
/// each of these a single color.
struct SymbolPart: Hashable, Sendable {
    /// The Material Icons ligature name of this part's picture, or the key of one of our own
    /// drawings (`SymbolShapes`, keys "own_…").
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
    /// Cut out of the parts drawn before it instead of drawn (a cross cut from a seal).
    var cut = false
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
        // The 30-app sample (coverage/app-sample-symbols.tsv), issue 49: pictures the set
        // has no single icon for, drawn after SF's.
        for name in ["cloud.hail", "cloud.hail.fill"] {
            table[name] = [SymbolPart(material: "cloud", scale: 0.85, x: 0.5, y: 0.4, level: 0)]
                + [0.3, 0.5, 0.7].map { SymbolPart(material: "circle", scale: 0.17, x: $0, y: 0.86, level: 2) }
        }
        table["cloud.heavyrain.fill"] = [SymbolPart(material: "cloud", scale: 0.85, x: 0.5, y: 0.38, level: 0)]
            + [0.2, 0.4, 0.6, 0.8].map { SymbolPart(material: "water_drop", scale: 0.24, x: $0, y: 0.86, level: 2) }
        for name in ["person.3.sequence", "person.3.sequence.fill"] {
            // Three people of one size side by side, the middle one primary.
            let material = name.hasSuffix(".fill") ? "person" : "person_outline"
            table[name] = [0.17, 0.83, 0.5].map { (x: Double) -> SymbolPart in
                SymbolPart(material: material, scale: 0.5, x: x, y: 0.52, level: x == 0.5 ? 0 : 1)
            }
        }
        table["person.fill.questionmark"] = [SymbolPart(material: "person", scale: 0.84, x: 0.38, y: 0.5, level: 0),
                                             SymbolPart(material: "question_mark", scale: 0.5, x: 0.82, y: 0.62, level: 1)]
        table["thermometer.sun.fill"] = [SymbolPart(material: "thermostat", scale: 0.86, x: 0.34, y: 0.52, level: 0),
                                         SymbolPart(material: "wb_sunny", scale: 0.5, x: 0.74, y: 0.3, level: 1)]
        // IEC 60417's "on": a bar (its "off", a ring, is "circle").
        table["poweron"] = [SymbolPart(material: "remove", scale: 1.25, x: 0.5, y: 0.5, level: 0, angle: 90)]
        // Three blades about a hub (the set's own fan is drawn only slashed, "mode_fan_off").
        let blades = [0.0, 120.0, 240.0].map { (turn: Double) -> SymbolPart in
            let radians = turn * Double.pi / 180
            // Each blade a drop, its point at the hub, leaning with the turn.
            return SymbolPart(material: "water_drop", scale: 0.62, x: 0.5 + 0.24 * sin(radians), y: 0.5 - 0.24 * cos(radians),
                              level: 0, angle: 205 + turn)
        }
        table["fan"] = blades + [SymbolPart(material: "circle", scale: 0.22, x: 0.5, y: 0.5, level: 0)]
        let dots = (0..<12).map { (index: Int) -> SymbolPart in
            let radians = Double(index) * Double.pi / 6
            return SymbolPart(material: "circle", scale: 0.13, x: 0.5 + 0.4 * sin(radians), y: 0.5 - 0.4 * cos(radians), level: 1)
        }
        table["circle.dotted"] = dots
        table["arrow.down.circle.dotted"] = dots + [SymbolPart(material: "arrow_downward", scale: 0.58, x: 0.5, y: 0.5, level: 0)]
        table["plus.rectangle.portrait"] = [SymbolPart(material: "crop_portrait", scale: 1, x: 0.5, y: 0.5, level: 1),
                                            SymbolPart(material: "add", scale: 0.5, x: 0.5, y: 0.5, level: 0)]
        for name in ["square.split.2x1", "square.split.2x1.fill"] {
            // Two panes side by side: the set's two stacked panes, turned.
            table[name] = [SymbolPart(material: "splitscreen", scale: 1, x: 0.5, y: 0.5, level: 0, angle: 90)]
        }
        // Our own drawings (SymbolShapes), alone or with the set's icons.
        table["swift"] = [SymbolPart(material: "own_swallow", scale: 1, x: 0.5, y: 0.5, level: 0)]
        table["seal"] = [SymbolPart(material: "own_seal_outline", scale: 1, x: 0.5, y: 0.5, level: 0)]
        table["seal.fill"] = [SymbolPart(material: "own_seal", scale: 1, x: 0.5, y: 0.5, level: 0)]
        table["xmark.seal.fill"] = [SymbolPart(material: "own_seal", scale: 1, x: 0.5, y: 0.5, level: 0),
                                    SymbolPart(material: "close", scale: 0.6, x: 0.5, y: 0.5, level: 0, cut: true)]
        table["circle.dashed"] = [SymbolPart(material: "own_dashed_ring", scale: 1, x: 0.5, y: 0.5, level: 0)]
        table["waveform.path"] = [SymbolPart(material: "own_waveform_path", scale: 1, x: 0.5, y: 0.5, level: 0)]
        let orbits = [0.0, 60.0, -60.0].map { (turn: Double) -> SymbolPart in
            SymbolPart(material: "own_orbit", scale: 1, x: 0.5, y: 0.5, level: 0, angle: turn)
        }
        table["atom"] = orbits + [SymbolPart(material: "circle", scale: 0.22, x: 0.5, y: 0.5, level: 0)]
        table["rectangle.leadingthird.inset.filled"] = [SymbolPart(material: "crop_landscape", scale: 1, x: 0.5, y: 0.5, level: 0),
                                                        SymbolPart(material: "own_block_leading", scale: 1, x: 0.5, y: 0.5, level: 0)]
        table["rectangle.rightthird.inset.filled"] = [SymbolPart(material: "crop_landscape", scale: 1, x: 0.5, y: 0.5, level: 0),
                                                      SymbolPart(material: "own_block_trailing", scale: 1, x: 0.5, y: 0.5, level: 0)]
        table["square.grid.3x3.middle.fill"] = (0..<9).map { (index: Int) -> SymbolPart in
            let column = Double(index % 3), row = Double(index / 3)
            let material = index == 4 ? "own_square" : "own_square_ring"
            return SymbolPart(material: material, scale: 0.3, x: 0.18 + 0.32 * column, y: 0.18 + 0.32 * row, level: 0)
        }
        table["square.and.line.vertical.and.square.filled"] = [
            SymbolPart(material: "own_square_ring", scale: 0.42, x: 0.2, y: 0.5, level: 0),
            SymbolPart(material: "remove", scale: 1.25, x: 0.5, y: 0.5, level: 0, angle: 90),
            SymbolPart(material: "own_square", scale: 0.42, x: 0.8, y: 0.5, level: 0),
        ]
        for day in 1...3 {
            // A calendar page with its day's number (SF's "1.calendar" … "31.calendar").
            table["\(day).calendar"] = [SymbolPart(material: "calendar_today", scale: 1, x: 0.5, y: 0.5, level: 1),
                                        SymbolPart(material: "own_character_\(day)", scale: 0.56, x: 0.5, y: 0.6, level: 0)]
        }
        // Pictures cut out of a filled one, as SF draws them.
        for name in ["arrow.down.doc", "arrow.down.document"] {
            table[name] = [SymbolPart(material: "insert_drive_file", scale: 1, x: 0.5, y: 0.5, level: 0),
                           SymbolPart(material: "arrow_downward", scale: 0.5, x: 0.5, y: 0.63, level: 0, cut: true)]
        }
        table["lock.shield.fill"] = [SymbolPart(material: "shield", scale: 1, x: 0.5, y: 0.5, level: 0),
                                     SymbolPart(material: "lock", scale: 0.46, x: 0.5, y: 0.52, level: 0, cut: true)]
        table["square.fill.on.square.fill"] = [SymbolPart(material: "square", scale: 0.72, x: 0.6, y: 0.4, level: 1),
                                               SymbolPart(material: "square", scale: 0.86, x: 0.42, y: 0.58, level: 1, cut: true),
                                               SymbolPart(material: "square", scale: 0.72, x: 0.42, y: 0.58, level: 0)]
        // Several of the set's icons side by side.
        table["lock.desktopcomputer"] = [SymbolPart(material: "desktop_windows", scale: 1, x: 0.5, y: 0.5, level: 1),
                                         SymbolPart(material: "lock", scale: 0.4, x: 0.5, y: 0.42, level: 0)]
        table["rectangle.arrowtriangle.2.inward"] = [SymbolPart(material: "crop_landscape", scale: 1, x: 0.5, y: 0.5, level: 1),
                                                     SymbolPart(material: "arrow_right", scale: 0.6, x: 0.3, y: 0.5, level: 0),
                                                     SymbolPart(material: "arrow_left", scale: 0.6, x: 0.7, y: 0.5, level: 0)]
        table["arrow.turn.right.up"] = [SymbolPart(material: "subdirectory_arrow_right", scale: 1, x: 0.5, y: 0.5, level: 0, angle: -90)]
        table["arrow.left.and.line.vertical.and.arrow.right"] = [
            SymbolPart(material: "arrow_back", scale: 0.56, x: 0.21, y: 0.5, level: 0),
            SymbolPart(material: "remove", scale: 1.25, x: 0.5, y: 0.5, level: 0, angle: 90),
            SymbolPart(material: "arrow_forward", scale: 0.56, x: 0.79, y: 0.5, level: 0),
        ]
        table["waveform.badge.microphone"] = [SymbolPart(material: "graphic_eq", scale: 0.84, x: 0.42, y: 0.42, level: 0),
                                              SymbolPart(material: "mic", scale: 0.5, x: 0.8, y: 0.78, level: 1)]
        // Lines of text with a badge, as the set's own "playlist_add" (SF's "text.badge.plus").
        table["text.badge.minus"] = [SymbolPart(material: "notes", scale: 0.8, x: 0.4, y: 0.4, level: 0),
                                     SymbolPart(material: "remove", scale: 0.7, x: 0.78, y: 0.8, level: 1)]
        table["text.badge.star"] = [SymbolPart(material: "notes", scale: 0.8, x: 0.4, y: 0.4, level: 0),
                                    SymbolPart(material: "star", scale: 0.5, x: 0.8, y: 0.78, level: 1)]
        return table
    }()
}
