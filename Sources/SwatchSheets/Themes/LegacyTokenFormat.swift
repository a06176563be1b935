/// The token format before the W3C community group's `$` prefixes: `"value"`, `"type"` and
/// `"description"`, as Style Dictionary 3 and Tokens Studio write them
/// (`{"color": {"primary": {"value": "#007AFF", "type": "color"}}}`). A file with no `$value`
/// anywhere but token objects with `value` is read in this form, by renaming those members,
/// and a note says so.
enum LegacyTokenFormat {
    /// The note added to a theme read in the older form.
    static let note = "read as the older token format (value/type without $, as Style Dictionary 3 and Tokens Studio write it)"

    /// `root` with its legacy tokens' members renamed to the DTCG names, or nil when the file
    /// is DTCG already (or has no tokens of either form).
    static func converted(_ root: JSONNode) -> JSONNode? {
        guard !contains(root, key: "$value"), hasLegacyToken(root) else { return nil }
        return rename(root)
    }

    private static func contains(_ node: JSONNode, key: String) -> Bool {
        guard let members = node.members else { return false }
        return members.contains { $0.key == key || contains($0.node, key: key) }
    }

    /// An object whose `value` member is a string, number or object: a token, not a group
    /// that happens to hold a group called "value".
    private static func isLegacyToken(_ node: JSONNode) -> Bool {
        guard let value = node["value"] else { return false }
        return value.string != nil || value.number != nil || (value.members != nil && value["value"] == nil && value.members!.allSatisfy { $0.node.members == nil })
    }

    private static func hasLegacyToken(_ node: JSONNode) -> Bool {
        guard let members = node.members else { return false }
        return isLegacyToken(node) || members.contains { hasLegacyToken($0.node) }
    }

    private static func rename(_ node: JSONNode) -> JSONNode {
        guard let members = node.members else { return node }
        if isLegacyToken(node) {
            let names = ["value": "$value", "type": "$type", "description": "$description"]
            return JSONNode(value: .object(members.map { (key: names[$0.key] ?? $0.key, node: $0.node) }), line: node.line)
        }
        return JSONNode(value: .object(members.map { (key: $0.key, node: rename($0.node)) }), line: node.line)
    }
}
