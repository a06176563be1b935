/// Widget configurations with nothing in them: `EmptyWidgetConfiguration` (what an empty
/// `WidgetBundle` body or an `if` without `else` gives) and `LimitedAvailabilityConfiguration`
/// (an `if #available` branch in a widget bundle). A still never runs a widget bundle; a
/// widget's entry view renders like any view (§4.2).

/// A widget configuration with no widgets.
@frozen
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    /// The empty configuration.
    @inlinable public init() {}
    /// No content.
    public var body: Never { fatalError("EmptyWidgetConfiguration has no body") }
}

/// A widget configuration available only on some systems (an `if #available` branch).
@frozen @MainActor @preconcurrency
public struct LimitedAvailabilityConfiguration: WidgetConfiguration {
    /// No content of its own.
    nonisolated public var body: Never { fatalError("LimitedAvailabilityConfiguration has no body") }
}
