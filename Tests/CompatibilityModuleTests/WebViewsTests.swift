import MessageUI
import SafariServices
import SwiftUI
import SwatchRasterTesting
import UIKit
import WebKit
import XCTest

// WebKit, SafariServices and MessageUI as apps use them (issue 46: 6 sample apps each, 13 and 7 files):
// a WKWebView wrapped with a navigation delegate and a message handler, and a Safari sheet.

private struct ArticleView: UIViewRepresentable {
    let url: URL

    final class Coordinator: NSObject, WKNavigationDelegate, WKScriptMessageHandler {
        var finished = 0
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished += 1 }
        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
            decisionHandler(navigationAction.navigationType == .linkActivated ? .cancel : .allow)
        }
        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {}
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        configuration.userContentController.add(context.coordinator, name: "share")
        configuration.userContentController.addUserScript(WKUserScript(source: "document.body.style.margin = 0", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        let view = WKWebView(frame: .zero, configuration: configuration)
        view.navigationDelegate = context.coordinator
        view.allowsBackForwardNavigationGestures = true
        return view
    }

    func updateUIView(_ view: WKWebView, context: Context) {
        view.load(URLRequest(url: url))
    }
}

private struct SafariSheet: UIViewControllerRepresentable {
    let url: URL
    func makeUIViewController(context: Context) -> SFSafariViewController {
        let controller = SFSafariViewController(url: url)
        controller.preferredControlTintColor = .systemOrange
        controller.dismissButtonStyle = .close
        return controller
    }
    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}

/// A feedback row that offers mail only where the device can send it, and its sheet.
private struct FeedbackMail: UIViewControllerRepresentable {
    let subject: String
    final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            controller.dismiss(animated: true)
        }
    }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let controller = MFMailComposeViewController()
        controller.mailComposeDelegate = context.coordinator
        controller.setSubject(subject)
        controller.setToRecipients(["help@example.com"])
        controller.setMessageBody("<p>Hi</p>", isHTML: true)
        return controller
    }
    func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
}

private struct FeedbackRow: View {
    @State private var showsMail = false
    var body: some View {
        Label("Write to us", systemImage: "envelope")
            .disabled(!MFMailComposeViewController.canSendMail())
            .sheet(isPresented: $showsMail) { FeedbackMail(subject: "Feedback") }
    }
}

final class WebViewsTests: XCTestCase {
    func testMailSheetsKeepWhatIsFilledInAndNoAccountSendsMail() throws {
        try MainActor.assumeIsolated {
            XCTAssertFalse(MFMailComposeViewController.canSendMail(), "no mail account here")
            XCTAssertFalse(MFMessageComposeViewController.canSendText())
            let mail = MFMailComposeViewController()
            mail.setSubject("Feedback")
            mail.addAttachmentData(Data([1, 2]), mimeType: "text/plain", fileName: "log.txt")
            XCTAssertEqual(mail.subject, "Feedback")
            XCTAssertEqual(mail.attachments.map(\.fileName), ["log.txt"])
            let renderer = ImageRenderer(content: FeedbackRow().padding().background(Color.white))
            _ = try renderer.render()
            let texts = try LayoutDump(json: try renderer.layoutJSON()).nodes.compactMap(\.text)
            XCTAssertEqual(texts, ["Write to us"], "the row renders; the sheet is not presented")
        }
    }

    func testAWebViewKeepsWhatTheAppSetsAndLoadsNothing() {
        MainActor.assumeIsolated {
            let view = WKWebView()
            let url = URL(string: "https://example.com/article")!
            XCTAssertNotNil(view.load(URLRequest(url: url)))
            XCTAssertEqual(view.url, url)
            XCTAssertFalse(view.isLoading)
            XCTAssertNil(view.title)
            XCTAssertFalse(view.canGoBack)
            XCTAssertNil(view.goBack())
            var called = false
            view.evaluateJavaScript("document.title") { result, error in
                XCTAssertNil(result)
                XCTAssertNil(error)
                called = true
            }
            XCTAssertTrue(called)
            XCTAssertEqual(view.configuration.userContentController.userScripts.count, 0)
            XCTAssertTrue(WKWebsiteDataStore.default().isPersistent)
            XCTAssertFalse(WKWebsiteDataStore.nonPersistent().isPersistent)
            let safari = SFSafariViewController(url: url, entersReaderIfAvailable: true)
            XCTAssertTrue(safari.configuration.entersReaderIfAvailable)
            XCTAssertEqual(safari.url, url)
        }
    }

    func testWrappedWebViewsDrawAsTheirNamedTiles() throws {
        try MainActor.assumeIsolated {
            let url = URL(string: "https://example.com")!
            let renderer = ImageRenderer(content: VStack(spacing: 0) {
                ArticleView(url: url).frame(width: 200, height: 100)
                SafariSheet(url: url).frame(width: 200, height: 100)
            }.background(Color.white))
            let image = try renderer.render()
            let texts = try LayoutDump(json: try renderer.layoutJSON()).nodes.compactMap(\.text)
            XCTAssertEqual(texts, ["ArticleView", "SafariSheet"], "each tile is captioned with its representable's name")
            let corner = image[3, 3]
            XCTAssertTrue(corner.r > 220 && corner.r < 250, "the tile's fill \(corner)")
        }
    }
}
