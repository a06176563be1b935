import CoreGraphics
import SwatchRaster
import UIKit

// `UIGestureRecognizerRepresentable` (iOS 18): a UIKit gesture recognizer attached to a view
// with `gesture(_:)`. A still has no touches, so the recognizer is never made and the view is
// drawn unchanged (docs/ARCHITECTURE.md §4.2).

/// Wraps a UIKit gesture recognizer for SwiftUI.
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
    /// The recognizer this wraps.
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    /// An object that passes the recognizer's callbacks on; `Void` by default.
    associatedtype Coordinator = Void
    /// What the methods receive.
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    /// Converts the recognizer's locations into SwiftUI coordinate spaces.
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
    /// Makes the coordinator; not called in a still.
    func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator
    /// Makes the recognizer; not called in a still.
    func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType
    /// Updates the recognizer from SwiftUI state; not called in a still.
    func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    /// Handles the recognizer's action; never called, as nothing is recognized.
    func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
}

extension UIGestureRecognizerRepresentable {
    /// Does nothing.
    public func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context) {}
    /// Does nothing.
    public func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator(converter: Self.CoordinateSpaceConverter) {}
}

/// What a `UIGestureRecognizerRepresentable`'s methods receive.
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    /// The coordinator `makeCoordinator(converter:)` made.
    public let coordinator: Representable.Coordinator
    /// Converts locations into SwiftUI coordinate spaces.
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

/// Converts a recognizer's locations into SwiftUI coordinate spaces. There is no touch in a
/// still: locations are the origin and velocities and translations `nil`.
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    /// The recognizer's location in the view's own space.
    public var localLocation: CGPoint { location(in: .local) }
    /// The recognizer's velocity in the view's own space, if it moves.
    public var localVelocity: CGPoint? { velocity(in: .local) }
    /// The recognizer's translation in the view's own space, if it moves.
    public var localTranslation: CGPoint? { translation(in: .local) }
    /// `globalPoint` converted to `coordinateSpace`: unchanged, as a still's root is the view's.
    public func convert(globalPoint: CGPoint, to coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint { globalPoint }
    /// The recognizer's location in `coordinateSpace`: the origin, as nothing touches.
    public func location(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint { .zero }
    /// The recognizer's velocity in `coordinateSpace`: `nil`, as nothing moves.
    public func velocity(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { nil }
    /// The recognizer's translation in `coordinateSpace`: `nil`, as nothing moves.
    public func translation(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { nil }
}

extension View {
    /// Attaches a UIKit recognizer (iOS 18); it never fires in a still, so the view is unchanged.
    nonisolated public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View { self }
}
