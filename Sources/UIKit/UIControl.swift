import SwatchRaster

// `Selector` is the engine's (Sources/SwatchRaster/FoundationGaps/Selector.swift): a name
// that nothing calls in a still; `render-swatches xcodeproj` writes `#selector(x)` as one.

/// The base of buttons, fields and other controls: UIKit's `UIControl`. Events never fire in
/// a still; targets and actions are kept so that code adding them compiles and runs.
@MainActor @preconcurrency
open class UIControl: UIView {
    /// The events a control sends: UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Events of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (switches, sliders).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button tap, a field's return).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return ended editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state: UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// A state of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// How content sits horizontally: UIKit's `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// How content sits vertically: UIKit's `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    /// Whether the control responds; a disabled control is drawn dimmed by iOS.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is being touched; never in a still.
    open var isHighlighted = false
    /// The horizontal placement of content.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// The vertical placement of content.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// The state made of the flags.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    private var actions: [(UIAction, Event)] = []
    private var targets: [(AnyObject?, Selector, Event)] = []

    /// Adds a target and action for `controlEvents`; kept, never sent (a `Selector` cannot be
    /// performed without the Objective-C runtime).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targets.append((target as AnyObject?, action, controlEvents))
    }
    /// Removes a target and action.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targets.removeAll { $0.0 === (target as AnyObject?) && (action == nil || $0.1 == action) }
    }
    /// Adds a closure action for `controlEvents` (iOS 14).
    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }
    /// Removes a closure action.
    open func removeAction(_ action: UIAction, for controlEvents: Event) { actions.removeAll { $0.0 === action } }
    /// Runs the closure actions registered for `controlEvents`, as UIKit's `sendActions(for:)`
    /// does when code calls it; target-actions are not performed.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) { action.handler(action) }
    }

    /// A control of `frame`.
    nonisolated public override init(frame: CGRect) { super.init(frame: frame) }
    /// A control of `frame` that runs `primaryAction` when triggered.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
    /// An `UIControl` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
