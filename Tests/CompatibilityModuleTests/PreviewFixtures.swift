// Previews as a user's file holds them. The registry test below lists these by line, so
// keep the line numbers in PreviewRegistryTests in step when editing this file.
import SwiftUI

struct Swatch: View {
    var color: Color = .blue
    var body: some View { color.frame(width: 40, height: 20) }
}

struct Stepper2: View {
    @Binding var value: Int
    var body: some View { Color.red.frame(width: CGFloat(value), height: 10) }
}

#Preview {
    Swatch()
}

#Preview("Named") {
    Swatch(color: .green)
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Swatch(color: .orange)
}

#Preview(traits: .fixedLayout(width: 100, height: 60), .landscapeLeft) {
    Swatch()
}

#Preview("With state") {
    @Previewable @State var value = 30
    Stepper2(value: $value)
}

struct Swatch_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Swatch()
                .previewDisplayName("Blue swatch")
                .previewLayout(.sizeThatFits)
            Swatch(color: .pink)
                .previewDevice("iPhone SE")
                .previewInterfaceOrientation(.landscapeRight)
        }
    }
}

/// Modifiers on the `Group` itself apply to each child, as Xcode shows them.
struct GroupLayout_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Swatch().previewDisplayName("First")
            Swatch(color: .pink).previewDisplayName("Second")
        }
        .previewLayout(.fixed(width: 40, height: 30))
    }
}

extension EnvironmentValues {
    @Entry var swatchAccent: Color = .green
    @Entry var swatchCaption: String?
    // Untyped, of a type that is not Sendable (as Critical Maps' `TextAttributes`): a stored
    // default would not build in this target's Swift 6 mode.
    @Entry var swatchLinkStyle = SwatchLinkStyle()
}

/// Text attributes as UIKit keeps them: not Sendable.
struct SwatchLinkStyle {
    var attributes: [String: Any] = ["underline": true]
}

struct AccentSwatch: View {
    @Environment(\.swatchAccent) private var accent
    @Environment(\.swatchCaption) private var caption
    var body: some View {
        accent.frame(width: caption == nil ? 4 : 8, height: 4)
    }
}
