import SwiftUI

/// A row of a contacts list: initials in a circle, name and detail, and a chevron.
public struct ContactRow: View {
    let name: String
    let detail: String
    let tint: Color

    public init(name: String, detail: String, tint: Color = .blue) {
        self.name = name
        self.detail = detail
        self.tint = tint
    }

    private var initials: String {
        name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
    }

    public var body: some View {
        HStack(spacing: 12) {
            Text(initials)
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: 40, height: 40)
                .background(tint, in: Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.body)
                Text(detail)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tertiary)
        }
        .padding(.vertical, 4)
    }
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    ContactRow(name: "Ada Lovelace", detail: "Analytical Engine")
        .padding()
}

#Preview("Contacts") {
    NavigationStack {
        List {
            ContactRow(name: "Ada Lovelace", detail: "Analytical Engine")
            ContactRow(name: "Grace Hopper", detail: "COBOL", tint: .orange)
            ContactRow(name: "Katherine Johnson", detail: "Orbital mechanics", tint: .green)
            ContactRow(name: "Alan Turing", detail: "Computability", tint: .purple)
        }
        .navigationTitle("Contacts")
    }
}
