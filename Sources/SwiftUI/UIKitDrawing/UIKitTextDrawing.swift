import SwatchRaster
import UIKit

// The text-bearing UIKit views, drawn in the engine's text: a label, a text field (its
// `.roundedRect` border is the chrome of SwiftUI's `.roundedBorder`, which is that UIKit
// border on iOS), a text view and a search bar (the field `.searchable` draws).
extension UIKitViewDrawing {
    /// The label's text in its font, color, alignment and line limit, as wide as offered.
    static func labelPicture(_ label: UILabel) -> some View {
        let string = label.attributedText?.string ?? label.text ?? ""
        let color = attributeColor(label.attributedText) ?? label.textColor ?? UIColor.label
        return Text(verbatim: string)
            .font(Font(label.font ?? UIFont.systemFont(ofSize: 17)))
            .foregroundColor(Color(uiColor: color))
            .multilineTextAlignment(textAlignment(label.textAlignment))
            .lineLimit(label.numberOfLines == 0 ? nil : label.numberOfLines)
            .minimumScaleFactor(label.adjustsFontSizeToFitWidth ? max(label.minimumScaleFactor, 0.01) : 1)
            .frame(maxWidth: .infinity, alignment: frameAlignment(label.textAlignment))
    }

    /// The field's text (bullets when secure), or its placeholder in `placeholderText` gray
    /// (or the attributed placeholder's color), in its font and alignment and border.
    static func textFieldPicture(_ field: UITextField) -> some View {
        let value = field.text ?? ""
        let shown: Text
        if value.isEmpty {
            let color = attributeColor(field.attributedPlaceholder).map { Color(uiColor: $0) } ?? Color(.placeholderText)
            shown = Text(verbatim: field.placeholder ?? "").foregroundColor(color)
        } else {
            let color = attributeColor(field.attributedText) ?? field.textColor ?? UIColor.label
            shown = Text(verbatim: field.isSecureTextEntry ? String(repeating: "\u{2022}", count: value.count) : value)
                .foregroundColor(Color(uiColor: color))
        }
        let content = shown
            .font(Font(field.font ?? UIFont.preferredFont(forTextStyle: .body)))
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: frameAlignment(field.textAlignment))
        return Group {
            switch field.borderStyle {
            case .roundedRect:
                TextFieldChrome(content: content, style: .roundedBorder)
            case .line, .bezel:
                content.padding(.horizontal, 4).frame(minHeight: 30)
                    .overlay(Rectangle().strokeBorder(Color(.separator), lineWidth: 1))
            case .none:
                content
            }
        }
    }

    /// The text from the top leading corner, inset as UIKit insets it (the container inset,
    /// 8 pt above and below by default, and the 5 pt line-fragment padding at each side), on
    /// the view's background; a scrolling text view fills the offered height.
    static func textViewPicture(_ textView: UITextView) -> some View {
        let inset = textView.textContainerInset
        let padding = textView.textContainer.lineFragmentPadding
        let color = attributeColor(textView.attributedText) ?? textView.textColor ?? UIColor.label
        let background = textView.backgroundColor.map { Color(uiColor: $0) } ?? Color(.systemBackground)
        return Text(verbatim: textView.text ?? "")
            .font(Font(textView.font ?? UIFont.preferredFont(forTextStyle: .body)))
            .foregroundColor(Color(uiColor: color))
            .multilineTextAlignment(textAlignment(textView.textAlignment))
            .frame(maxWidth: .infinity, alignment: frameAlignment(textView.textAlignment))
            .padding(EdgeInsets(top: inset.top, leading: inset.left + padding, bottom: inset.bottom, trailing: inset.right + padding))
            .frame(maxWidth: .infinity, maxHeight: textView.isScrollEnabled ? .infinity : nil, alignment: .topLeading)
            .background(RoundedRectangle(cornerRadius: textView.layer.cornerRadius).fill(background))
    }

    /// The field `.searchable` draws, in a 56 pt bar: the field 36 pt tall, 8 pt from the
    /// bar's sides and 10 pt from its top and bottom (UISearchBar's commonly reported height
    /// on iOS 11 and later; not measured here). `.minimal` has no bar background; a Cancel
    /// button in the tint follows the field when shown.
    static func searchBarPicture(_ bar: UISearchBar) -> some View {
        let prompt = bar.placeholder.map { Text(verbatim: $0) }
        let background: Color = bar.searchBarStyle == .minimal ? .clear : (bar.barTintColor.map { Color(uiColor: $0) } ?? Color(.systemBackground))
        return HStack(spacing: 8) {
            SearchFieldBox(text: bar.text ?? "", prompt: prompt)
            if bar.showsCancelButton {
                Text("Cancel").font(.body).foregroundColor(Color(uiColor: bar.tintColor ?? UIColor.tintColor))
            }
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 10)
        .frame(maxWidth: .infinity)
        .background(background)
    }

    /// The `.foregroundColor` attribute at the string's start, if any.
    private static func attributeColor(_ string: NSAttributedString?) -> UIColor? {
        guard let string, string.length > 0 else { return nil }
        return string.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
    }

    private static func textAlignment(_ alignment: NSTextAlignment) -> TextAlignment {
        switch alignment {
        case .center: return .center
        case .right: return .trailing
        default: return .leading
        }
    }

    private static func frameAlignment(_ alignment: NSTextAlignment) -> Alignment {
        switch alignment {
        case .center: return .center
        case .right: return .trailing
        default: return .leading
        }
    }
}
