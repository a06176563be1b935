import SwiftUI

/// What a list shows before it has anything: a symbol, a title, a hint and an action.
public struct EmptyState: View {
    let symbol: String
    let title: String
    let message: String

    public init(symbol: String, title: String, message: String) {
        self.symbol = symbol
        self.title = title
        self.message = message
    }

    public var body: some View {
        VStack(spacing: 12) {
            Image(systemName: symbol)
                .font(.system(size: 44))
                .foregroundStyle(.secondary)
            Text(title)
                .font(.title2.bold())
            Text(message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            Button("Add an item") {}
                .buttonStyle(.borderedProminent)
                .padding(.top, 8)
        }
        .padding(32)
    }
}

#Preview {
    EmptyState(symbol: "tray", title: "No messages", message: "Messages you receive will appear here.")
}

#Preview {
    EmptyState(symbol: "magnifyingglass", title: "No results", message: "Try a shorter or different search.")
}
