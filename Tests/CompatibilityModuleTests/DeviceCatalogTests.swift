import SwiftUI
import XCTest
@testable import SwatchPreviewRunner

/// Every device Xcode 16 lists, by Xcode's names (issue 37): `.previewDevice("iPhone 13")`
/// no longer becomes an iPhone 16. Sizes, scales and safe areas are the catalogue's (sources
/// in DevicePreset+Xcode.swift).
final class DeviceCatalogTests: XCTestCase {
    func testXcodeNamesFindTheirScreens() throws {
        let iPhone13 = try XCTUnwrap(DevicePreset.named(PreviewDevice(rawValue: "iPhone 13")))
        XCTAssertEqual(iPhone13.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(iPhone13.scale, 3)
        XCTAssertEqual([iPhone13.safeAreaInsets.top, iPhone13.safeAreaInsets.bottom], [47, 34])
        let eleven = try XCTUnwrap(DevicePreset.named(PreviewDevice(rawValue: "iPhone 11")))
        XCTAssertEqual([eleven.size.width, eleven.size.height, eleven.scale], [414, 896, 2])
        let plus = try XCTUnwrap(DevicePreset.named(PreviewDevice(rawValue: "iPhone 14 Plus")))
        XCTAssertEqual(plus.size, CGSize(width: 428, height: 926))
        // The existing presets keep their names and values.
        XCTAssertEqual(DevicePreset.named(PreviewDevice(rawValue: "iPhone SE (3rd generation)")), .iPhoneSE)
        XCTAssertEqual(DevicePreset.named(PreviewDevice(rawValue: "iPhone 16 Pro")), .iPhone16Pro)
        XCTAssertEqual(DevicePreset.named(PreviewDevice(rawValue: "iPhone-16-Pro")), .iPhone16Pro)
        XCTAssertEqual(DevicePreset.named(PreviewDevice(rawValue: "iPhone XR")), DevicePreset.named(PreviewDevice(rawValue: "iPhone Xʀ")))
        XCTAssertNotNil(DevicePreset.named(PreviewDevice(rawValue: "iPad Pro 11-inch (M4)")))
        XCTAssertNil(DevicePreset.named(PreviewDevice(rawValue: "Nokia 3310")))
    }

    func testTheCatalogueIsCompleteAndUnambiguous() {
        let names = DevicePreset.xcodeDevices.map(\.xcodeName), presets = DevicePreset.xcodeDevices.map(\.preset.name)
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertEqual(Set(presets).count, presets.count)
        XCTAssertGreaterThanOrEqual(DevicePreset.xcodeDevices.filter { $0.xcodeName.hasPrefix("iPhone") }.count, 30)
        XCTAssertGreaterThanOrEqual(DevicePreset.xcodeDevices.filter { $0.xcodeName.hasPrefix("iPad") }.count, 20)
        for preset in DevicePreset.all {
            XCTAssertTrue(presets.contains(preset.name), "\(preset.name) is reachable by an Xcode name")
        }
    }

    func testLandscapeUsesTheDevicesOwnInsets() throws {
        let iPhone13 = try XCTUnwrap(DevicePreset.named(PreviewDevice(rawValue: "iPhone 13")))
        let landscape = iPhone13.landscapeSafeAreaInsets
        XCTAssertEqual([landscape.top, landscape.leading, landscape.bottom, landscape.trailing], [0, 47, 21, 47])
    }

    func testAnUnknownPreviewDeviceWarnsAndUsesIPhone16() {
        let (device, warnings) = RuntimeWarnings.capturing { DevicePreset.forPreview(PreviewDevice(rawValue: "Nokia 3310")) }
        XCTAssertEqual(device, .iPhone16)
        XCTAssertEqual(warnings, ["unknown preview device \"Nokia 3310\": rendered on iPhone 16 (the names Xcode 16 lists are in the README's device table)"])
        XCTAssertEqual(DevicePreset.forPreview(nil), .iPhone16)
    }
}
