import Foundation
import SwatchRaster
import UIKit

/// `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate`: SwiftUI's property wrapper
/// that gives an `App` a UIKit app delegate. On iOS SwiftUI makes the delegate at launch; a
/// still never launches the app (its `App` is not even made, §4.2), so the delegate is never
/// made either. Swift cannot make an arbitrary `NSObject` subclass from its type on Linux (that
/// needs a `required init()`, which app delegates do not declare), so reading `wrappedValue`
/// traps with an explanation; code that only declares the property builds and runs unchanged.
@MainActor @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    let delegateType: DelegateType.Type

    /// An adaptor for an app delegate of `delegateType`.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        self.delegateType = delegateType
    }

    /// The app delegate; there is none outside a launched app.
    public var wrappedValue: DelegateType {
        fatalError("\(DelegateType.self): no app delegate exists on Linux; nothing launches the app (UIApplicationDelegateAdaptor)")
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// An adaptor for an app delegate that is also an observable object.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        self.delegateType = delegateType
    }

    /// Bindings to the delegate's properties; there is no delegate here.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        fatalError("\(DelegateType.self): no app delegate exists on Linux; nothing launches the app (UIApplicationDelegateAdaptor)")
    }
}
