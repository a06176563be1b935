import SwatchRaster

/// UIKit's text-input traits that SwiftUI modifiers take: `UITextContentType` for
/// `.textContentType(_:)` and `UITextAutocapitalizationType` for the iOS 13
/// `.autocapitalization(_:)`. They live in the UIKit module because they are UIKit's types on
/// iOS; nothing is typed or autofilled in a still, so the modifiers leave the picture
/// unchanged (docs/ARCHITECTURE.md §2.7, §4.2).

/// How typed text is capitalized (UIKit's enum, raw values in its order).
public enum UITextAutocapitalizationType: Int, Sendable {
    /// No capitalization.
    case none = 0
    /// The first letter of each word.
    case words = 1
    /// The first letter of each sentence.
    case sentences = 2
    /// Every letter.
    case allCharacters = 3
}

/// What a text field holds, for AutoFill: UIKit's `UITextContentType`, a string constant.
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    /// UIKit's string for the kind.
    public let rawValue: String
    /// The kind named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The kind named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A full name.
    public static let name = UITextContentType("name")
    /// A title before a name.
    public static let namePrefix = UITextContentType("prefix")
    /// A first name.
    public static let givenName = UITextContentType("given-name")
    /// A middle name.
    public static let middleName = UITextContentType("additional-name")
    /// A last name.
    public static let familyName = UITextContentType("family-name")
    /// A suffix after a name.
    public static let nameSuffix = UITextContentType("suffix")
    /// A nickname.
    public static let nickname = UITextContentType("nickname")
    /// A job title.
    public static let jobTitle = UITextContentType("job-title")
    /// An organization.
    public static let organizationName = UITextContentType("organization")
    /// A location.
    public static let location = UITextContentType("location")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType("street-address")
    /// An address's first line.
    public static let streetAddressLine1 = UITextContentType("address-line1")
    /// An address's second line.
    public static let streetAddressLine2 = UITextContentType("address-line2")
    /// A city.
    public static let addressCity = UITextContentType("address-level2")
    /// A state or province.
    public static let addressState = UITextContentType("address-level1")
    /// A city and state.
    public static let addressCityAndState = UITextContentType("address-level1+2")
    /// A sublocality.
    public static let sublocality = UITextContentType("address-level3")
    /// A country.
    public static let countryName = UITextContentType("country-name")
    /// A postal code.
    public static let postalCode = UITextContentType("postal-code")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("tel")
    /// An email address.
    public static let emailAddress = UITextContentType("email")
    /// A URL.
    public static let URL = UITextContentType("url")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType("cc-number")
    /// A user name.
    public static let username = UITextContentType("username")
    /// A password.
    public static let password = UITextContentType("password")
    /// A new password.
    public static let newPassword = UITextContentType("new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType("one-time-code")
    /// A shipment tracking number.
    public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
    /// A flight number.
    public static let flightNumber = UITextContentType("flight-number")
    /// A date, time or duration.
    public static let dateTime = UITextContentType("date-time")
    /// A full birth date.
    public static let birthdate = UITextContentType("bday")
    /// A birth day.
    public static let birthdateDay = UITextContentType("bday-day")
    /// A birth month.
    public static let birthdateMonth = UITextContentType("bday-month")
    /// A birth year.
    public static let birthdateYear = UITextContentType("bday-year")
    /// A card security code.
    public static let creditCardSecurityCode = UITextContentType("cc-csc")
    /// The name on a card.
    public static let creditCardName = UITextContentType("cc-name")
    /// The given name on a card.
    public static let creditCardGivenName = UITextContentType("cc-given-name")
    /// The middle name on a card.
    public static let creditCardMiddleName = UITextContentType("cc-additional-name")
    /// The family name on a card.
    public static let creditCardFamilyName = UITextContentType("cc-family-name")
    /// A card's expiration date.
    public static let creditCardExpiration = UITextContentType("cc-exp")
    /// A card's expiration month.
    public static let creditCardExpirationMonth = UITextContentType("cc-exp-month")
    /// A card's expiration year.
    public static let creditCardExpirationYear = UITextContentType("cc-exp-year")
    /// A card's type.
    public static let creditCardType = UITextContentType("cc-type")
}

extension View {
    /// What the text fields inside hold, for AutoFill; nothing is filled in a still.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// How typed text is capitalized (the iOS 13 spelling); nothing is typed in a still.
    @available(iOS, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}

/// The title of the keyboard's return key: UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Whether typed words are corrected: UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// Whether spelling is checked: UIKit's `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }

/// The keyboard's look: UIKit's `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }

/// The keyboard settings text inputs share: UIKit's `UITextInputTraits`, as a marker that
/// `UITextField`, `UITextView` and `UISearchBar` conform to.
@MainActor @preconcurrency
public protocol UITextInputTraits: AnyObject {}
