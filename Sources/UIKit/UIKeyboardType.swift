import SwatchRaster

/// UIKit's keyboard kinds, for `.keyboardType(_:)`. It lives in the UIKit module because it
/// is UIKit's type on iOS; nothing is typed in a still, so it only has to compile
/// (docs/ARCHITECTURE.md §2.7). Raw values follow UIKit's declaration order.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard for the current input method.
    case `default` = 0
    /// Letters and ASCII punctuation only.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// Tuned for URLs.
    case URL = 3
    /// Digits 0-9.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// A phone pad that also types names.
    case namePhonePad = 6
    /// Tuned for email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// Tuned for social posts (@ and #).
    case twitter = 9
    /// Tuned for web search terms.
    case webSearch = 10
    /// Digits only, ASCII.
    case asciiCapableNumberPad = 11

    /// The deprecated name of `asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

extension View {
    /// The keyboard a text field asks for; nothing is typed in a still, so the picture is
    /// unchanged.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
}
