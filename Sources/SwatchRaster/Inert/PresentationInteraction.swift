import Foundation

// How a presented sheet interacts with touches (iOS 16.4). A still presents no sheet and
// takes no input, so these modifiers leave the presenting view unchanged.

/// Whether the view behind a sheet takes touches: SwiftUI's `PresentationBackgroundInteraction`.
public struct PresentationBackgroundInteraction: Sendable {
    private let name: String
    /// The system's default: the background is disabled.
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(name: "automatic") }
    /// The background takes touches at every detent.
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(name: "enabled") }
    /// The background takes touches while the sheet is at or below `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled(upThrough: \(detent))")
    }
    /// The background takes no touches.
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(name: "disabled") }
}

/// Whether swiping a resizable sheet resizes it or scrolls it: SwiftUI's `PresentationContentInteraction`.
public struct PresentationContentInteraction: Equatable, Sendable {
    private let name: String
    /// The system's default: resizing first.
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(name: "automatic") }
    /// Swipes resize the sheet first.
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(name: "resizes") }
    /// Swipes scroll the content first.
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(name: "scrolls") }
}

extension View {
    /// Lets the view behind the presented sheet take touches; a still presents no sheet.
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
    /// Whether swipes on the presented sheet resize or scroll it; a still presents no sheet.
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
    /// The presented sheet's corner radius (`nil`: the system's); a still presents no sheet.
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
}
