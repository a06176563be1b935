import SwatchRaster

/// A button: UIKit's `UIButton`, with the iOS 15 `Configuration` and `UIAction` forms. Drawn as
/// the placeholder tile when wrapped (SwiftUI's `Button` is the button the engine draws);
/// titles, images and actions are kept so wrapper code runs.
@MainActor @preconcurrency
open class UIButton: UIControl {
    /// UIKit's button kinds.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    /// The button's kind.
    public let buttonType: ButtonType
    /// The iOS 15 configuration, if one is used.
    open var configuration: Configuration?
    /// The label showing the current title.
    public let titleLabel: UILabel? = UILabel(frame: .zero)
    /// The view showing the current image.
    public let imageView: UIImageView? = UIImageView(frame: .zero)
    /// The menu shown on tap or long press.
    open var menu: UIMenu?
    /// Whether the menu shows on a tap.
    open var showsMenuAsPrimaryAction = false
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    /// A button of `buttonType`.
    nonisolated public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }
    /// A custom button of `frame`.
    nonisolated public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }
    /// A button of `buttonType` running `primaryAction` on a tap (its title becomes the button's).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        }
    }
    /// A button drawn from `configuration`, running `primaryAction` on a tap.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// Sets the title for `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }
    /// The title for `state` (the normal one otherwise).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// Sets the title color for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    /// The title color for `state`.
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if state == .normal { imageView?.image = image }
    }
    /// The image for `state`.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
    /// Sets the attributed title for `state`.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { setTitle(title?.string, for: state) }
    /// Asks for the configuration to be applied again; nothing is drawn by UIKit here.
    open func setNeedsUpdateConfiguration() {}

    /// A button's appearance in iOS 15's terms: UIKit's `UIButton.Configuration`.
    public struct Configuration {
        /// The background's corner style.
        public enum CornerStyle: Int, Sendable { case dynamic, fixed, small, medium, large, capsule }
        /// The content's size.
        public enum Size: Int, Sendable { case mini, small, medium, large }
        /// Which style a constructor made.
        enum Base { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }
        let base: Base
        /// The title.
        public var title: String?
        /// The title as an attributed string.
        public var attributedTitle: AttributedString?
        /// The line under the title.
        public var subtitle: String?
        /// The image.
        public var image: UIImage?
        /// Where the image sits.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The gap between image and title.
        public var imagePadding: CGFloat = 0
        /// The gap between title and subtitle.
        public var titlePadding: CGFloat = 0
        /// The foreground color.
        public var baseForegroundColor: UIColor?
        /// The background color.
        public var baseBackgroundColor: UIColor?
        /// The corner style.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size.
        public var buttonSize: Size = .medium
        /// Insets around the content.
        public var contentInsets: NSDirectionalEdgeInsets = .zero
        /// Whether a spinner replaces the image.
        public var showsActivityIndicator = false

        init(base: Base) { self.base = base }
        /// No background.
        public static func plain() -> Configuration { Configuration(base: .plain) }
        /// A tinted background.
        public static func tinted() -> Configuration { Configuration(base: .tinted) }
        /// A gray background.
        public static func gray() -> Configuration { Configuration(base: .gray) }
        /// A filled background in the tint.
        public static func filled() -> Configuration { Configuration(base: .filled) }
        /// No border.
        public static func borderless() -> Configuration { Configuration(base: .borderless) }
        /// A bordered button.
        public static func bordered() -> Configuration { Configuration(base: .bordered) }
        /// A bordered, tinted button.
        public static func borderedTinted() -> Configuration { Configuration(base: .borderedTinted) }
        /// A bordered, prominent button.
        public static func borderedProminent() -> Configuration { Configuration(base: .borderedProminent) }
    }
    /// A custom button from an archive, as `init(frame:)` makes; there are none here.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }
}

/// Edges in reading-direction terms: UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Edges of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
