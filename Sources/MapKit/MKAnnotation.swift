import CoreLocation
import SwatchRaster
import UIKit

/// Something placed at a coordinate: MapKit's `MKAnnotation`. Title and subtitle are
/// Objective-C optionals on iOS; here they default to nil.
public protocol MKAnnotation: AnyObject {
    /// Where it is.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title.
    var title: String? { get }
    /// Its subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    /// None.
    public var title: String? { nil }
    /// None.
    public var subtitle: String? { nil }
}

/// An annotation with a settable coordinate and titles: MapKit's `MKPointAnnotation`.
open class MKPointAnnotation: MKAnnotation, @unchecked Sendable {
    // @unchecked: set from the main actor, as MapKit's are.
    /// Where it is.
    open var coordinate = CLLocationCoordinate2D()
    /// Its title.
    open var title: String?
    /// Its subtitle.
    open var subtitle: String?
    /// An annotation at (0, 0).
    public init() {}
    /// An annotation at `coordinate`.
    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init()
        self.coordinate = coordinate
    }
    /// An annotation at `coordinate` with titles.
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}


/// The view of an annotation: MapKit's `MKAnnotationView`. Kept with its settings.
@MainActor @preconcurrency
open class MKAnnotationView: UIView {
    /// The annotation shown.
    open var annotation: (any MKAnnotation)?
    /// The reuse identifier.
    public let reuseIdentifier: String?
    /// The image shown.
    open var image: UIImage?
    /// Whether a callout shows when selected.
    open var canShowCallout = false
    /// Where the image sits relative to the coordinate.
    open var centerOffset = CGPoint.zero
    /// Whether it is selected.
    open var isSelected = false
    /// The view of `annotation`, reused by `reuseIdentifier`.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
}

/// The balloon marker: MapKit's `MKMarkerAnnotationView`.
@MainActor @preconcurrency
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's color.
    open var markerTintColor: UIColor?
    /// The glyph's text.
    open var glyphText: String?
    /// The glyph's image.
    open var glyphImage: UIImage?
}
