@_exported import UIKit
import Foundation

/// Safari inside an app: SafariServices' `SFSafariViewController`, which apps wrap in a
/// representable or present for a link. No page loads in a still; the controller keeps its
/// URL and settings, and its view draws as the named placeholder tile (§2.7).
@MainActor @preconcurrency
open class SFSafariViewController: UIViewController {
    /// How the controller is set up.
    @MainActor @preconcurrency
    open class Configuration: NSObject {
        /// Whether Reader opens when the page has it.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse on scroll.
        open var barCollapsingEnabled = true
        /// A default configuration.
        nonisolated public override init() { super.init() }
    }

    /// The dismiss button's title.
    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }

    /// The page it opens.
    public let url: URL
    /// The configuration.
    public let configuration: Configuration
    /// Told when the user is done: never called here.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The bars' tint.
    open var preferredBarTintColor: UIColor?
    /// The controls' tint.
    open var preferredControlTintColor: UIColor?
    /// The dismiss button's title.
    open var dismissButtonStyle: DismissButtonStyle = .done

    /// A controller for `URL` with `configuration`.
    nonisolated public init(url URL: URL, configuration: Configuration) {
        url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    /// A controller for `URL`.
    nonisolated public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }
    /// A controller for `URL` that may enter Reader (deprecated on iOS).
    nonisolated public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }
    /// A Safari controller from an archive: nil, as there is no URL to show (and no archives here).
    public required init?(coder: NSCoder) { nil }
}

/// Told about a Safari controller: SafariServices' `SFSafariViewControllerDelegate`, whose
/// methods are optional on iOS; here each has a default that does nothing.
@MainActor @preconcurrency
public protocol SFSafariViewControllerDelegate: AnyObject {
    /// The user tapped Done.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page finished loading.
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

public extension SFSafariViewControllerDelegate {
    /// Nothing.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    /// Nothing.
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}
