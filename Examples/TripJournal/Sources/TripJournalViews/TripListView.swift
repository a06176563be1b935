import SwiftUI

struct TripListView: View {
    @Environment(TripStore.self) private var store
    @State private var isShowingSettings = false

    var body: some View {
        NavigationStack {
            List {
                Section("Upcoming") {
                    ForEach(store.trips) { trip in
                        NavigationLink(value: trip) {
                            TripRow(trip: trip)
                        }
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button(role: .destructive) {
                                store.delete(trip)
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                        .swipeActions(edge: .leading) {
                            Button {
                                store.toggleFavorite(trip)
                            } label: {
                                Label("Favorite", systemImage: "star")
                            }
                            .tint(.yellow)
                        }
                    }
                }
            }
            .navigationTitle("Trips")
            .navigationDestination(for: Trip.self) { trip in
                TripDetailView(trip: trip)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Settings", systemImage: "gear") {
                        isShowingSettings = true
                    }
                }
            }
            .sheet(isPresented: $isShowingSettings) {
                SettingsView()
            }
        }
    }
}

struct TripRow: View {
    @Environment(TripStore.self) private var store
    let trip: Trip

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: trip.isFavorite ? "star.fill" : "airplane")
                .foregroundStyle(trip.isFavorite ? .yellow : .blue)
                .frame(width: 28)
            VStack(alignment: .leading, spacing: 2) {
                Text(trip.name)
                    .font(.headline)
                Text(trip.country)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if store.showsNightCount {
                Text("\(trip.nights) nights")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview("Trip list") {
    TripListView()
        .environment(TripStore())
}
