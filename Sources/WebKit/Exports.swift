// WebKit on Linux: the web view apps wrap in a representable, with its configuration and
// delegates. No page loads in a still: there is no browser engine here, and a preview of a
// live page would differ run to run. The view draws as the named placeholder tile
// (docs/ARCHITECTURE.md §2.7); what an app sets is kept and read back.
@_exported import UIKit
#if canImport(FoundationNetworking)
// URLRequest and URLResponse, which Apple's WebKit reaches through Foundation.
@_exported import FoundationNetworking
#endif
