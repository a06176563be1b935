import SwatchRaster

/// A pricing card: plan name, a price with "per month" beside it on one baseline, feature
/// rows with checkmark symbols, and a full-width button.
struct PricingCard: View {
    private let features = ["Unlimited swatch sheets", "Snapshot tests in CI", "Theme batches", "Priority support"]

    var body: some View {
        VStack {
            VStack(alignment: .leading, spacing: 16) {
                HStack {
                    Text("Pro").font(.title3.bold())
                    Spacer()
                    Text("Popular")
                        .font(.caption.bold())
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(Capsule().fill(Color.accentColor.opacity(0.15)))
                        .foregroundStyle(Color.accentColor)
                }
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text("$12").font(.system(size: 44, weight: .bold))
                    Text("per month").foregroundStyle(.secondary)
                }
                Divider()
                VStack(alignment: .leading, spacing: 10) {
                    ForEach(features, id: \.self) { feature in
                        HStack(spacing: 10) {
                            Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
                            Text(feature)
                            Spacer()
                        }
                    }
                }
                Button {} label: {
                    Text("Start free trial").frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            }
            .padding(20)
            .background(RoundedRectangle(cornerRadius: 20).fill(Color(.secondarySystemGroupedBackground)))
            .shadow(color: .black.opacity(0.08), radius: 12, y: 4)
            .padding()
            Spacer()
        }
        .background(Color(.systemGroupedBackground).ignoresSafeArea())
    }
}
