import AVKit
import CoreLocation
import SwiftUI
import UIKit
import XCTest

/// Names that real apps of the 30-app sample stopped on (issue 46), each as the app uses it:
/// Swift-Charts-Examples' microphone monitor, heat-map labels and chart export; EhPanda's
/// color coding.
final class RealAppGapsTests: XCTestCase {
    func testMicrophoneMonitorAsSwiftChartsExamplesWritesIt() throws {
        let session = AVAudioSession.sharedInstance()
        XCTAssertEqual(session.recordPermission, .undetermined)
        var answer: Bool?
        session.requestRecordPermission { answer = $0 }
        XCTAssertEqual(answer, false, "nobody taps Allow in a still")
        let settings: [String: Any] = [
            AVFormatIDKey: NSNumber(value: kAudioFormatAppleLossless), AVSampleRateKey: 44100.0,
            AVNumberOfChannelsKey: 1, AVEncoderAudioQualityKey: AVAudioQuality.min.rawValue,
        ]
        let recorder = try AVAudioRecorder(url: URL(fileURLWithPath: NSTemporaryDirectory() + "tmp.caf"), settings: settings)
        try session.setCategory(.record, mode: .measurement, options: [])
        XCTAssertEqual(session.category, .record)
        recorder.isMeteringEnabled = true
        XCTAssertFalse(recorder.record())
        recorder.updateMeters()
        XCTAssertEqual(recorder.averagePower(forChannel: 0), -160)
        XCTAssertEqual(kAudioFormatAppleLossless, 0x616C_6163, "'alac'")
    }

    func testColorComponentsAndNames() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual([red, green, blue, alpha].map { ($0 * 100).rounded() }, [20, 40, 80, 50])
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        XCTAssertTrue(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
        XCTAssertEqual((hue * 360).rounded(), 220)
        XCTAssertEqual((saturation * 100).rounded(), 75)
        XCTAssertEqual((brightness * 100).rounded(), 80)
        XCTAssertEqual(color.accessibilityName, "blue")
        XCTAssertEqual(UIColor(red: 0.3, green: 0, blue: 0, alpha: 1).accessibilityName, "dark red")
        XCTAssertEqual(UIColor.white.accessibilityName, "white")
    }

    func testImageRendererGivesAUIImage() throws {
        try MainActor.assumeIsolated {
            let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 3))
            let image = try XCTUnwrap(renderer.uiImage)
            XCTAssertEqual(image.size, CGSize(width: 4, height: 3))
        }
    }

    func testTheICloudStoreIsEmptyAndKeepsWhatIsSet() {
        let store = NSUbiquitousKeyValueStore.default
        XCTAssertNil(store.string(forKey: "records-test"))
        store.set(12.5, forKey: "records-test")
        XCTAssertEqual(store.double(forKey: "records-test"), 12.5)
        XCTAssertTrue(store.synchronize())
        store.removeObject(forKey: "records-test")
        XCTAssertEqual(store.double(forKey: "records-test"), 0)
    }

    /// Issue 47's depth list: a cycling app's location set-up, a scrubber's seek and time
    /// observer, and the system player controller.
    func testLocationAndPlayerDepth() {
        let manager = CLLocationManager()
        manager.allowsBackgroundLocationUpdates = true
        manager.activityType = .fitness
        manager.headingFilter = 5
        manager.startUpdatingHeading()
        XCTAssertNil(manager.heading)
        XCTAssertEqual(manager.activityType, .fitness)
        XCTAssertFalse(CLLocationManager.headingAvailable())

        let player = AVPlayer(url: URL(fileURLWithPath: "/tmp/talk.mp3"))
        let token = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main) { _ in
            XCTFail("no time passes in a still")
        }
        player.seek(to: CMTime(seconds: 90, preferredTimescale: 600))
        XCTAssertEqual(player.currentTime().seconds, 90)
        XCTAssertEqual(CMTimeGetSeconds(CMTimeMake(value: 3, timescale: 2)), 1.5)
        player.removeTimeObserver(token)

        MainActor.assumeIsolated {
            let controller = AVPlayerViewController()
            controller.player = player
            controller.videoGravity = .resizeAspectFill
            XCTAssertTrue(controller.player === player)
            XCTAssertNotNil(controller.view)
        }
    }
}
