import Foundation
import SwatchRaster

/// A finger on the screen, as a custom view's `touchesBegan(_:with:)` receives it. No touch
/// ever happens in a still; the type exists so that views which track touches compile, and a
/// test or preview that makes one reads back what it set.
@MainActor @preconcurrency
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What touched the screen.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    /// The phase; `.began` for a new touch.
    open var phase: Phase = .began
    /// The number of taps in a row.
    open var tapCount: Int = 1
    /// When the touch happened, in seconds since boot.
    open var timestamp: TimeInterval = 0
    /// The kind of touch.
    open var type: TouchType = .direct
    /// The pressure, where 1 is an average touch.
    open var force: CGFloat = 0
    /// The highest pressure the device reports.
    open var maximumPossibleForce: CGFloat = 0
    /// The view the touch began in.
    open weak var view: UIView?
    /// The window it happened in.
    open weak var window: UIWindow?
    /// The touch's point in its view's coordinates.
    public var point: CGPoint = .zero

    /// A touch at the origin of no view.
    nonisolated public override init() { super.init() }

    /// The touch's point in `view`'s coordinates: its own view's point, moved by the two
    /// views' frame origins when they differ.
    open func location(in view: UIView?) -> CGPoint {
        guard let view, let own = self.view, view !== own else { return point }
        return CGPoint(x: point.x + own.frame.minX - view.frame.minX, y: point.y + own.frame.minY - view.frame.minY)
    }

    /// Where the touch was before its last move: here, where it is.
    open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
}
