import MapKit
import SwiftUI

struct TripDetailView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    let trip: Trip

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Map(initialPosition: .region(MKCoordinateRegion(center: trip.coordinate, latitudinalMeters: 20_000, longitudinalMeters: 20_000))) {
                    Marker(trip.name, coordinate: trip.coordinate)
                }
                .frame(height: 220)
                .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))

                GroupBox {
                    LabeledContent("Country", value: trip.country)
                    LabeledContent("Nights", value: "\(trip.nights)")
                } label: {
                    Label("Details", systemImage: "info.circle")
                }

                Button {
                    openURL(URL(string: "https://maps.apple.com/?q=\(trip.name)")!)
                } label: {
                    Label("Open in Maps", systemImage: "map")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
        }
        .navigationTitle(trip.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview("Trip detail") {
    NavigationStack {
        TripDetailView(trip: TripStore.samples[1])
    }
}
