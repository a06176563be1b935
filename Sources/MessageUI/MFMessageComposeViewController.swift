import Foundation
import UIKit

/// The system's message sheet: MessageUI's `MFMessageComposeViewController`. `canSendText()`
/// is false (no Messages here); what an app fills in is kept.
@MainActor @preconcurrency
open class MFMessageComposeViewController: UIViewController {
    /// Told when the user sends or cancels: never called here.
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    /// The recipients.
    open var recipients: [String]?
    /// The body.
    open var body: String?
    /// The subject.
    open var subject: String?

    /// Whether this device can send text messages: no.
    nonisolated public class func canSendText() -> Bool { false }
    /// Whether messages may have a subject: no.
    nonisolated public class func canSendSubject() -> Bool { false }
    /// Whether messages may carry attachments: no.
    nonisolated public class func canSendAttachments() -> Bool { false }

    /// An empty message.
    nonisolated public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    /// A `MFMessageComposeViewController` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// How the message sheet ended.
public enum MessageComposeResult: Int, Sendable {
    case cancelled, sent, failed
}

/// Told how the message sheet ended: MessageUI's `MFMessageComposeViewControllerDelegate`.
@MainActor @preconcurrency
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
    /// The user sent or cancelled.
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}
