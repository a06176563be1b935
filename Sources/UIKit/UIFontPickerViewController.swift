import Foundation
import SwatchRaster

/// The system font picker: UIKit's `UIFontPickerViewController`, which apps present through a
/// representable (IceCubes' font setting). A still presents nothing and no one picks, so the
/// delegate is never called and `selectedFontDescriptor` stays nil; the settings are kept and
/// the view draws as the named tile inside a representable (docs/ARCHITECTURE.md §2.7).
@MainActor @preconcurrency
open class UIFontPickerViewController: UIViewController {
    /// What the picker offers and how it shows it: UIKit's `Configuration`, with its defaults.
    @MainActor @preconcurrency
    open class Configuration: NSObject {
        /// Whether faces (Helvetica Light Oblique) are offered, not only families.
        open var includeFaces = false
        /// Whether each name is shown in the system font rather than in itself.
        open var displayUsingSystemFont = false
        /// Only fonts with these traits are offered; empty offers all.
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []
        /// Only fonts for these languages are offered; nil offers all.
        open var filteredLanguagesPredicate: NSPredicate?

        /// The defaults: families only, each in itself, unfiltered.
        nonisolated public override init() { super.init() }

        /// A predicate for `filteredLanguagesPredicate` that keeps the fonts supporting
        /// `filteredLanguages`; nil for none, as in UIKit. A still lists no fonts, so here it
        /// keeps every font.
        public class func filterPredicate(forFilteredLanguages filteredLanguages: [String]) -> NSPredicate? {
            filteredLanguages.isEmpty ? nil : NSPredicate(value: true)
        }
    }

    /// The settings it was made with.
    public let configuration: Configuration
    /// Who hears what was picked.
    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    /// The picked font; nil, since no one picks in a still.
    open var selectedFontDescriptor: UIFontDescriptor?

    /// A picker with `configuration`.
    nonisolated public init(configuration: Configuration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker with the default configuration.
    nonisolated public convenience init() {
        self.init(configuration: Configuration())
    }
    /// A picker from an archive with the default configuration; there are none here.
    public required init?(coder: NSCoder) {
        configuration = Configuration()
        super.init(coder: coder)
    }
}

/// What a font picker tells its delegate: UIKit's `UIFontPickerViewControllerDelegate`. Each
/// method is an Objective-C optional on iOS; Linux has no `@objc optional`, so each has a
/// default that does what iOS does without it.
@MainActor @preconcurrency
public protocol UIFontPickerViewControllerDelegate: AnyObject {
    /// A font was picked; `selectedFontDescriptor` has it.
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    /// The picker was cancelled.
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
    /// Whether the picker may close once a font is picked (true without a delegate answer).
    func fontPickerViewControllerShouldDismissOnPick(_ viewController: UIFontPickerViewController) -> Bool
}

extension UIFontPickerViewControllerDelegate {
    /// Nothing, as iOS does without it.
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    /// Nothing, as iOS does without it.
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
    /// Closes on a pick, as iOS does without it.
    public func fontPickerViewControllerShouldDismissOnPick(_ viewController: UIFontPickerViewController) -> Bool { true }
}
