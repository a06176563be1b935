import Foundation
// `Transferable` and its representations live in the `CoreTransferable` module; the engine
// re-exports it, as Apple's SwiftUI does (docs/ARCHITECTURE.md §2.7). On a Mac this is
// Apple's framework.
@_exported import CoreTransferable

/// The iOS 16 drag and drop of `Transferable` values. Nothing is dragged or dropped in a
/// still: these return the view unchanged, the payload autoclosure is never evaluated, no
/// preview is built and no action runs (docs/ARCHITECTURE.md §4.2).
extension View {
    /// Accepts dropped items of `payloadType`; nothing is dropped in a still.
    nonisolated public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View where T: Transferable { self }

    /// Makes the view a drag source for `payload`; nothing is dragged in a still.
    nonisolated public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View where T: Transferable { self }

    /// Makes the view a drag source with a custom drag preview; neither is built in a still.
    nonisolated public func draggable<V, T>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View where V: View, T: Transferable { self }
}

extension DynamicViewContent {
    /// Accepts items of `payloadType` dropped between rows (the items and the insertion
    /// offset); nothing is dropped in a still, so the rows are unchanged.
    nonisolated public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void) -> some DynamicViewContent where T: Transferable { self }
}
