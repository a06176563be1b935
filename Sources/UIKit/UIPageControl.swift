import Foundation
import SwatchRaster

/// UIKit's page indicator: a row of dots, one per page. Apps wrap it beside a pager (PetNote's
/// weather and photo pages, measured). Its settings are kept and a representable of it draws
/// as the named tile, as other UIKit views without a picture of their own do
/// (docs/ARCHITECTURE.md §2.7); nobody taps it in a still, so `.valueChanged` is never sent.
@MainActor @preconcurrency
open class UIPageControl: UIControl {
    /// How the indicator's background is drawn.
    public enum BackgroundStyle: Int, Sendable {
        /// Prominent while interacting, minimal otherwise.
        case automatic
        /// Always with a background.
        case prominent
        /// Never with a background.
        case minimal
    }

    /// How many dots.
    open var numberOfPages = 0
    /// The highlighted dot, clamped to the pages, as UIKit does.
    open var currentPage: Int {
        get { min(max(page, 0), max(numberOfPages - 1, 0)) }
        set { page = newValue }
    }
    private var page = 0
    /// Whether a single page shows no dot.
    open var hidesForSinglePage = false
    /// The other dots' color; nil for UIKit's default.
    open var pageIndicatorTintColor: UIColor?
    /// The current dot's color; nil for UIKit's default.
    open var currentPageIndicatorTintColor: UIColor?
    /// The background style.
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Whether scrubbing moves through pages continuously.
    open var allowsContinuousInteraction = true
    /// The image of every dot; nil for a circle.
    open var preferredIndicatorImage: UIImage?
}
