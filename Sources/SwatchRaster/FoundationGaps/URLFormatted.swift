import Foundation

extension URL {
    /// The URL as people read it, in `URL.FormatStyle`'s default configuration (iOS 16):
    /// scheme, host and path; the port only outside HTTP and HTTPS; never the user, password,
    /// query or fragment. Linux's Foundation has no `URL.FormatStyle`; Harbour shows a stack's
    /// Git URL so. A URL without a host (a file URL) reads as its scheme and path.
    public func formatted() -> String {
        guard let components = URLComponents(url: self, resolvingAgainstBaseURL: true) else { return absoluteString }
        var text = ""
        if let scheme = components.scheme { text += scheme + ":" }
        if let host = components.host {
            text += "//" + host
            let httpFamily = ["http", "https"].contains(components.scheme?.lowercased() ?? "")
            if let port = components.port, !httpFamily { text += ":\(port)" }
        } else if components.scheme == "file" {
            text += "//"
        }
        text += components.path
        return text
    }
}
