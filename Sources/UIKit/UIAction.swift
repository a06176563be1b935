import SwatchRaster

/// The closure a `UIAction` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu item or control action: UIKit's `UIMenuElement`.
@MainActor @preconcurrency
open class UIMenuElement {
    /// How an item is drawn: UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Attributes of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Dimmed and not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after choosing.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
    /// Whether an item shows a check mark: UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable { case off, on, mixed }

    /// The title.
    public let title: String
    /// The image.
    public let image: UIImage?
    nonisolated init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// A titled closure for a control or menu: UIKit's `UIAction` (iOS 14). `addAction` and
/// `primaryAction:` keep it; it runs only when code calls `sendActions(for:)`.
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
    /// An action's identity: UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identity.
    public let identifier: Identifier
    /// The title for accessibility.
    public let discoverabilityTitle: String?
    /// How the item is drawn.
    open var attributes: Attributes
    /// The check-mark state.
    open var state: State
    /// The closure.
    public let handler: UIActionHandler

    /// An action running `handler`, as UIKit's initializer.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }
}

/// A menu of actions: UIKit's `UIMenu`, kept for buttons that show one.
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
    /// How the menu's children are laid out: UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown inline in the parent.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child selected at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }
    /// A menu's identity: UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    /// The children.
    public let children: [UIMenuElement]
    /// A menu of `children`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
    }
}
