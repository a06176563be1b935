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
    /// A view of `frame` with no annotation and no reuse identifier, as UIKit's initializer
    /// gives one; `MKAnnotationView()` is this with a zero frame (a delegate's fallback view).
    nonisolated public override init(frame: CGRect) {
        reuseIdentifier = nil
        super.init(frame: frame)
    }
    /// Called before the map shows the view, where subclasses set themselves up and call
    /// super. No map shows a view in a still, so MapKit never calls it here.
    open func prepareForDisplay() {}
    /// Called before a reused view is returned; none are reused here. Does nothing, as MapKit's.
    open func prepareForReuse() {}
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
    /// The glyph's color; nil by default, the map style's tint, as MapKit's.
    open var glyphTintColor: UIColor?
    /// Whether the marker animates into place when added; false by default, as MapKit's. Kept;
    /// nothing animates in a still.
    open var animatesWhenAdded = false
}
