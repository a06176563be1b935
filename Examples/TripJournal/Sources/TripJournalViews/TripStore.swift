import Foundation
import MapKit
import Observation

struct Trip: Identifiable, Hashable {
    let id: UUID
    var name: String
    var country: String
    var nights: Int
    var latitude: Double
    var longitude: Double
    var isFavorite: Bool

    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

@Observable
final class TripStore {
    var trips: [Trip]
    var showsNightCount = true
    var units = Units.metric

    enum Units: String, CaseIterable, Identifiable {
        case metric = "Metric", imperial = "Imperial"
        var id: String { rawValue }
    }

    init(trips: [Trip] = TripStore.samples) {
        self.trips = trips
    }

    func delete(_ trip: Trip) {
        trips.removeAll { $0.id == trip.id }
    }

    func toggleFavorite(_ trip: Trip) {
        guard let index = trips.firstIndex(of: trip) else { return }
        trips[index].isFavorite.toggle()
    }

    static let samples: [Trip] = [
        Trip(id: UUID(uuidString: "6A1F3C2E-0000-4000-8000-000000000001")!, name: "Lisbon", country: "Portugal", nights: 4, latitude: 38.72, longitude: -9.14, isFavorite: true),
        Trip(id: UUID(uuidString: "6A1F3C2E-0000-4000-8000-000000000002")!, name: "Kyoto", country: "Japan", nights: 6, latitude: 35.01, longitude: 135.77, isFavorite: false),
        Trip(id: UUID(uuidString: "6A1F3C2E-0000-4000-8000-000000000003")!, name: "Oaxaca", country: "Mexico", nights: 5, latitude: 17.07, longitude: -96.72, isFavorite: false),
        Trip(id: UUID(uuidString: "6A1F3C2E-0000-4000-8000-000000000004")!, name: "Tromsø", country: "Norway", nights: 3, latitude: 69.65, longitude: 18.96, isFavorite: true),
    ]
}
