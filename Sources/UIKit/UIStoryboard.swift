import Foundation

/// An Interface Builder storyboard: UIKit's `UIStoryboard`, as SwiftGen's scene accessors and
/// launch-screen code name one. Storyboards are compiled by Xcode's ibtool, which Linux does
/// not have, so no scene is read: each request answers with a plain controller, whose view
/// draws as the named tile inside a representable (docs/ARCHITECTURE.md §2.7).
@MainActor @preconcurrency
open class UIStoryboard {
    /// The storyboard's file name, without extension.
    public let name: String
    /// The bundle it was looked up in.
    public let bundle: Bundle?

    /// The storyboard `name` in `storyboardBundleOrNil` (nil: the main bundle).
    nonisolated public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
    }

    /// The initial scene's controller: a plain controller here.
    open func instantiateInitialViewController() -> UIViewController? { UIViewController() }
    /// The scene `identifier`'s controller: a plain controller here.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
}
