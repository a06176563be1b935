import Foundation
import SwatchRaster

/// An enum the system can offer as choices: AppIntents' `AppEnum` (iOS 16). Apps often
/// conform the same enum their pickers use; `caseDisplayRepresentations` names each case.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, Sendable, DisplayRepresentable, _IntentValue {
    /// Each case's title, subtitle and image.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// The case's entry in `caseDisplayRepresentations`, or its raw value as the title.
    public var displayRepresentation: DisplayRepresentation {
        Self.caseDisplayRepresentations[self] ?? DisplayRepresentation(title: LocalizedStringResource(stringLiteral: "\(rawValue)"))
    }

    /// The case's title.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}
