import AVKit
import CoreLocation
import SwiftUI
import SwatchRasterTesting
import UIKit
import UniformTypeIdentifiers
import XCTest

// Issue 46's second list of names that cost real apps of the sample files (LeitnerBox,
// pilgrim, Go Cycling, Sprite Catalog, Fingerspelling, Inpenso, MakeItSo, Clendar), each
// written as the app writes it, with the value or behaviour a still gives.

/// ScanNow's pattern: a controller whose designated initializer calls UIKit's designated
/// `init(nibName:bundle:)`, and one that overrides it.
private final class CameraGate: UIViewController {
    let launchScreen: UIViewController
    init(launchScreen: UIViewController) {
        self.launchScreen = launchScreen
        super.init(nibName: nil, bundle: nil)
    }
    // As on iOS, a controller with its own designated initializer provides UIKit's required one.
    required init?(coder: NSCoder) { nil }
}

private final class Onboarding: UIViewController {
    var pages = 0
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        pages = 3
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class Picker: UIDocumentPickerDelegate, UIAdaptivePresentationControllerDelegate {
    var picked: [URL] = []
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked = urls }
}

/// IceCubes' font setting: a representable's coordinator that is the picker's delegate and
/// implements only two of its methods.
private final class FontChoice: NSObject, UIFontPickerViewControllerDelegate {
    var picked: UIFont?
    func fontPickerViewControllerDidCancel(_: UIFontPickerViewController) {}
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        picked = UIFont(descriptor: viewController.selectedFontDescriptor!, size: 0)
    }
}

private final class Answer: @unchecked Sendable {
    // @unchecked: written once by a completion that runs before it is read.
    var called = false
    var error: (any Error)?
}

private final class Speaker: AVSpeechSynthesizerDelegate, AVAudioPlayerDelegate {}

/// LeitnerBox's protocols, which AVFoundation's classes must satisfy as declared there.
private protocol SpeechSynthesizing {
    var isPaused: Bool { get }
    var isSpeaking: Bool { get }
    var delegate: AVSpeechSynthesizerDelegate? { get set }
    func speak(_ utterance: AVSpeechUtterance)
    func pauseSpeaking(at: AVSpeechBoundary) -> Bool
    func continueSpeaking() -> Bool
    func stopSpeaking(at: AVSpeechBoundary) -> Bool
}
extension AVSpeechSynthesizer: SpeechSynthesizing {}

@MainActor private func pixels<V: View>(_ view: V) throws -> [UInt8] {
    try ImageRenderer(content: view).render().pixels
}

final class AppUIKitNamesTests: XCTestCase {
    func testThePasteboardKeepsWhatIsCopiedForTheRun() {
        let board = UIPasteboard.general
        let before = board.changeCount
        board.string = "Leitner"
        XCTAssertEqual(board.string, "Leitner")
        XCTAssertTrue(board.hasStrings)
        XCTAssertFalse(board.hasURLs)
        XCTAssertEqual(board.changeCount, before + 1)
        board.url = URL(string: "https://example.com")
        XCTAssertNil(board.string, "a copy replaces the contents")
        XCTAssertEqual(board.urls, [URL(string: "https://example.com")!])
        board.setData(Data([1, 2]), forPasteboardType: UTType.png.identifier)
        XCTAssertEqual(board.data(forPasteboardType: "public.png"), Data([1, 2]))
        board.items = []
        XCTAssertNil(board.strings)
    }

    func testAccessibilitySettingsAreTheDefaults() throws {
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        XCTAssertEqual(UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue, "UIAccessibilityReduceMotionStatusDidChangeNotification")
        MainActor.assumeIsolated { UIAccessibility.post(notification: .announcement, argument: "Saved") }
        XCTAssertEqual(UIAccessibility.Notification.announcement.rawValue, 1008)
    }

    func testAlternateIconsAndLifecycle() {
        MainActor.assumeIsolated {
            let app = UIApplication.shared
            XCTAssertFalse(app.supportsAlternateIcons)
            XCTAssertNil(app.alternateIconName)
            let answer = Answer()
            app.setAlternateIconName("DarkIcon") { answer.called = true; answer.error = $0 }
            XCTAssertTrue(answer.called)
            XCTAssertNil(answer.error)
            XCTAssertEqual(app.alternateIconName, "DarkIcon")
            app.setAlternateIconName(nil)
            XCTAssertNil(app.alternateIconName)
            XCTAssertEqual(UIApplication.willEnterForegroundNotification.rawValue, "UIApplicationWillEnterForegroundNotification")
        }
    }

    func testDocumentPickerAndPresentationDelegates() {
        MainActor.assumeIsolated {
            let delegate = Picker()
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.content], asCopy: true)
            picker.delegate = delegate
            picker.allowsMultipleSelection = true
            XCTAssertEqual(picker.contentTypes, [.content])
            XCTAssertTrue(picker.isCopy)
            let export = UIDocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/tmp/a.json")])
            XCTAssertFalse(export.isCopy)
            XCTAssertEqual(export.exportedURLs.count, 1)
            XCTAssertTrue(delegate.picked.isEmpty, "no one picks in a still")

            let sheet = UIViewController()
            sheet.isModalInPresentation = true
            sheet.presentationController?.delegate = delegate
            XCTAssertTrue(sheet.presentationController?.delegate === delegate)
            XCTAssertTrue(delegate.presentationControllerShouldDismiss(sheet.presentationController!))

            let board = UIStoryboard(name: "LaunchScreen", bundle: nil)
            XCTAssertNotNil(board.instantiateInitialViewController()?.view)
        }
    }

    func testFontPickerAndDescriptors() throws {
        try MainActor.assumeIsolated {
            let choice = FontChoice()
            let picker = UIFontPickerViewController()
            picker.delegate = choice
            XCTAssertFalse(picker.configuration.includeFaces, "UIKit's default lists families only")
            XCTAssertNil(picker.selectedFontDescriptor, "no one picks in a still")
            XCTAssertTrue(choice.fontPickerViewControllerShouldDismissOnPick(picker), "iOS closes on a pick without a delegate answer")
            XCTAssertNil(choice.picked)

            // A descriptor's font draws as the same family by name does, at the size asked,
            // or at the descriptor's own for 0.
            let named = UIFontDescriptor(name: "DejaVu Serif", size: 20)
            XCTAssertEqual(named.postscriptName, "DejaVu Serif")
            XCTAssertEqual(UIFont(descriptor: named, size: 0).pointSize, 20)
            XCTAssertEqual(UIFont(descriptor: named, size: 0), UIFont(name: "DejaVu Serif", size: 20))
            XCTAssertEqual(try pixels(Text("Serif").font(Font(UIFont(descriptor: named, size: 0)))),
                           try pixels(Text("Serif").font(.custom("DejaVu Serif", fixedSize: 20))))
            let bold = try XCTUnwrap(named.withSize(14).withSymbolicTraits(.traitBold))
            XCTAssertEqual(bold.pointSize, 14)
            XCTAssertEqual(try pixels(Text("Serif").font(Font(UIFont(descriptor: bold, size: 0)))),
                           try pixels(Text("Serif").font(.custom("DejaVu Serif", fixedSize: 14).bold())))
            XCTAssertEqual(UIFontDescriptor.SymbolicTraits.traitBold.rawValue, 2, "Core Text's kCTFontBoldTrait")
            XCTAssertEqual(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize, 17, "the body style at the Large setting")
        }
    }

    func testAppearanceProxiesKeepTheirSettings() {
        MainActor.assumeIsolated {
            UITableView.appearance().backgroundColor = .clear
            UIScrollView.appearance().bounces = false
            UITextView.appearance().backgroundColor = .clear
            UISwitch.appearance().onTintColor = .systemGreen
            XCTAssertTrue(UITableView.appearance() === UITableView.appearance())
            XCTAssertFalse(UITableView.appearance() === UIScrollView.appearance())
            XCTAssertEqual(UITableView.appearance().backgroundColor, .clear)
            XCTAssertFalse(UIScrollView.appearance().bounces)
            XCTAssertEqual(UISwitch.appearance(whenContainedInInstancesOf: [UIViewController.self]).onTintColor, .systemGreen)
            XCTAssertTrue(UITableView().bounces, "a proxy's settings do not reach views")
        }
    }

    /// `UIImage` is `Hashable` by what it shows (on iOS an `NSObject`, whose `isEqual(_:)`
    /// UIImage answers by its image data), so models holding one can be `Equatable`, as
    /// Critical Maps' `EmptyState` is; and `open(_:options:)` can be awaited for its answer.
    func testImagesCompareByWhatTheyShowAndOpenCanBeAwaited() async throws {
        let star = try XCTUnwrap(UIImage(systemName: "star"))
        XCTAssertEqual(star, UIImage(systemName: "star"))
        XCTAssertNotEqual(star, UIImage(systemName: "moon"))
        XCTAssertEqual(Set([star, try XCTUnwrap(UIImage(systemName: "star"))]).count, 1)
        XCTAssertEqual(UIImage(), UIImage(), "two empty bitmaps")
        let opened = await UIApplication.shared.open(try XCTUnwrap(URL(string: "https://www.criticalmaps.net")), options: [:])
        XCTAssertFalse(opened, "nothing opens in a still")
    }

    /// Bar appearances as apps set them in `App.init` (Construct, Ice Cubes, Fabula): an opaque
    /// configuration, title attributes, and the proxies of the bars that keep them. The
    /// configurations replace earlier values, as UIKit documents.
    func testBarAppearancesKeepWhatIsSet() throws {
        try MainActor.assumeIsolated {
            let appearance = UINavigationBarAppearance()
            appearance.backgroundColor = .systemRed
            appearance.configureWithOpaqueBackground()
            XCTAssertEqual(appearance.backgroundColor, .systemBackground, "the opaque configuration replaces the color")
            XCTAssertEqual(appearance.shadowColor, .separator)
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            appearance.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 34, weight: .bold)]
            appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]
            UINavigationBar.appearance().standardAppearance = appearance
            UINavigationBar.appearance().scrollEdgeAppearance = appearance
            XCTAssertTrue(UINavigationBar.appearance().scrollEdgeAppearance === appearance)
            XCTAssertEqual(UINavigationBar.appearance().standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor, .white)

            let tabs = UITabBarAppearance()
            tabs.configureWithTransparentBackground()
            XCTAssertNil(tabs.shadowColor)
            tabs.stackedLayoutAppearance.selected.iconColor = .systemOrange
            UITabBar.appearance().standardAppearance = tabs
            XCTAssertEqual(UITabBar.appearance().standardAppearance.stackedLayoutAppearance.selected.iconColor, .systemOrange)
            XCTAssertEqual(UINavigationBarAppearance(barAppearance: appearance).backgroundColor, .systemBackground)
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.navigationBar.prefersLargeTitles = true
            XCTAssertTrue(navigation.navigationBar.prefersLargeTitles)

            // SwiftUI's bars are drawn by the engine: setting the appearance changes no pixel.
            let plain = try ImageRenderer(content: NavigationStack { Text("Inbox").navigationTitle("Mail") }.frame(width: 200, height: 120)).render()
            UINavigationBar.appearance().barTintColor = .systemRed
            let styled = try ImageRenderer(content: NavigationStack { Text("Inbox").navigationTitle("Mail") }.frame(width: 200, height: 120)).render()
            XCTAssertEqual(styled.pixelHash, plain.pixelHash)
        }
    }

    func testBlockAnimationsApplyAtOnceAndFinish() {
        MainActor.assumeIsolated {
            let view = UIView()
            var finished = false
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: { view.alpha = 0 }) { finished = $0 }
            XCTAssertEqual(view.alpha, 0)
            XCTAssertTrue(finished)
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.8, options: .curveEaseInOut, animations: { view.alpha = 1 }, completion: nil)
            XCTAssertEqual(view.alpha, 1)

            // Fingerspelling's shake.
            let field = UITextField()
            let shake = CABasicAnimation(keyPath: "position")
            shake.duration = 0.07
            shake.repeatCount = 4
            shake.autoreverses = true
            shake.fromValue = CGPoint(x: 10, y: 0)
            field.layer.add(shake, forKey: "position")
            XCTAssertTrue(field.layer.animation(forKey: "position") === shake)
            field.layer.removeAllAnimations()
            XCTAssertNil(field.layer.animationKeys())
        }
    }

    func testFontsAndImageData() throws {
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
        XCTAssertEqual(digits.pointSize, 17)
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).pointSize, 12)
        XCTAssertNotEqual(digits, UIFont.systemFont(ofSize: 17, weight: .semibold))

        let image = try MainActor.assumeIsolated { try XCTUnwrap(ImageRenderer(content: Color.red.frame(width: 4, height: 3)).uiImage) }
        let png = try XCTUnwrap(image.pngData())
        let decoded = try XCTUnwrap(UIImage(data: png))
        XCTAssertEqual(decoded.size, image.size)
        XCTAssertNil(UIImage(data: Data([0, 1, 2])))
        XCTAssertNil(UIImage(systemName: "star")?.pngData(), "a symbol has no pixels until drawn")
    }

    func testSpeechIsSilent() {
        let synthesizer = AVSpeechSynthesizer()
        let delegate = Speaker()
        synthesizer.delegate = delegate
        let utterance = AVSpeechUtterance(string: "Hello")
        XCTAssertEqual(utterance.rate, AVSpeechUtteranceDefaultSpeechRate)
        utterance.voice = AVSpeechSynthesisVoice(language: "en-GB")
        XCTAssertEqual(utterance.voice?.language, "en-GB")
        synthesizer.speak(utterance)
        XCTAssertFalse(synthesizer.isSpeaking)
        XCTAssertFalse(synthesizer.stopSpeaking(at: .immediate))
        let voice = AVSpeechSynthesisVoice.speechVoices()[0]
        XCTAssertEqual(AVSpeechSynthesisVoice(identifier: voice.identifier)?.language, voice.language)
        XCTAssertNil(AVSpeechSynthesisVoice(identifier: "nobody"))
        XCTAssertEqual(Set(AVSpeechSynthesisVoice.speechVoices() + [AVSpeechSynthesisVoice(language: "en-US")!]).count, AVSpeechSynthesisVoice.speechVoices().count)
    }

    func testAudioPlayerKeepsItsSettingsAndPlaysNothing() throws {
        let player = try AVAudioPlayer(data: Data())
        let speaker = Speaker()
        player.delegate = speaker
        XCTAssertTrue(player.delegate === speaker)
        player.setVolume(0.2, fadeDuration: 1)
        XCTAssertEqual(player.volume, 0.2)
        XCTAssertFalse(player.play())
        XCTAssertFalse(player.isPlaying)
        player.currentTime = 12
        player.pause()
        XCTAssertEqual(player.currentTime, 12)
    }

    func testLocationErrorsAndCoreFoundationKeys() {
        let error: any Error = CLError(.locationUnknown)
        XCTAssertEqual((error as? CLError)?.code, .locationUnknown)
        XCTAssertEqual(CLError.Code.denied.rawValue, 1)
        XCTAssertEqual(kCFBundleVersionKey as String, "CFBundleVersion")
        XCTAssertEqual(CFAbsoluteTimeGetCurrent(), Date().timeIntervalSinceReferenceDate, accuracy: 5)
    }

    func testIOS26ModifiersDrawTheViewUnchanged() throws {
        try MainActor.assumeIsolated {
            struct Glassy: View {
                @Namespace var space
                var body: some View {
                    TabView { Color.blue.glassEffect().glassEffectUnion(id: "group", namespace: space).glassEffectID(1, in: space) }
                        .tabBarMinimizeBehavior(.onScrollDown)
                        .frame(width: 60, height: 80)
                }
            }
            struct Plain: View {
                var body: some View { TabView { Color.blue.glassEffect() }.frame(width: 60, height: 80) }
            }
            XCTAssertEqual(try pixels(Glassy()), try pixels(Plain()))
        }
    }
}

final class AppUIKitNamesSecondRoundTests: XCTestCase {
    func testGeometryBoxesForAnimations() {
        let shake = CABasicAnimation(keyPath: "position")
        shake.fromValue = NSValue(cgPoint: CGPoint(x: 3, y: 4))
        XCTAssertEqual((shake.fromValue as? NSValue)?.cgPointValue, CGPoint(x: 3, y: 4))
        XCTAssertEqual(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue.height, 4)
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue, CGSize(width: 5, height: 6))
    }

    func testColorSpacesAndConversions() throws {
        // LeitnerBox's isLight: brightness from the device-RGB components.
        let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor
        let rgb = try XCTUnwrap(color.converted(to: CGColorSpaceCreateDeviceRGB(), intent: .defaultIntent, options: nil))
        XCTAssertEqual(rgb.components, [1, 0.5, 0, 1])
        let gray = try XCTUnwrap(color.converted(to: CGColorSpaceCreateDeviceGray(), intent: .defaultIntent, options: nil))
        XCTAssertEqual(gray.components?[0] ?? 0, 0.2126 + 0.7152 * 0.5, accuracy: 1e-9)
        XCTAssertEqual(CGColorSpace(name: CGColorSpace.displayP3)?.numberOfComponents, 3)
        XCTAssertNil(CGColorSpace(name: "nonsense"))
        XCTAssertEqual(color.colorSpace?.name, CGColorSpace.sRGB)
    }

    func testUserDefaultsKeyValueCalls() {
        let defaults = UserDefaults(suiteName: "swatch-app-names-test")!
        defaults.setValue(["a", "b"], forKey: "suggestions")
        XCTAssertEqual(defaults.value(forKey: "suggestions") as? [String], ["a", "b"])
        defaults.setValue(nil, forKey: "suggestions")
        XCTAssertNil(defaults.value(forKey: "suggestions"))
    }

    func testTheBottomAccessorySitsAboveTheTabBar() throws {
        try MainActor.assumeIsolated {
            struct Player: View {
                @Environment(\.tabViewBottomAccessoryPlacement) var placement
                var body: some View { Color.red.opacity(placement == .expanded ? 1 : 0) }
            }
            let size = CGSize(width: 200, height: 300)
            let withAccessory = try ImageRenderer(content: TabView { Color.white.tabItem { Text("A") } }
                .tabViewBottomAccessory { Player() }
                .frame(width: size.width, height: size.height)).render()
            let without = try ImageRenderer(content: TabView { Color.white.tabItem { Text("A") } }
                .tabViewBottomAccessory(isEnabled: false) { Player() }
                .frame(width: size.width, height: size.height)).render()
            func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
                let index = (y * image.width + x) * 4
                return Array(image.pixels[index..<index + 3])
            }
            let scale = Int(withAccessory.scale)
            // The capsule's middle: 49 pt bar + 8 pt gap + 24 pt half height above the bottom.
            let y = (300 - 49 - 8 - 24) * scale
            let x = 100 * scale
            let red = pixel(withAccessory, x, y)
            XCTAssertGreaterThan(red[0], 150, "the accessory is drawn, and reads .expanded")
            XCTAssertLessThan(red[1], 120)
            XCTAssertEqual(pixel(without, x, y), [255, 255, 255], "isEnabled false: no accessory")
        }
    }

    /// Both subclasses build and link against UIKit's designated initializer.
    @MainActor func testNibInitializerIsDesignated() {
        let gate = CameraGate(launchScreen: Onboarding(nibName: nil, bundle: nil))
        XCTAssertEqual((gate.launchScreen as? Onboarding)?.pages, 3)
        XCTAssertEqual(Onboarding().pages, 3, "init() is UIKit's convenience for init(nibName: nil, bundle: nil), which Onboarding overrides")
    }

    /// pilgrim's seasonal colors: a dynamic provider that answers per interface style, drawn
    /// through `Color(uiColor:)` in light and dark.
    func testDynamicProviderAnswersPerAppearance() throws {
        let tint = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        XCTAssertEqual(tint.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).color.resolve(in: .light),
                       RGBAColor(red: 0, green: 0, blue: 1, alpha: 1))
        XCTAssertEqual(tint.resolvedColor(with: UITraitCollection()).color.resolve(in: .dark), RGBAColor(red: 1, green: 0, blue: 0, alpha: 1),
                       "an unspecified style resolves as light")
        try MainActor.assumeIsolated {
            for (scheme, expected) in [(ColorScheme.light, (255, 0)), (.dark, (0, 255))] {
                let image = try ImageRenderer(content: Color(uiColor: tint).frame(width: 8, height: 8).environment(\.colorScheme, scheme)).render()
                XCTAssertEqual(Int(image[4, 4].r), expected.0, "\(scheme)")
                XCTAssertEqual(Int(image[4, 4].b), expected.1, "\(scheme)")
            }
        }
    }

    /// Harbour's iOS 26 close button and its pre-26 branch: `Button(role:action:)` with the
    /// role's system label, and `.buttonBorder` as a shape for a background and a hit area.
    func testRoleButtonsAndTheButtonBorderShape() throws {
        try MainActor.assumeIsolated {
            let view = VStack {
                Button(role: .close) {}
                Button(role: .confirm) {}
                Text("Log in").padding().background(Color.blue, in: .buttonBorder).contentShape(.buttonBorder)
            }
            let renderer = ImageRenderer(content: view.padding().background(Color.white))
            _ = try renderer.render()
            let dump = try LayoutDump(json: try renderer.layoutJSON())
            XCTAssertEqual(dump.nodes.compactMap(\.text), ["Log in"])
            XCTAssertEqual(ButtonRole.close, .close)
            XCTAssertNotEqual(ButtonRole.close, .cancel)
        }
    }

    /// LeitnerBox shares a link through an item source handed to `UIActivityViewController`;
    /// its settings screen wraps that controller. The conformance and the activity kinds build.
    func testAnActivityItemSourceIsHandedToAShareSheet() {
        MainActor.assumeIsolated {
            final class LinkSource: NSObject, UIActivityItemSource {
                let url = URL(string: "https://example.com/deck")!
                func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
                func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
                    activityType == .copyToPasteboard ? url.absoluteString : url
                }
            }
            let source = LinkSource()
            let sheet = UIActivityViewController(activityItems: [source], applicationActivities: nil)
            XCTAssertEqual(source.activityViewController(sheet, itemForActivityType: .copyToPasteboard) as? String, "https://example.com/deck")
            XCTAssertEqual(source.activityViewController(sheet, itemForActivityType: .mail) as? URL, source.url)
            XCTAssertEqual(UIActivity.ActivityType.airDrop.rawValue, "com.apple.UIKit.activity.AirDrop")
        }
    }

    /// Sprite Catalog lists the faces of a family with `UIFont.fontNames(forFamilyName:)` and
    /// offers a sprite's image to drag: the fonts a still draws with, and an image as an item.
    func testFontFamiliesAndAnImageAsADraggedItem() {
        MainActor.assumeIsolated {
            let families = UIFont.familyNames
            XCTAssertTrue(families.contains("DejaVu Sans"), "an installed family is listed (\(families.prefix(5))…)")
            XCTAssertEqual(families, families.sorted())
            let faces = UIFont.fontNames(forFamilyName: "dejavusans")
            XCTAssertTrue(faces.contains("DejaVuSans") && faces.contains("DejaVuSans-Bold"), "\(faces)")
            XCTAssertEqual(UIFont.fontNames(forFamilyName: "Not A Font Family"), [])
            _ = NSItemProvider(object: UIImage())
        }
    }

    /// SwiftGen's symbol-asset lookup takes an image configuration (Critical Maps' generated
    /// `Images.swift`), and a style guide strikes text through in a color of its own.
    func testImageConfigurationLookupAndStrikethroughColor() {
        MainActor.assumeIsolated {
            let configuration: UIImage.Configuration = UIImage.SymbolConfiguration(pointSize: 17, weight: .bold)
            XCTAssertNil(UIImage(named: "no-such-image", in: .main, with: configuration))
            XCTAssertNotNil(UIImage(systemName: "star", withConfiguration: configuration))
            XCTAssertEqual(NSAttributedString.Key.strikethroughColor.rawValue, "NSStrikethroughColor")
            let text = NSAttributedString(string: "old", attributes: [.strikethroughColor: UIColor.red])
            XCTAssertEqual(text.attribute(.strikethroughColor, at: 0, effectiveRange: nil) as? UIColor, UIColor.red)
        }
    }
}
