import Foundation

/// A place the user stayed: Core Location's `CLVisit`. The system makes visits while visit
/// monitoring runs, and none runs here, so none is ever delivered; the type exists for the
/// delegate method and models that read one. A visit with nothing known reads as Apple
/// documents missing information: `distantPast` arrival, `distantFuture` departure.
open class CLVisit: NSObject, @unchecked Sendable {
    // @unchecked: immutable.
    /// When the user arrived; `distantPast` when unknown.
    open var arrivalDate: Date { .distantPast }
    /// When the user left; `distantFuture` while still there.
    open var departureDate: Date { .distantFuture }
    /// Where.
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
    /// The radius of uncertainty in meters; negative: unknown.
    open var horizontalAccuracy: CLLocationAccuracy { -1 }
}
