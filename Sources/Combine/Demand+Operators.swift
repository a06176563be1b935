import OpenCombine

// `Subscribers.Demand`'s arithmetic and its comparisons with `Int`, for files that import our
// Combine. OpenCombine declares them as static members of `Demand`, and Swift finds an
// operator member only in a module the file imports: OpenCombine is not re-exported
// (Exports.swift says why), so `demand += more` failed in every custom publisher and
// subscription (CombineExt's `DemandBuffer`, `WithLatestFrom`, `Amb`, measured on pilgrim's
// pod). Written on `max`, never on OpenCombine's operators: a declaration of this module
// shadows an imported one of the same signature, so forwarding would call itself. Disfavored,
// so that a file importing OpenCombine too still picks one. The results follow Apple's
// documentation of `Subscribers.Demand`: `.unlimited` absorbs any sum, an overflow is
// `.unlimited`, a difference never goes below `.max(0)`, and `.unlimited` minus anything is
// `.unlimited`. `Demand`-to-`Demand` comparisons and `==` are `Comparable`'s and
// `Equatable`'s, which the conformance makes visible.

extension Subscribers.Demand {
    /// The sum; `.unlimited` when either is, or when it overflows.
    @_disfavoredOverload public static func + (lhs: Self, rhs: Self) -> Self {
        guard let right = rhs.max else { return .unlimited }
        return lhs + right
    }
    /// Adds to the demand in place.
    @_disfavoredOverload public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    /// The demand plus a count.
    @_disfavoredOverload public static func + (lhs: Self, rhs: Int) -> Self {
        guard let left = lhs.max else { return .unlimited }
        let (sum, overflow) = left.addingReportingOverflow(rhs)
        return overflow ? .unlimited : .max(Swift.max(0, sum))
    }
    /// Adds a count in place.
    @_disfavoredOverload public static func += (lhs: inout Self, rhs: Int) { lhs = lhs + rhs }
    /// The demand times a count.
    @_disfavoredOverload public static func * (lhs: Self, rhs: Int) -> Self {
        guard let left = lhs.max else { return .unlimited }
        let (product, overflow) = left.multipliedReportingOverflow(by: rhs)
        return overflow ? .unlimited : .max(Swift.max(0, product))
    }
    /// Multiplies in place.
    @_disfavoredOverload public static func *= (lhs: inout Self, rhs: Int) { lhs = lhs * rhs }
    /// The difference: `.unlimited` less anything stays `.unlimited`; less `.unlimited`, `.max(0)`.
    @_disfavoredOverload public static func - (lhs: Self, rhs: Self) -> Self {
        guard lhs.max != nil else { return .unlimited }
        guard let right = rhs.max else { return .max(0) }
        return lhs - right
    }
    /// Subtracts in place.
    @_disfavoredOverload public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    /// The demand less a count, never below `.max(0)`.
    @_disfavoredOverload public static func - (lhs: Self, rhs: Int) -> Self {
        guard let left = lhs.max else { return .unlimited }
        let (difference, overflow) = left.subtractingReportingOverflow(rhs)
        return overflow ? .max(0) : .max(Swift.max(0, difference))
    }
    /// Subtracts a count in place.
    @_disfavoredOverload public static func -= (lhs: inout Self, rhs: Int) { lhs = lhs - rhs }
    /// Whether the demand exceeds a count (`.unlimited` always does).
    @_disfavoredOverload public static func > (lhs: Self, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
    /// Whether the demand is at least a count.
    @_disfavoredOverload public static func >= (lhs: Self, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }
    /// Whether a count exceeds the demand.
    @_disfavoredOverload public static func > (lhs: Int, rhs: Self) -> Bool { rhs < lhs }
    /// Whether a count is at least the demand.
    @_disfavoredOverload public static func >= (lhs: Int, rhs: Self) -> Bool { rhs <= lhs }
    /// Whether the demand is below a count.
    @_disfavoredOverload public static func < (lhs: Self, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
    /// Whether a count is below the demand.
    @_disfavoredOverload public static func < (lhs: Int, rhs: Self) -> Bool { rhs > lhs }
    /// Whether the demand is at most a count.
    @_disfavoredOverload public static func <= (lhs: Self, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }
    /// Whether a count is at most the demand.
    @_disfavoredOverload public static func <= (lhs: Int, rhs: Self) -> Bool { rhs >= lhs }
    /// Whether the demand is exactly a count.
    @_disfavoredOverload public static func == (lhs: Self, rhs: Int) -> Bool { lhs.max == rhs }
    /// Whether the demand is not a count.
    @_disfavoredOverload public static func != (lhs: Self, rhs: Int) -> Bool { lhs.max != rhs }
    /// Whether a count is exactly the demand.
    @_disfavoredOverload public static func == (lhs: Int, rhs: Self) -> Bool { rhs.max == lhs }
    /// Whether a count is not the demand.
    @_disfavoredOverload public static func != (lhs: Int, rhs: Self) -> Bool { rhs.max != lhs }
}
