import Foundation

/// `Foundation.URLSessionDelegate`: a name of Apple's Foundation qualified with its module.
/// On Linux the URL loading system lives in FoundationNetworking, so the qualified name is not
/// found ("no type named 'URLSessionDelegate' in module 'Foundation'"), although the bare name
/// is (measured: Harbour's PortainerKit declares its session delegate so, and its client's
/// initializer, which 11 previews reach, was stubbed). Such a name is rewritten to
/// `FoundationNetworking.X` in code (not in comments or strings); the line keeps its place.
public enum NetworkingQualifiedNames {
    /// FoundationNetworking's public types, which Apple's Foundation declares.
    static let names: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionUploadTask",
        "URLSessionDownloadTask", "URLSessionStreamTask", "URLSessionWebSocketTask", "URLSessionDelegate",
        "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate", "URLSessionStreamDelegate",
        "URLSessionWebSocketDelegate", "URLSessionTaskMetrics", "URLSessionTaskTransactionMetrics", "URLRequest",
        "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "CachedURLResponse", "URLCache",
        "HTTPCookie", "HTTPCookieStorage", "HTTPCookiePropertyKey", "URLCredential", "URLCredentialStorage",
        "URLProtectionSpace", "URLAuthenticationChallenge", "URLAuthenticationChallengeSender", "URLProtocol",
        "URLProtocolClient",
    ]

    /// `source` with each `Foundation.X` of those names written `FoundationNetworking.X`, and
    /// how many; nil when it has none.
    public static func rewrite(_ source: String) -> (text: String, count: Int)? {
        guard source.contains("Foundation.URL") || source.contains("Foundation.HTTP") || source.contains("Foundation.NS")
                || source.contains("Foundation.CachedURLResponse") else { return nil }
        let scan = CodeScan(source)
        let prefix = Array("Foundation.")
        var count = 0
        var lines: [String] = []
        for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let chars = Array(raw)
            var out = ""
            var i = 0
            while i < chars.count {
                let startsWord = i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber || chars[i - 1] == "_" || chars[i - 1] == ".")
                if startsWord, chars[i] == "F", scan.isCode(line: index + 1, column: i), i + prefix.count < chars.count,
                   Array(chars[i..<(i + prefix.count)]) == prefix {
                    var end = i + prefix.count
                    while end < chars.count, chars[end].isLetter || chars[end].isNumber || chars[end] == "_" { end += 1 }
                    let name = String(chars[(i + prefix.count)..<end])
                    if Self.names.contains(name) {
                        out += "FoundationNetworking." + name
                        count += 1
                        i = end
                        continue
                    }
                }
                out.append(chars[i])
                i += 1
            }
            lines.append(out)
        }
        return count == 0 ? nil : (lines.joined(separator: "\n"), count)
    }
}
