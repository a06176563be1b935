import Foundation

/// A comparison operator of the predicate format, and how it holds between two values.
enum PredicateOperator {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    case contains, beginsWith, endsWith, like, matches, isIn, between

    /// CONTAINS tests a collection on the left for a member; IN looks at the right.
    var takesCollectionOnLeft: Bool { self == .contains }

    func holds(_ left: Any?, _ right: Any?, _ options: PredicateNode.StringOptions) -> Bool {
        func fold(_ text: String) -> String {
            var folding: String.CompareOptions = []
            if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
            if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
            return folding.isEmpty ? text : text.folding(options: folding, locale: nil)
        }
        let leftText = KeyValue(left).text.map(fold)
        let rightText = KeyValue(right).text.map(fold)
        func ordered(_ test: (ComparisonResult) -> Bool) -> Bool {
            if case .null = KeyValue(left) { return false }
            if case .null = KeyValue(right) { return false }
            if case .string = KeyValue(left), let leftText, let rightText {
                return test(leftText < rightText ? .orderedAscending : (leftText > rightText ? .orderedDescending : .orderedSame))
            }
            return compareKeyValues(left, right).map(test) ?? false
        }
        switch self {
        case .equal, .notEqual:
            var same = keyValuesEqual(left, right)
            if case .string = KeyValue(left), case .string = KeyValue(right) { same = leftText == rightText }
            return (self == .equal) == same
        case .less: return ordered { $0 == .orderedAscending }
        case .lessOrEqual: return ordered { $0 != .orderedDescending }
        case .greater: return ordered { $0 == .orderedDescending }
        case .greaterOrEqual: return ordered { $0 != .orderedAscending }
        case .contains:
            if let items = flattenOptional(left).flatMap(collectionElements) {
                return items.contains { PredicateOperator.equal.holds($0, right, options) }
            }
            guard let leftText, let rightText else { return false }
            return rightText.isEmpty || leftText.contains(rightText)
        case .beginsWith:
            guard let leftText, let rightText else { return false }
            return leftText.hasPrefix(rightText)
        case .endsWith:
            guard let leftText, let rightText else { return false }
            return leftText.hasSuffix(rightText)
        case .like:
            guard let leftText, let rightText else { return false }
            let pattern = "^" + NSRegularExpression.escapedPattern(for: rightText)
                .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".") + "$"
            return leftText.range(of: pattern, options: .regularExpression) != nil
        case .matches:
            guard let leftText = KeyValue(left).text, let pattern = KeyValue(right).text else { return false }
            var regexOptions: NSRegularExpression.Options = []
            if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
            guard let regex = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: regexOptions) else { return false }
            return regex.firstMatch(in: leftText, range: NSRange(leftText.startIndex..., in: leftText)) != nil
        case .isIn:
            if let items = flattenOptional(right).flatMap(collectionElements) {
                return items.contains { PredicateOperator.equal.holds(left, $0, options) }
            }
            guard let leftText, let rightText else { return false }
            return rightText.contains(leftText)
        case .between:
            guard let bounds = flattenOptional(right).flatMap(collectionElements), bounds.count == 2 else { return false }
            return PredicateOperator.greaterOrEqual.holds(left, bounds[0], options) && PredicateOperator.lessOrEqual.holds(left, bounds[1], options)
        }
    }
}
