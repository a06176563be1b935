import SwatchRaster

/// A search bar: UIKit's `UISearchBar`. A representable wrapping one draws the same field
/// SwiftUI's `.searchable` draws (magnifying glass, the text or the placeholder in gray, a
/// rounded `tertiarySystemFill` field), inset as the bar insets it (docs/ARCHITECTURE.md §2.7).
@MainActor @preconcurrency
open class UISearchBar: UIView, UITextInputTraits {
    /// The bar's look: UIKit's `UISearchBar.Style`.
    public enum Style: Int, Sendable {
        /// The platform's default (prominent on iOS 13+).
        case `default`
        /// A translucent background with an opaque field.
        case prominent
        /// No background; the field only.
        case minimal
    }

    /// The field inside the bar; its text and placeholder are the bar's.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The text.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The gray text shown while the bar is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line above the field.
    open var prompt: String?
    /// The bar's look.
    open var searchBarStyle: Style = .default
    /// The bar's background color.
    open var barTintColor: UIColor?
    /// The bar's fill style.
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether the Cancel button shows.
    open var showsCancelButton = false
    /// Whether the bookmark button shows.
    open var showsBookmarkButton = false
    /// Whether the scope bar shows.
    open var showsScopeBar = false
    /// The scope bar's titles.
    open var scopeButtonTitles: [String]?
    /// The selected scope.
    open var selectedScopeButtonIndex = 0
    /// The object told about searching.
    open weak var delegate: (any UISearchBarDelegate)?
    /// A view above the keyboard.
    override open var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }
    /// The keyboard kind.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// How letters are capitalized.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Whether words are corrected.
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }

    /// A bar of `frame`.
    nonisolated public override init(frame: CGRect) { super.init(frame: frame) }
    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    /// Asks to edit; refused in a still (no keyboard).
    @discardableResult override open func becomeFirstResponder() -> Bool { false }
    /// Sets the icon for a bar item; the field draws the system magnifying glass here.
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {}
    /// The bar's icons: UIKit's `UISearchBar.Icon`.
    public enum Icon: Int, Sendable { case search, clear, bookmark, resultsList }
    /// An `UISearchBar` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The text field of a search bar: UIKit's `UISearchTextField` (iOS 13).
@MainActor @preconcurrency
open class UISearchTextField: UITextField {
    /// Whether tokens can be removed.
    open var allowsDeletingTokens = true
    /// A search field of `frame`, with the rounded look of a search bar's field.
    nonisolated public override init(frame: CGRect) { super.init(frame: frame) }
    /// An `UISearchTextField` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A bar's fill: UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable { case `default`, black }

/// What a search bar tells its delegate: UIKit's `UISearchBarDelegate`, with defaults in place
/// of Objective-C optionals.
@MainActor @preconcurrency
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The text changed.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether a typed change may apply.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The Search key was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The scope changed.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Yes.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Yes.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Yes.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
