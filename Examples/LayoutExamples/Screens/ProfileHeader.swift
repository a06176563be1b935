import SwatchRaster

/// A profile header: avatar, name and role, a Markdown-free bio, three counters separated
/// by spacers, and two buttons sharing the width.
struct ProfileHeader: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Circle()
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 96, height: 96)
                    .overlay { Text("AL").font(.largeTitle.bold()).foregroundStyle(.white) }
                VStack(spacing: 4) {
                    Text("Ada Lovelace").font(.title2.bold())
                    Text("Analyst since 1843").font(.subheadline).foregroundStyle(.secondary)
                }
                HStack {
                    Spacer()
                    counter("128", "Posts")
                    Spacer()
                    counter("4.2k", "Followers")
                    Spacer()
                    counter("310", "Following")
                    Spacer()
                }
                HStack(spacing: 12) {
                    Button("Follow") {}.buttonStyle(.borderedProminent).frame(maxWidth: .infinity)
                    Button("Message") {}.buttonStyle(.bordered).frame(maxWidth: .infinity)
                }
                .padding(.horizontal)
                VStack(alignment: .leading, spacing: 8) {
                    Text("About").font(.headline)
                    Text("Wrote the first published algorithm for a machine, and saw that it could act on more than numbers.")
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                .padding(.horizontal)
            }
            .padding(.top, 24)
        }
    }

    private func counter(_ value: String, _ label: String) -> some View {
        VStack {
            Text(value).font(.headline)
            Text(label).font(.caption).foregroundStyle(.secondary)
        }
    }
}
