/// `.symbolRenderingMode(.multicolor)`: the colors our default set gives SF's common
/// multicolor names, per layer level (0 the picture, 1 its enclosure, then a badge). The set
/// has no color layers of its own, so these are our choices after SF's multicolor pictures
/// (sun yellow, flame orange, leaf green, a plus badge green, a warning triangle yellow);
/// a level not listed takes the foreground style, as SF's uncolored layers do.
enum SymbolMulticolor {
    /// Colors by SF name (after `SymbolTable.aliases`).
    static let names: [String: [Int: Color]] = {
        var table: [String: [Int: Color]] = [:]
        func set(_ names: [String], _ colors: [Int: Color]) { for name in names { table[name] = colors } }
        set(["sun.max", "sun.max.fill", "sun.min", "sun.min.fill", "sunrise", "sunrise.fill", "sunset", "sunset.fill",
             "bolt", "bolt.fill", "star.fill", "lightbulb.fill", "moon.stars.fill"], [0: .yellow])
        set(["flame", "flame.fill"], [0: .orange])
        set(["leaf", "leaf.fill", "checkmark.circle.fill", "checkmark.seal.fill", "battery.100", "battery.75",
             "battery.100.bolt", "phone.fill", "message.fill"], [0: .green, 1: .green])
        set(["battery.50", "battery.25"], [0: .yellow])
        set(["battery.0", "heart.fill", "xmark.octagon", "xmark.octagon.fill", "trash.fill", "thermometer",
             "thermometer.medium", "exclamationmark.circle.fill"], [0: .red, 1: .red])
        set(["drop", "drop.fill", "cloud.heavyrain", "cloud.heavyrain.fill",
             "umbrella", "umbrella.fill", "humidity", "humidity.fill"], [0: .blue])
        set(["snowflake", "wind", "cloud.snow", "cloud.snow.fill"], [0: .cyan])
        set(["cloud", "cloud.fill", "smoke", "smoke.fill"], [0: .gray])
        // The composed weather pictures (SymbolComposites): a gray cloud, a yellow sun or
        // bolt, blue rain.
        set(["cloud.sun", "cloud.sun.fill"], [0: .gray, 1: .yellow])
        set(["cloud.bolt", "cloud.bolt.fill"], [0: .gray, 1: .yellow])
        set(["cloud.sun.rain", "cloud.sun.rain.fill"], [0: .gray, 1: .yellow, 2: .blue])
        set(["cloud.rain", "cloud.rain.fill", "cloud.drizzle", "cloud.drizzle.fill"], [0: .gray, 2: .blue])
        set(["exclamationmark.triangle", "exclamationmark.triangle.fill"], [0: .yellow, 1: .yellow])
        return table
    }()

    /// A badge's color by its name ("folder.badge.plus" draws a green plus).
    static let badges: [String: Color] = [
        "plus": .green, "checkmark": .green, "xmark": .red, "minus": .red, "exclamationmark": .orange,
    ]

    /// The colors of `name`'s levels in multicolor; empty where the set has none.
    static func colors(for name: String, badge: String?, badgeLevel: Int) -> [Int: Color] {
        var colors = names[name] ?? names[SymbolTable.aliases[name] ?? name] ?? [:]
        if let badge, let color = badges[badge] { colors[badgeLevel] = color }
        return colors
    }
}
