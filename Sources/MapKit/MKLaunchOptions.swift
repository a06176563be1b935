// The launch options an app passes to `MKMapItem.openInMaps(launchOptions:)`. Nothing opens
// Maps on Linux, but apps build the dictionary as a default argument (Critical Maps' rides),
// so the names must exist. Apple documents them as `String` constants without their values;
// these are the values MapKit is reported to use (each constant's own name, the key's without
// its `Key` suffix), so a dictionary an app reads back holds what it would on a device.

/// The launch option naming the mode of transport for directions: MapKit's
/// `MKLaunchOptionsDirectionsModeKey`.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
/// Driving directions: MapKit's `MKLaunchOptionsDirectionsModeDriving`.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
/// Walking directions: MapKit's `MKLaunchOptionsDirectionsModeWalking`.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
/// Public transit directions: MapKit's `MKLaunchOptionsDirectionsModeTransit`.
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
/// Cycling directions: MapKit's `MKLaunchOptionsDirectionsModeCycling`.
public let MKLaunchOptionsDirectionsModeCycling = "MKLaunchOptionsDirectionsModeCycling"
/// Directions in the user's preferred mode: MapKit's `MKLaunchOptionsDirectionsModeDefault`.
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
