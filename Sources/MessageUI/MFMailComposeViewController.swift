@_exported import UIKit
import Foundation

/// The system's mail sheet: MessageUI's `MFMailComposeViewController`. `canSendMail()` is
/// false, as on a device with no mail account, which apps check before presenting it; a still
/// presents nothing. What an app fills in is kept, and the view draws as the named tile.
@MainActor @preconcurrency
open class MFMailComposeViewController: UIViewController {
    /// Told when the user sends or cancels: never called here.
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    /// The subject set.
    public private(set) var subject: String?
    /// The recipients set.
    public private(set) var toRecipients: [String]?
    /// The copy recipients set.
    public private(set) var ccRecipients: [String]?
    /// The blind-copy recipients set.
    public private(set) var bccRecipients: [String]?
    /// The body set, and whether it is HTML.
    public private(set) var messageBody: (text: String, isHTML: Bool)?
    /// The attachments added, in order.
    public private(set) var attachments: [(data: Data, mimeType: String, fileName: String)] = []

    /// Whether this device can send mail: no account here.
    nonisolated public class func canSendMail() -> Bool { false }

    /// An empty message.
    nonisolated public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }

    /// Sets the subject.
    open func setSubject(_ subject: String) { self.subject = subject }
    /// Sets the recipients.
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients }
    /// Sets the copy recipients.
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients }
    /// Sets the blind-copy recipients.
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients }
    /// Sets the body.
    open func setMessageBody(_ body: String, isHTML: Bool) { messageBody = (body, isHTML) }
    /// Adds an attachment.
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        attachments.append((attachment, mimeType, filename))
    }
    /// Sets the sender's address.
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {}
    /// A `MFMailComposeViewController` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// How the mail sheet ended.
public enum MFMailComposeResult: Int, Sendable {
    case cancelled, saved, sent, failed
}

/// Told how the mail sheet ended: MessageUI's `MFMailComposeViewControllerDelegate`, whose
/// method is optional on iOS; a default here does nothing.
@MainActor @preconcurrency
public protocol MFMailComposeViewControllerDelegate: AnyObject {
    /// The user sent, saved or cancelled.
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

public extension MFMailComposeViewControllerDelegate {
    /// Nothing.
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {}
}
