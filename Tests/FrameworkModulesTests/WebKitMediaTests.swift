import Combine
import Foundation
import UIKit
import WebKit
import XCTest

// A web view subclass shaped as YouTubePlayerKit's player view is (a WKWebView that is its own
// navigation and UI delegate, configures media and full screen, and watches its frame through
// the KVO publisher merged with a subject), and the media and full-screen API it calls. No
// media plays in a still: the state is `.none`, nothing is full screen, every media call
// completes at once, and the KVO publisher sends only its `.initial` value.

private final class EmbeddedPlayerView: WKWebView, WKNavigationDelegate, WKUIDelegate {
    let frameChanges = PassthroughSubject<CGRect, Never>()
    private(set) var sizes: [CGSize] = []
    private var frameCancellable: AnyCancellable?

    init(webFullscreen: Bool, airPlay: Bool) {
        super.init(
            frame: .zero,
            configuration: {
                let configuration = WKWebViewConfiguration()
                configuration.websiteDataStore = .nonPersistent()
                configuration.allowsInlineMediaPlayback = true
                configuration.allowsPictureInPictureMediaPlayback = false
                configuration.allowsAirPlayForMediaPlayback = airPlay
                configuration.mediaTypesRequiringUserActionForPlayback = .init()
                configuration.preferences.isTextInteractionEnabled = false
                if #available(iOS 15.4, macOS 12.3, *) {
                    configuration.preferences.isElementFullscreenEnabled = webFullscreen
                } else {
                    configuration.preferences.setValue(webFullscreen, forKey: "fullScreenEnabled")
                }
                return configuration
            }()
        )
        setUp()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        frameChanges.send(frame)
    }

    private func setUp() {
        frameCancellable = self.publisher(for: \.frame, options: [.new])
            .dropFirst()
            .merge(with: self.frameChanges)
            .map(\.size)
            .filter { $0 != .zero }
            .removeDuplicates()
            .sink { [weak self] size in
                self?.sizes.append(size)
                Task { _ = try? await self?.evaluateJavaScript("player.setSize(\(size.width), \(size.height))") }
            }
        self.navigationDelegate = self
        self.uiDelegate = self
        self.allowsLinkPreview = false
        self.allowsBackForwardNavigationGestures = false
        self.underPageBackgroundColor = .clear
        if #available(iOS 16.4, *) { self.isInspectable = true }
        self.backgroundColor = .clear
        self.isOpaque = false
        self.scrollView.isScrollEnabled = false
        self.scrollView.showsVerticalScrollIndicator = false
        self.scrollView.showsHorizontalScrollIndicator = false
        self.scrollView.bounces = false
        if #available(iOS 16.0, *) { self.isFindInteractionEnabled = false }
        self.scrollView.contentInsetAdjustmentBehavior = .never
        self.customUserAgent = "EmbeddedPlayer/1.0"
    }

    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                 for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? {
        nil
    }

    // The player's API, forwarding to the web view as the package's does.
    func requestPlaybackState() async -> WebKit.WKMediaPlaybackState { await self.requestMediaPlaybackState() }
    func pauseMedia() async { await self.pauseAllMediaPlayback() }
    func suspendMedia(_ suspended: Bool) async { await self.setAllMediaPlaybackSuspended(suspended) }
    func closeMedia() async { await self.closeAllMediaPresentations() }
    var webFullscreenState: WebKit.WKWebView.FullscreenState { self.fullscreenState }
    var webFullscreenStatePublisher: some Publisher<WebKit.WKWebView.FullscreenState, Never> {
        self.publisher(for: \.fullscreenState, options: [.new])
    }
}

final class WebKitMediaTests: XCTestCase {
    @MainActor
    func testThePlayerViewKeepsItsSetupAndSeesNoMedia() async {
        let view = EmbeddedPlayerView(webFullscreen: true, airPlay: false)
        XCTAssertFalse(view.configuration.allowsAirPlayForMediaPlayback)
        XCTAssertTrue(view.configuration.preferences.isElementFullscreenEnabled)
        XCTAssertTrue(view.navigationDelegate === view)
        XCTAssertTrue(view.uiDelegate === view)
        XCTAssertFalse(view.isFindInteractionEnabled)
        XCTAssertEqual(view.underPageBackgroundColor, .clear)
        XCTAssertEqual(view.scrollView.contentInsetAdjustmentBehavior, .never)
        XCTAssertEqual(view.customUserAgent, "EmbeddedPlayer/1.0")
        let state = await view.requestPlaybackState()
        XCTAssertEqual(state, WKMediaPlaybackState.none)
        XCTAssertEqual(view.webFullscreenState, .notInFullscreen)
        await view.pauseMedia()
        await view.suspendMedia(true)
        await view.closeMedia()
    }

    @MainActor
    func testDefaultsMatchWebKits() {
        let configuration = WKWebViewConfiguration()
        XCTAssertTrue(configuration.allowsAirPlayForMediaPlayback)
        XCTAssertFalse(configuration.preferences.isElementFullscreenEnabled)
        let view = WKWebView(frame: .zero, configuration: configuration)
        XCTAssertEqual(view.fullscreenState, .notInFullscreen)
        XCTAssertFalse(view.isFindInteractionEnabled)
        view.backgroundColor = .red
        XCTAssertEqual(view.underPageBackgroundColor, .red, "with no page, the view's own background shows under it")
    }

    @MainActor
    func testThePrivateFullscreenKeySetsElementFullscreen() {
        let preferences = WKPreferences()
        preferences.setValue(true, forKey: "fullScreenEnabled")
        XCTAssertTrue(preferences.isElementFullscreenEnabled)
        XCTAssertEqual(preferences.value(forKey: "fullScreenEnabled") as? Bool, true)
        preferences.setValue(false, forKey: "fullScreenEnabled")
        XCTAssertFalse(preferences.isElementFullscreenEnabled)
        preferences.setValue(true, forKey: "developerExtrasEnabled")
        XCTAssertEqual(preferences.value(forKey: "developerExtrasEnabled") as? Bool, true)
    }

    @MainActor
    func testTheCompletionHandlerFormsCallBackAtOnce() {
        let view = WKWebView(frame: .zero)
        var calls: [String] = []
        view.pauseAllMediaPlayback { calls.append("pause") }
        view.setAllMediaPlaybackSuspended(true) { calls.append("suspend") }
        view.closeAllMediaPresentations { calls.append("close") }
        view.requestMediaPlaybackState { calls.append("state \($0.rawValue)") }
        view.pauseAllMediaPlayback()
        view.setAllMediaPlaybackSuspended(false)
        view.closeAllMediaPresentations()
        XCTAssertEqual(calls, ["pause", "suspend", "close", "state 0"])
    }

    @MainActor
    func testTheKeyValuePublisherSendsTheCurrentValueOnceWithInitial() {
        let view = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        var frames: [CGRect] = []
        var states: [WKWebView.FullscreenState] = []
        var finished = false
        let frameWatch = view.publisher(for: \.frame, options: [.initial])
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { frames.append($0) })
        let stateWatch = view.publisher(for: \.fullscreenState).sink { states.append($0) }
        view.frame = CGRect(x: 0, y: 0, width: 640, height: 360)
        XCTAssertEqual(frames, [CGRect(x: 0, y: 0, width: 320, height: 180)], "the value at subscription, and no later change")
        XCTAssertEqual(states, [.notInFullscreen], "the default options are [.initial, .new]")
        XCTAssertFalse(finished, "an observation never finishes")
        frameWatch.cancel()
        stateWatch.cancel()
    }

    @MainActor
    func testTheKeyValuePublisherSendsNothingWithoutInitial() {
        let view = EmbeddedPlayerView(webFullscreen: false, airPlay: true)
        var states: [WKWebView.FullscreenState] = []
        var frames: [CGRect] = []
        let stateWatch = view.webFullscreenStatePublisher.sink { states.append($0) }
        let frameWatch = view.publisher(for: \.frame, options: [.new, .old]).sink { frames.append($0) }
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        XCTAssertEqual(states, [])
        XCTAssertEqual(frames, [])
        stateWatch.cancel()
        frameWatch.cancel()
    }

    @MainActor
    func testTheFrameChainPassesTheSubjectsSizes() {
        let view = EmbeddedPlayerView(webFullscreen: false, airPlay: true)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 180)
        view.layoutSubviews()
        view.frameChanges.send(.zero)
        view.layoutSubviews()
        view.frameChanges.send(CGRect(x: 0, y: 0, width: 640, height: 360))
        XCTAssertEqual(view.sizes, [CGSize(width: 320, height: 180), CGSize(width: 640, height: 360)],
                       "zero sizes are filtered and repeats removed")
    }

    func testPublishersCompareByObjectKeyPathAndOptions() {
        let preferences = NSObject()
        let other = NSObject()
        XCTAssertEqual(preferences.publisher(for: \.hash), preferences.publisher(for: \.hash, options: [.initial, .new]))
        XCTAssertNotEqual(preferences.publisher(for: \.hash), other.publisher(for: \.hash))
        XCTAssertNotEqual(preferences.publisher(for: \.hash), preferences.publisher(for: \.hash, options: [.new]))
        var changes = 0
        let watch = preferences.publisher(for: \.hash).didChange().sink { changes += 1 }
        XCTAssertEqual(changes, 1)
        watch.cancel()
    }
}
