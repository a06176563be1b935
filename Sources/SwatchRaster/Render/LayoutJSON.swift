/// The `--dump-layout` format: `{"size":[w,h],"scale":s,"nodes":[{"id","parent","kind","frame",…}]}`,
/// frames in points relative to the root's top-left, nodes in tree order.
enum LayoutJSON {
    static func encode(_ root: Node, scale: CGFloat) -> String {
        var lines: [String] = []
        var nextID = 0
        func visit(_ node: Node, parent: Int?) {
            var parentForChildren = parent
            if let kind = node.kind {
                let id = nextID
                nextID += 1
                var fields = [
                    "\"id\":\(id)", "\"parent\":\(parent.map(String.init) ?? "null")", "\"kind\":\(quote(kind))",
                    "\"frame\":[\(number(node.frame.minX)),\(number(node.frame.minY)),\(number(node.frame.width)),\(number(node.frame.height))]",
                ]
                for (name, value) in node.jsonAttributes() { fields.append("\(quote(name)):\(quote(value))") }
                lines.append("    {" + fields.joined(separator: ",") + "}")
                parentForChildren = id
            }
            for child in drawOrder(node) { visit(child, parent: parentForChildren) }
        }
        visit(root, parent: nil)
        return "{\"size\":[\(number(root.frame.width)),\(number(root.frame.height))],\"scale\":\(number(scale)),\"nodes\":[\n"
            + lines.joined(separator: ",\n") + "\n]}\n"
    }

    /// Children in tree order (primary before background/overlay content).
    private static func drawOrder(_ node: Node) -> [Node] { node.children }

    /// Numbers with at most 4 decimals, no trailing zeros: stable text for diffs.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "null" }
        var text = String(format: "%.4f", Double(value))
        while text.contains(".") && (text.hasSuffix("0") || text.hasSuffix(".")) { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    static func quote(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
