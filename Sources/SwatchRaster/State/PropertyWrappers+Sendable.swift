// Apple's interface declares `State`, `Environment` and `Binding` Sendable when their value is,
// so Swift 6 packages keep them in Sendable types: swift-sharing's `Shared` stores a
// `@State var generation`, swift-dependencies' `Dependency` an `@Environment`. Without these,
// each such property failed to build and its type lost it. Their boxes are classes read and
// written on the main actor while a view renders, as Apple's are: hence unchecked.

extension State: @unchecked Sendable where Value: Sendable {}

extension Environment: @unchecked Sendable where Value: Sendable {}

extension Binding: @unchecked Sendable where Value: Sendable {}
