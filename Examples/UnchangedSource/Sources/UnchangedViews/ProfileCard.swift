import SwiftUI
import UIKit

public struct ProfileCard: View {
    let name: String
    let role: String

    public init(name: String, role: String) {
        self.name = name
        self.role = role
    }

    public var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color(.systemTeal))
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
                Text(role)
                    .font(Font(UIFont.systemFont(ofSize: 13, weight: .regular)))
                    .foregroundColor(Color(uiColor: .secondaryLabel))
            }
            Spacer()
        }
        .padding()
        .background(Color(.secondarySystemBackground))
        .cornerRadius(12)
    }
}

#Preview {
    ProfileCard(name: "Ada Lovelace", role: "Analyst")
        .padding()
}

#Preview("Compact", traits: .sizeThatFitsLayout) {
    ProfileCard(name: "Grace Hopper", role: "Rear Admiral")
        .frame(width: 320)
}

#Preview("Landscape", traits: .landscapeLeft) {
    ProfileCard(name: "Katherine Johnson", role: "Mathematician")
}
