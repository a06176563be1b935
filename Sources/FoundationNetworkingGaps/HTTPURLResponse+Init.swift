import Foundation

// Apple's `HTTPURLResponse` is an `NSObject` and inherits its bare `init()`; apps use one as a
// stand-in response in previews and test clients (Critical Maps' API client preview value
// returns `(Data(), HTTPURLResponse())`). swift-corelibs-foundation's class has only its
// failable initializer and `init(coder:)`, so the call did not build.

extension HTTPURLResponse {
    /// An empty response: status code 0 and no header fields, what Apple's bare `init()`
    /// leaves (its Objective-C storage starts zeroed; Apple documents no value). Linux's class
    /// needs a URL, so this one's is `about:blank` where Apple's is nil, and its expected
    /// content length is -1 (unknown), as corelibs gives a response without a
    /// `Content-Length`.
    public convenience init() {
        self.init(url: URL(string: "about:blank")!, statusCode: 0, httpVersion: nil, headerFields: nil)!
    }
}
