/// SwiftUI's `TextEditor`: multi-line editable text, drawn as iOS draws its `UITextView`: the
/// text in the body font from the top-leading corner, wrapped to the width, over the
/// offered space. The insets are UIKit's documented defaults: `textContainerInset` 8 pt at
/// top and bottom, and the text container's `lineFragmentPadding` of 5 pt on each side.
public struct TextEditor: View {
    @Binding private var text: String

    /// An editor of `text`.
    public init(text: Binding<String>) { self._text = text }

    /// An editor of `text` whose selection is bound to `selection` (iOS 18). A still shows
    /// no caret or highlight, so the selection is left as the app set it.
    public init(text: Binding<String>, selection: Binding<TextSelection?>) { self._text = text }

    /// The text, top-leading in the offered space.
    public var body: some View {
        Text(verbatim: text)
            .padding(.horizontal, 5)
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
