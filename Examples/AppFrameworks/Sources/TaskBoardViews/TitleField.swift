import SwiftUI
import UIKit

/// A UIKit text field for the task title: return moves on, and the field never
/// autocorrects names.
struct TitleField: UIViewRepresentable {
    @Binding var text: String
    var placeholder: String
    var onReturn: () -> Void = {}

    func makeUIView(context: Context) -> UITextField {
        let textField = UITextField()
        textField.placeholder = placeholder
        textField.borderStyle = .roundedRect
        textField.font = .preferredFont(forTextStyle: .body)
        textField.autocorrectionType = .no
        textField.returnKeyType = .next
        textField.clearButtonMode = .whileEditing
        textField.delegate = context.coordinator
        textField.addAction(UIAction { [weak textField] _ in
            context.coordinator.text = textField?.text ?? ""
        }, for: .editingChanged)
        textField.setContentHuggingPriority(.defaultHigh, for: .vertical)
        textField.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return textField
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        if uiView.text != text {
            uiView.text = text
        }
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(text: $text, onReturn: onReturn)
    }

    final class Coordinator: NSObject, UITextFieldDelegate {
        @Binding var text: String
        let onReturn: () -> Void

        init(text: Binding<String>, onReturn: @escaping () -> Void) {
            _text = text
            self.onReturn = onReturn
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            onReturn()
            return textField.resignFirstResponder()
        }
    }
}

#Preview("Title field") {
    @Previewable @State var title = ""
    @Previewable @State var filled = "Pack the tent"
    VStack(spacing: 16) {
        TitleField(text: $title, placeholder: "Task title")
        TitleField(text: $filled, placeholder: "Task title")
        Spacer()
    }
    .padding()
}
