import Combine
// A public signature that names `P.Output` must import the module declaring `Publisher`.
import OpenCombine
import SwatchRaster

extension View {
    /// Runs `action` with each value `publisher` emits: SwiftUI's `onReceive(_:perform:)`.
    ///
    /// Here for code that compiles unchanged: a render is one settled still with no run loop
    /// (docs/ARCHITECTURE.md §4.2), so nothing is subscribed and `action` never runs, as with
    /// `onAppear`. It lives in the `SwiftUI` module rather than the engine because it needs
    /// Combine's `Publisher`, which the engine does not depend on (§2.7).
    nonisolated public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P: Publisher, P.Failure == Never {
        self
    }
}
