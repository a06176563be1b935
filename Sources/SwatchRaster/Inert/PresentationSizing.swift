import Foundation

// How a presented sheet sizes itself (iOS 18). A still never presents a sheet, so these
// only answer when asked: each sizing proposes the size its name describes for an iPhone,
// where sheets span the screen's width.

/// Computes the size a presented sheet proposes to its content: SwiftUI's `PresentationSizing`.
public protocol PresentationSizing {
    /// The size to propose to `root` in `context`.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// The presented content a sizing measures.
public struct PresentationSizingRoot: Sendable {
    /// The content's size for `proposal`; a still presents nothing, so the proposal's own
    /// values, with unspecified ones zero.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }
}

/// What a sizing is computed in; it carries nothing a still can fill.
public struct PresentationSizingContext: Sendable {}

/// The system's sizing for the kind of presentation: SwiftUI's `.automatic`.
public struct AutomaticPresentationSizing: PresentationSizing, Sendable {
    /// Unspecified: the sheet fills the space the system gives it, as on an iPhone.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// A form-sized sheet (on iPad; full width on an iPhone): SwiftUI's `.form`.
public struct FormPresentationSizing: PresentationSizing, Sendable {
    /// Unspecified: an iPhone gives the sheet the screen's width.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// A page-sized sheet (on iPad; full width on an iPhone): SwiftUI's `.page`.
public struct PagePresentationSizing: PresentationSizing, Sendable {
    /// Unspecified: an iPhone gives the sheet the screen's width.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// A sheet sized to its content: SwiftUI's `.fitted`.
public struct FittedPresentationSizing: PresentationSizing, Sendable {
    /// The content's ideal size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(root.sizeThatFits(.unspecified))
    }
}

/// A sizing adjusted by `fitted(horizontal:vertical:)` or `sticky(horizontal:vertical:)`.
public struct _ModifiedPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    /// The base sizing's proposal.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        base.proposedSize(for: root, context: context)
    }
}

extension PresentationSizing {
    /// This sizing, kept from shrinking along the given axes once it has grown.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing { _ModifiedPresentationSizing(base: self) }
    /// This sizing, fitted to the content along the given axes.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing { _ModifiedPresentationSizing(base: self) }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The system's sizing for the kind of presentation.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// A form-sized sheet.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// A page-sized sheet.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// A sheet sized to its content.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension View {
    /// How the sheet this view is presented in sizes itself; a still presents no sheet.
    nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
}
