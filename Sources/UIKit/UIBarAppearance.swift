import Foundation
import SwatchRaster

// Bar appearances: what apps set in an `App.init` or a view's `init` to style SwiftUI's
// navigation and tab bars (`UINavigationBar.appearance().standardAppearance = appearance`).
// The engine draws its own bars and never makes these UIKit views, so the objects keep what is
// set and nothing reads it (docs/ARCHITECTURE.md §2.7); the code around them builds and runs.

/// The traits shared by navigation bars, tab bars and toolbars: UIKit's `UIBarAppearance`.
@MainActor @preconcurrency
open class UIBarAppearance: NSObject {
    /// The idiom the appearance targets.
    public let idiom: UIUserInterfaceIdiom
    /// A blur behind the bar.
    open var backgroundEffect: UIBlurEffect?
    /// A color over the blur.
    open var backgroundColor: UIColor?
    /// An image over the color.
    open var backgroundImage: UIImage?
    /// How the image fills the bar.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The hairline's color under the bar.
    open var shadowColor: UIColor?
    /// An image in place of the hairline.
    open var shadowImage: UIImage?

    /// An appearance for the phone idiom, with the default background.
    nonisolated public convenience override init() { self.init(idiom: .phone) }
    /// An appearance targeting `idiom`, with the default background.
    nonisolated public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
    }
    /// An appearance copying the shared traits of `barAppearance`.
    nonisolated public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        MainActor.assumeIsolated { copyBackground(from: barAppearance) }
    }

    /// The system's translucent background and hairline.
    open func configureWithDefaultBackground() { reset(shadow: .separator) }
    /// An opaque background of the system's background color, with the hairline.
    open func configureWithOpaqueBackground() {
        reset(shadow: .separator)
        backgroundColor = .systemBackground
    }
    /// No background and no hairline.
    open func configureWithTransparentBackground() { reset(shadow: nil) }

    private func reset(shadow: UIColor?) {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = shadow
        shadowImage = nil
    }

    private func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}

/// How a bar's buttons look in one state: UIKit's `UIBarButtonItemStateAppearance`.
@MainActor @preconcurrency
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The button's background image.
    open var backgroundImage: UIImage?
}

/// How a bar's buttons look: UIKit's `UIBarButtonItemAppearance`.
@MainActor @preconcurrency
open class UIBarButtonItemAppearance: NSObject {
    /// In the normal state.
    public let normal = UIBarButtonItemStateAppearance()
    /// While highlighted.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// While disabled.
    public let disabled = UIBarButtonItemStateAppearance()
    /// While focused.
    public let focused = UIBarButtonItemStateAppearance()
}

/// A navigation bar's appearance: UIKit's `UINavigationBarAppearance`.
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the inline title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// Plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// Done buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    /// The back button.
    open var backButtonAppearance = UIBarButtonItemAppearance()
    /// The back chevron's image.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask of the back chevron's transition.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back chevron's image and its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }
}

/// A tab bar's appearance: UIKit's `UITabBarAppearance`.
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
    /// The items in a stacked (portrait phone) layout.
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The items in an inline (regular width) layout.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The items in a compact inline layout.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The selection indicator's tint.
    open var selectionIndicatorTintColor: UIColor?
}

/// How a tab bar's items look: UIKit's `UITabBarItemAppearance`.
@MainActor @preconcurrency
open class UITabBarItemAppearance: NSObject {
    /// In the normal state.
    public let normal = UITabBarItemStateAppearance()
    /// When selected.
    public let selected = UITabBarItemStateAppearance()
    /// While disabled.
    public let disabled = UITabBarItemStateAppearance()
    /// While focused.
    public let focused = UITabBarItemStateAppearance()
}

/// How a tab bar's items look in one state: UIKit's `UITabBarItemStateAppearance`.
@MainActor @preconcurrency
open class UITabBarItemStateAppearance: NSObject {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The icon's color.
    open var iconColor: UIColor?
    /// The badge's background color.
    open var badgeBackgroundColor: UIColor?
}

/// UIKit's navigation bar. SwiftUI's navigation bars are drawn by the engine; this one is made
/// only as an appearance proxy or by a navigation controller, and draws nothing.
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    /// The appearance at the standard height.
    open var standardAppearance = UINavigationBarAppearance()
    /// The appearance at the compact height.
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance when scrolled to the top.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The appearance at the compact height when scrolled to the top.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// Whether the title is large.
    open var prefersLargeTitles = false
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// The inline title's text attributes (before iOS 13's appearances).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The hairline's image.
    open var shadowImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// Sets the background image for `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) { backgroundImages[barMetrics] = backgroundImage }
    /// The background image for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
}

/// UIKit's tab bar; made only as an appearance proxy, and draws nothing.
@MainActor @preconcurrency
open class UITabBar: UIView {
    /// The appearance.
    open var standardAppearance = UITabBarAppearance()
    /// The appearance when content is scrolled to the bar's edge.
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The tint of unselected items.
    open var unselectedItemTintColor: UIColor?
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The background image.
    open var backgroundImage: UIImage?
    /// The hairline's image.
    open var shadowImage: UIImage?
}

/// The bar heights a background image applies to: UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}
