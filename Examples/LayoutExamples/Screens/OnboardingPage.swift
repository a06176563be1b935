import SwatchRaster

/// An onboarding page: a large symbol, a title, three feature rows of icon, title and
/// wrapped description, page dots, and a button pinned to the bottom by a spacer.
struct OnboardingPage: View {
    var body: some View {
        VStack(spacing: 24) {
            Spacer(minLength: 24)
            Image(systemName: "paintpalette")
                .resizable()
                .scaledToFit()
                .frame(width: 72, height: 72)
                .foregroundStyle(Color.accentColor)
            Text("Welcome to Swatches").font(.largeTitle.bold()).multilineTextAlignment(.center)
            VStack(alignment: .leading, spacing: 20) {
                feature("square.grid.2x2", "Every color at a glance", "Export your design tokens as one sheet, light and dark.")
                feature("checkmark.circle", "Checked in CI", "Pixel hashes catch a changed color before review does.")
                feature("moon", "Themes in batches", "Render dozens of brands in one command.")
            }
            .padding(.horizontal, 32)
            Spacer()
            HStack(spacing: 8) {
                Circle().fill(Color.accentColor).frame(width: 8, height: 8)
                Circle().fill(Color(.systemGray4)).frame(width: 8, height: 8)
                Circle().fill(Color(.systemGray4)).frame(width: 8, height: 8)
            }
            Button {} label: {
                Text("Continue").font(.headline).frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.horizontal, 24)
            .padding(.bottom, 8)
        }
    }

    private func feature(_ symbol: String, _ title: String, _ detail: String) -> some View {
        HStack(alignment: .top, spacing: 16) {
            Image(systemName: symbol).font(.title2).foregroundStyle(Color.accentColor).frame(width: 32)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text(detail).font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }
}
