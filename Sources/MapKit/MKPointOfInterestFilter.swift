import CoreLocation

/// A kind of point of interest: MapKit's `MKPointOfInterestCategory`, a string constant like
/// Apple's (raw values spelled as MapKit's `MKPOICategory…` strings).
public struct MKPointOfInterestCategory: Hashable, RawRepresentable, Sendable {
    /// MapKit's string for the category.
    public let rawValue: String
    /// The category named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Airports.
    public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
    /// Amusement parks.
    public static let amusementPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryAmusementPark")
    /// Aquariums.
    public static let aquarium = MKPointOfInterestCategory(rawValue: "MKPOICategoryAquarium")
    /// Cash machines.
    public static let atm = MKPointOfInterestCategory(rawValue: "MKPOICategoryATM")
    /// Bakeries.
    public static let bakery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBakery")
    /// Banks.
    public static let bank = MKPointOfInterestCategory(rawValue: "MKPOICategoryBank")
    /// Beaches.
    public static let beach = MKPointOfInterestCategory(rawValue: "MKPOICategoryBeach")
    /// Breweries.
    public static let brewery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBrewery")
    /// Cafes.
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    /// Campgrounds.
    public static let campground = MKPointOfInterestCategory(rawValue: "MKPOICategoryCampground")
    /// Car rentals.
    public static let carRental = MKPointOfInterestCategory(rawValue: "MKPOICategoryCarRental")
    /// Electric-vehicle chargers.
    public static let evCharger = MKPointOfInterestCategory(rawValue: "MKPOICategoryEVCharger")
    /// Fire stations.
    public static let fireStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryFireStation")
    /// Gyms.
    public static let fitnessCenter = MKPointOfInterestCategory(rawValue: "MKPOICategoryFitnessCenter")
    /// Food markets.
    public static let foodMarket = MKPointOfInterestCategory(rawValue: "MKPOICategoryFoodMarket")
    /// Gas stations.
    public static let gasStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryGasStation")
    /// Hospitals.
    public static let hospital = MKPointOfInterestCategory(rawValue: "MKPOICategoryHospital")
    /// Hotels.
    public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
    /// Laundries.
    public static let laundry = MKPointOfInterestCategory(rawValue: "MKPOICategoryLaundry")
    /// Libraries.
    public static let library = MKPointOfInterestCategory(rawValue: "MKPOICategoryLibrary")
    /// Marinas.
    public static let marina = MKPointOfInterestCategory(rawValue: "MKPOICategoryMarina")
    /// Cinemas.
    public static let movieTheater = MKPointOfInterestCategory(rawValue: "MKPOICategoryMovieTheater")
    /// Museums.
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
    /// National parks.
    public static let nationalPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryNationalPark")
    /// Night life.
    public static let nightlife = MKPointOfInterestCategory(rawValue: "MKPOICategoryNightlife")
    /// Parks.
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    /// Parking.
    public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
    /// Pharmacies.
    public static let pharmacy = MKPointOfInterestCategory(rawValue: "MKPOICategoryPharmacy")
    /// Police.
    public static let police = MKPointOfInterestCategory(rawValue: "MKPOICategoryPolice")
    /// Post offices.
    public static let postOffice = MKPointOfInterestCategory(rawValue: "MKPOICategoryPostOffice")
    /// Public transport.
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
    /// Restaurants.
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    /// Restrooms.
    public static let restroom = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestroom")
    /// Schools.
    public static let school = MKPointOfInterestCategory(rawValue: "MKPOICategorySchool")
    /// Stadiums.
    public static let stadium = MKPointOfInterestCategory(rawValue: "MKPOICategoryStadium")
    /// Stores.
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
    /// Theaters.
    public static let theater = MKPointOfInterestCategory(rawValue: "MKPOICategoryTheater")
    /// Universities.
    public static let university = MKPointOfInterestCategory(rawValue: "MKPOICategoryUniversity")
    /// Wineries.
    public static let winery = MKPointOfInterestCategory(rawValue: "MKPOICategoryWinery")
    /// Zoos.
    public static let zoo = MKPointOfInterestCategory(rawValue: "MKPOICategoryZoo")
}

/// Which points of interest a map shows (iOS 13): MapKit's `MKPointOfInterestFilter`, an
/// `NSObject`. Critical Maps hides them all (`.excludingAll`) under its riders. The tile draws
/// no points of interest, so the filter only answers `includes(_:)` and `excludes(_:)` as
/// MapKit's does: from the categories it was made with.
open class MKPointOfInterestFilter: NSObject, @unchecked Sendable {
    // @unchecked: immutable.
    private enum Rule: Sendable {
        case including(Set<MKPointOfInterestCategory>)
        case excluding(Set<MKPointOfInterestCategory>)
    }
    private let rule: Rule

    /// A filter showing every category.
    open class var includingAll: MKPointOfInterestFilter { MKPointOfInterestFilter(excluding: []) }
    /// A filter showing no category.
    open class var excludingAll: MKPointOfInterestFilter { MKPointOfInterestFilter(including: []) }
    /// A filter showing only `categories`.
    public init(including categories: [MKPointOfInterestCategory]) {
        rule = .including(Set(categories))
        super.init()
    }
    /// A filter showing every category but `categories`.
    public init(excluding categories: [MKPointOfInterestCategory]) {
        rule = .excluding(Set(categories))
        super.init()
    }
    /// Whether `category` shows.
    open func includes(_ category: MKPointOfInterestCategory) -> Bool {
        switch rule {
        case .including(let categories): return categories.contains(category)
        case .excluding(let categories): return !categories.contains(category)
        }
    }
    /// Whether `category` is hidden.
    open func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}
