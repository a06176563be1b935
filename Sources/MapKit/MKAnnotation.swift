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

/// An annotation with a settable coordinate and titles: MapKit's `MKPointAnnotation`, an
/// `MKShape` (so an `NSObject`, hashable by identity, as `MKMapView.annotations(in:)` returns
/// annotations in a `Set<AnyHashable>` that apps cast back to their subclass).
open class MKPointAnnotation: MKShape, @unchecked Sendable {
    // @unchecked: set from the main actor, as MapKit's are.
    private var point = CLLocationCoordinate2D()
    /// Where it is; (0, 0) until set.
    open override var coordinate: CLLocationCoordinate2D {
        get { point }
        set { point = newValue }
    }
    /// An annotation at (0, 0).
    public override init() { super.init() }
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
    open var annotation: (any MKAnnotation)? {
        get { shownAnnotation }
        set { shownAnnotation = newValue }
    }
    // Storage set by the nonisolated designated initializer (annotations are not `Sendable`);
    // read and written on the main actor only, as MapKit's views are.
    nonisolated(unsafe) private var shownAnnotation: (any MKAnnotation)?
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
    /// The view of `annotation`, reused by `reuseIdentifier`: with `init?(coder:)`, one of
    /// MapKit's two designated initializers, which subclasses override.
    nonisolated public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        shownAnnotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
    /// A view from an archive: no annotation and no reuse identifier (there are no nibs here).
    public required init?(coder aDecoder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: aDecoder)
    }
    /// A view of `frame` with no annotation and no reuse identifier; `MKAnnotationView()` is
    /// this with a zero frame (a delegate's fallback view). A convenience initializer, as
    /// MapKit's header makes every initializer but the two above, so that a subclass that
    /// overrides those two inherits it.
    nonisolated public convenience override init(frame: CGRect) {
        self.init(annotation: nil, reuseIdentifier: nil)
        // A view is made on the main thread; a zero frame (the common `MKAnnotationView()`)
        // needs no setting at all.
        if frame != .zero { MainActor.assumeIsolated { self.frame = frame } }
    }
    /// How `MKMapView.dequeueReusableAnnotationView(withIdentifier:for:)` makes a view of the
    /// registered class: Swift builds an instance from a class value only through a required
    /// initializer, and this one hands on to `init(annotation:reuseIdentifier:)`, so a
    /// subclass's override of that runs, as MapKit calls it on iOS. Not for app code.
    nonisolated public required convenience init(_dequeuedFor annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
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
