import Foundation
import SwatchRaster

/// The Files picker: UIKit's `UIDocumentPickerViewController`, which apps present through a
/// representable to import or export documents. A still presents nothing and no one picks,
/// so the delegate is never called; the settings are kept and the view draws as the named
/// tile inside a representable (docs/ARCHITECTURE.md §2.7).
@MainActor @preconcurrency
open class UIDocumentPickerViewController: UIViewController {
    /// The types it offers to open; empty when exporting.
    public let contentTypes: [UTType]
    /// The documents it exports; empty when opening.
    public let exportedURLs: [URL]
    /// Whether it works on a copy of the document.
    public let isCopy: Bool
    /// Who hears what was picked.
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// Whether several documents may be picked.
    open var allowsMultipleSelection = false
    /// Whether file extensions show.
    open var shouldShowFileExtensions = false
    /// The folder it starts in.
    open var directoryURL: URL?

    /// A picker that opens (or, with `asCopy`, copies) documents of `contentTypes`.
    nonisolated public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        exportedURLs = []
        isCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }
    /// A picker that opens documents of `contentTypes` in place.
    nonisolated public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }
    /// A picker that exports (or, with `asCopy`, copies) the documents at `urls`.
    nonisolated public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        exportedURLs = urls
        isCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }
    /// A picker that moves the documents at `urls` to where the user picks.
    nonisolated public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }
    /// A picker from an archive; there are none here, so it opens no types.
    public required init?(coder: NSCoder) {
        contentTypes = []
        exportedURLs = []
        isCopy = false
        super.init(coder: coder)
    }
}

/// What a document picker tells its delegate: UIKit's `UIDocumentPickerDelegate`. Each method
/// is an Objective-C optional on iOS; Linux has no `@objc optional`, so each has a default
/// that does nothing, as iOS does without it.
@MainActor @preconcurrency
public protocol UIDocumentPickerDelegate: AnyObject {
    /// Documents were picked.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The picker was cancelled.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    /// Nothing.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    /// Nothing.
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}
