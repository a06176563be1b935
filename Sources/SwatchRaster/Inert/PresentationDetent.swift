import Foundation

/// Sheet heights for `.presentationDetents(_:)`. A still never presents a sheet, so the
/// detents only have to compile with SwiftUI's signatures (docs/ARCHITECTURE.md §5.19).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(String)
    }
    let kind: Kind

    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full sheet height.
    public static let large = PresentationDetent(kind: .large)
    /// A fraction of the available height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
    /// A detent computed by a `CustomPresentationDetent`.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(String(reflecting: type)))
    }

    /// What a custom detent's height is computed from; environment values read through it
    /// (`context.verticalSizeClass`) are the still's.
    @dynamicMemberLookup
    public struct Context {
        /// The height a sheet could take.
        public var maxDetentValue: CGFloat
        /// The environment of the sheet.
        var environment = EnvironmentValues()
        /// Reads an environment value of the sheet.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }
}

/// A sheet height computed from the available space (iOS 16).
public protocol CustomPresentationDetent {
    /// The height for `context`, or `nil` to hide the detent.
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// What `height(in:)` receives.
    public typealias Context = PresentationDetent.Context
}

extension View {
    /// The heights a presented sheet may rest at; no sheet is presented in a still.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// The heights a presented sheet may rest at, with the current one bound.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
}
