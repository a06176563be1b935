// `#Rule`, as Apple's TipKit declares it for one watched input, expanded by SwatchMacros into
// a `Tips.Rule` that keeps the predicate as a closure (docs/ARCHITECTURE.md §2.7).

/// A rule on a tip parameter: `#Rule(Self.$isLoggedIn) { $0 == true }`.
@freestanding(expression)
public macro Rule<Value>(_ input: Tips.Parameter<Value>, _ predicate: (Value) -> Bool) -> Tips.Rule
    = #externalMacro(module: "SwatchMacros", type: "RuleMacro")

/// A rule on an event's donations: `#Rule(Self.didOpen) { $0.donations.count >= 3 }`.
@freestanding(expression)
public macro Rule<DonationInfo>(_ input: Tips.Event<DonationInfo>, _ predicate: (Tips.Event<DonationInfo>) -> Bool) -> Tips.Rule
    = #externalMacro(module: "SwatchMacros", type: "RuleMacro")
