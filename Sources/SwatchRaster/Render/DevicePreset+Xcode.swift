extension DevicePreset {
    /// Every iPhone from the iPhone 8 / iPhone SE (2nd generation) on, and every iPad since 2020,
    /// that Xcode 16 offers as a simulator and preview device, keyed by Xcode's exact device-type
    /// name: the string `.previewDevice("…")`, `PreviewDevice(rawValue:)`, `xcrun simctl` and the
    /// run-destination menu use (note Xcode spells the XR "iPhone Xʀ", with U+0280, and the Xs
    /// with a lower-case s). Each entry gives the portrait preset (points, scale, portrait safe area)
    /// and the safe area in landscape; the comment names the top-of-screen feature.
    ///
    /// Preset names are the Xcode name with spaces made "-" and parentheses removed
    /// ("iPhone-SE-2nd-generation", "iPad-Pro-13-inch-M4-16GB"), except that the seven built-in
    /// presets keep their names and are used as they are: "iPhone SE (3rd generation)" → `.iPhoneSE`
    /// ("iPhone-SE"), "iPhone 15" → `.iPhone15`, "iPhone 15 Pro Max" → `.iPhone15ProMax`,
    /// "iPhone 16" → `.iPhone16`, "iPhone 16 Pro" → `.iPhone16Pro`, "iPhone 16 Pro Max" →
    /// `.iPhone16ProMax`, "iPad (10th generation)" → `.iPad`; and "iPhone Xʀ" is "iPhone-XR" so
    /// file names stay ASCII.
    ///
    /// Sources.
    /// - Names and scales: Xcode's simulator device types (`xcrun simctl list devicetypes`, as
    ///   published in public logs of Xcode 14.2 and Xcode 26, and a public table of the device-type
    ///   profiles' `mainScreenScale`). The iPhone 16e, iPad (A16) and iPad Air (M3) types are in
    ///   Xcode 16.3 and later, not 16.0; the iPhone 8 / 8 Plus / X and iPad (8th generation) types are listed but need
    ///   an older iOS runtime than the iOS 18 one Xcode 16 installs.
    /// - Points and scales: Apple, Human Interface Guidelines, "Layout", device screen sizes
    ///   (https://developer.apple.com/design/human-interface-guidelines/layout); Geoff Hackworth,
    ///   "How iOS Apps Adapt to the various iPhone 12 / iPhone 14 Screen Sizes" and "How iPad Apps
    ///   Adapt to the New 11\" and 12.9\" iPads Pro" (hacknicity.medium.com).
    /// - Safe areas, portrait and landscape: pointfreeco/swift-snapshot-testing,
    ///   Sources/SnapshotTesting/Common/View.swift, `ViewImageConfig` (iPhoneSe, iPhone8,
    ///   iPhone8Plus, iPhoneX, iPhoneXsMax, iPhoneXr, iPhone12, iPhone12ProMax, iPhone13,
    ///   iPhone13Mini, iPhone13ProMax, iPad10_2, iPadPro11); Tencent/QMUI_iOS, QMUIHelper
    ///   `safeAreaInsetsForDeviceWithNotch` (per-model portrait and landscape insets, iPhone 11 to
    ///   16 Pro Max; iPads 24/20); aloisdeniel/flutter_device_preview, device_frame
    ///   `safeAreas` / `rotatedSafeAreas` (iPhone 13, 15 Pro, 16, 16 Plus, 16 Pro, 16 Pro Max);
    ///   YusukeHosonuma/SwiftUI-Simulator, DeviceInfo.swift (iPads 24/20 in both orientations);
    ///   useyourloaf.com, "Supporting iPhone X" (44 pt landscape sides) and "iPhone 15 screen sizes".
    /// - Where they disagree: swift-snapshot-testing gives the X / Xs Max / Xʀ a 24 pt landscape
    ///   bottom, the others 21 (used here); QMUI lists the iPhone 15 / 15 Plus at 47 pt, everything
    ///   else at 59 (used here); device_frame puts the M4 iPads' landscape 24 pt on the sides,
    ///   the others at the top (used here). The iPhone 16e (a notch, like the iPhone 14) was not
    ///   found in any table: 47/34 is by analogy.
    public static let xcodeDevices: [(xcodeName: String, preset: DevicePreset, landscape: EdgeInsets)] = [
        // MARK: iPhone (portrait safe area; landscape: sides, bottom 21 or 0, top 0)
        ("iPhone 8", DevicePreset(name: "iPhone-8", size: CGSize(width: 375, height: 667), scale: 2,
            safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)),  // home button
         EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)),
        ("iPhone 8 Plus", DevicePreset(name: "iPhone-8-Plus", size: CGSize(width: 414, height: 736), scale: 3,
            safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)),  // home button
         EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)),
        ("iPhone X", DevicePreset(name: "iPhone-X", size: CGSize(width: 375, height: 812), scale: 3,
            safeAreaInsets: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44)),
        ("iPhone Xs", DevicePreset(name: "iPhone-Xs", size: CGSize(width: 375, height: 812), scale: 3,
            safeAreaInsets: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44)),
        ("iPhone Xs Max", DevicePreset(name: "iPhone-Xs-Max", size: CGSize(width: 414, height: 896), scale: 3,
            safeAreaInsets: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44)),
        ("iPhone Xʀ", DevicePreset(name: "iPhone-XR", size: CGSize(width: 414, height: 896), scale: 2,
            safeAreaInsets: EdgeInsets(top: 48, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 48, bottom: 21, trailing: 48)),
        ("iPhone 11", DevicePreset(name: "iPhone-11", size: CGSize(width: 414, height: 896), scale: 2,
            safeAreaInsets: EdgeInsets(top: 48, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 48, bottom: 21, trailing: 48)),
        ("iPhone 11 Pro", DevicePreset(name: "iPhone-11-Pro", size: CGSize(width: 375, height: 812), scale: 3,
            safeAreaInsets: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44)),
        ("iPhone 11 Pro Max", DevicePreset(name: "iPhone-11-Pro-Max", size: CGSize(width: 414, height: 896), scale: 3,
            safeAreaInsets: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44)),
        ("iPhone SE (2nd generation)", DevicePreset(name: "iPhone-SE-2nd-generation", size: CGSize(width: 375, height: 667), scale: 2,
            safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)),  // home button
         EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)),
        ("iPhone 12 mini", DevicePreset(name: "iPhone-12-mini", size: CGSize(width: 375, height: 812), scale: 3,
            safeAreaInsets: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 50, bottom: 21, trailing: 50)),
        ("iPhone 12", DevicePreset(name: "iPhone-12", size: CGSize(width: 390, height: 844), scale: 3,
            safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)),
        ("iPhone 12 Pro", DevicePreset(name: "iPhone-12-Pro", size: CGSize(width: 390, height: 844), scale: 3,
            safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)),
        ("iPhone 12 Pro Max", DevicePreset(name: "iPhone-12-Pro-Max", size: CGSize(width: 428, height: 926), scale: 3,
            safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)),
        ("iPhone 13 Pro", DevicePreset(name: "iPhone-13-Pro", size: CGSize(width: 390, height: 844), scale: 3,
            safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)),
        ("iPhone 13 Pro Max", DevicePreset(name: "iPhone-13-Pro-Max", size: CGSize(width: 428, height: 926), scale: 3,
            safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)),
        ("iPhone 13 mini", DevicePreset(name: "iPhone-13-mini", size: CGSize(width: 375, height: 812), scale: 3,
            safeAreaInsets: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 50, bottom: 21, trailing: 50)),
        ("iPhone 13", DevicePreset(name: "iPhone-13", size: CGSize(width: 390, height: 844), scale: 3,
            safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)),
        ("iPhone SE (3rd generation)", .iPhoneSE,  // home button
         EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)),
        ("iPhone 14", DevicePreset(name: "iPhone-14", size: CGSize(width: 390, height: 844), scale: 3,
            safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)),
        ("iPhone 14 Plus", DevicePreset(name: "iPhone-14-Plus", size: CGSize(width: 428, height: 926), scale: 3,
            safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)),  // notch
         EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)),
        ("iPhone 14 Pro", DevicePreset(name: "iPhone-14-Pro", size: CGSize(width: 393, height: 852), scale: 3,
            safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)),  // Dynamic Island
         EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)),
        ("iPhone 14 Pro Max", DevicePreset(name: "iPhone-14-Pro-Max", size: CGSize(width: 430, height: 932), scale: 3,
            safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)),  // Dynamic Island
         EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)),
        ("iPhone 15", .iPhone15,  // Dynamic Island
         EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)),
        ("iPhone 15 Plus", DevicePreset(name: "iPhone-15-Plus", size: CGSize(width: 430, height: 932), scale: 3,
            safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)),  // Dynamic Island
         EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)),
        ("iPhone 15 Pro", DevicePreset(name: "iPhone-15-Pro", size: CGSize(width: 393, height: 852), scale: 3,
            safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)),  // Dynamic Island
         EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)),
        ("iPhone 15 Pro Max", .iPhone15ProMax,  // Dynamic Island
         EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)),
        ("iPhone 16 Pro", .iPhone16Pro,  // Dynamic Island
         EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62)),
        ("iPhone 16 Pro Max", .iPhone16ProMax,  // Dynamic Island
         EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62)),
        ("iPhone 16", .iPhone16,  // Dynamic Island
         EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)),
        ("iPhone 16 Plus", DevicePreset(name: "iPhone-16-Plus", size: CGSize(width: 430, height: 932), scale: 3,
            safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)),  // Dynamic Island
         EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)),
        ("iPhone 16e", DevicePreset(name: "iPhone-16e", size: CGSize(width: 390, height: 844), scale: 3,
            safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)),  // notch; Xcode 16.3+
         EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)),
        // MARK: iPad since 2020 (landscape keeps the status bar on top, no side insets)
        ("iPad Pro (11-inch) (2nd generation)", DevicePreset(name: "iPad-Pro-11-inch-2nd-generation", size: CGSize(width: 834, height: 1194), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Pro (12.9-inch) (4th generation)", DevicePreset(name: "iPad-Pro-12.9-inch-4th-generation", size: CGSize(width: 1024, height: 1366), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad (8th generation)", DevicePreset(name: "iPad-8th-generation", size: CGSize(width: 810, height: 1080), scale: 2,
            safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)),  // home button
         EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)),
        ("iPad (9th generation)", DevicePreset(name: "iPad-9th-generation", size: CGSize(width: 810, height: 1080), scale: 2,
            safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)),  // home button
         EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)),
        ("iPad Air (4th generation)", DevicePreset(name: "iPad-Air-4th-generation", size: CGSize(width: 820, height: 1180), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Pro (11-inch) (3rd generation)", DevicePreset(name: "iPad-Pro-11-inch-3rd-generation", size: CGSize(width: 834, height: 1194), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Pro (12.9-inch) (5th generation)", DevicePreset(name: "iPad-Pro-12.9-inch-5th-generation", size: CGSize(width: 1024, height: 1366), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Air (5th generation)", DevicePreset(name: "iPad-Air-5th-generation", size: CGSize(width: 820, height: 1180), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad (10th generation)", .iPad,  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad mini (6th generation)", DevicePreset(name: "iPad-mini-6th-generation", size: CGSize(width: 744, height: 1133), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Pro (11-inch) (4th generation)", DevicePreset(name: "iPad-Pro-11-inch-4th-generation", size: CGSize(width: 834, height: 1194), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Pro (11-inch) (4th generation) (16GB)", DevicePreset(name: "iPad-Pro-11-inch-4th-generation-16GB", size: CGSize(width: 834, height: 1194), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Pro (12.9-inch) (6th generation)", DevicePreset(name: "iPad-Pro-12.9-inch-6th-generation", size: CGSize(width: 1024, height: 1366), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Pro (12.9-inch) (6th generation) (16GB)", DevicePreset(name: "iPad-Pro-12.9-inch-6th-generation-16GB", size: CGSize(width: 1024, height: 1366), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Air 11-inch (M2)", DevicePreset(name: "iPad-Air-11-inch-M2", size: CGSize(width: 820, height: 1180), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Air 13-inch (M2)", DevicePreset(name: "iPad-Air-13-inch-M2", size: CGSize(width: 1024, height: 1366), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Pro 11-inch (M4)", DevicePreset(name: "iPad-Pro-11-inch-M4", size: CGSize(width: 834, height: 1210), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Pro 11-inch (M4) (16GB)", DevicePreset(name: "iPad-Pro-11-inch-M4-16GB", size: CGSize(width: 834, height: 1210), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Pro 13-inch (M4)", DevicePreset(name: "iPad-Pro-13-inch-M4", size: CGSize(width: 1032, height: 1376), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Pro 13-inch (M4) (16GB)", DevicePreset(name: "iPad-Pro-13-inch-M4-16GB", size: CGSize(width: 1032, height: 1376), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad mini (A17 Pro)", DevicePreset(name: "iPad-mini-A17-Pro", size: CGSize(width: 744, height: 1133), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners)
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad (A16)", DevicePreset(name: "iPad-A16", size: CGSize(width: 820, height: 1180), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners); Xcode 16.3+
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Air 11-inch (M3)", DevicePreset(name: "iPad-Air-11-inch-M3", size: CGSize(width: 820, height: 1180), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners); Xcode 16.3+
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("iPad Air 13-inch (M3)", DevicePreset(name: "iPad-Air-13-inch-M3", size: CGSize(width: 1024, height: 1366), scale: 2,
            safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),  // none (rounded corners); Xcode 16.3+
         EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
    ]
}

extension DevicePreset {
    /// The safe area in landscape: the catalogue's for a device Xcode lists; otherwise the
    /// portrait top inset on both sides and the home indicator's 21 pt below (a notch or
    /// island phone; an iPad or a home-button phone keeps its portrait insets).
    public var landscapeSafeAreaInsets: EdgeInsets {
        if let entry = DevicePreset.xcodeDevices.first(where: { $0.preset.name == name }) { return entry.landscape }
        if size.width >= 700 || safeAreaInsets.bottom == 0 { return safeAreaInsets }
        return EdgeInsets(top: 0, leading: safeAreaInsets.top, bottom: 21, trailing: safeAreaInsets.top)
    }
}

extension DevicePreset {
    /// The device Xcode calls `name` (`"iPhone 13 mini"`, `"iPad Pro 11-inch (M4)"`), or one
    /// of our preset names (`"iPhone-15-Pro-Max"`), compared without spaces, dashes,
    /// parentheses or case ("Xʀ" as "XR"); `nil` for a name no device has.
    public static func xcode(_ name: String) -> DevicePreset? {
        func key(_ name: String) -> String {
            name.replacingOccurrences(of: "ʀ", with: "r").lowercased().filter { $0.isLetter || $0.isNumber }
        }
        let wanted = key(name)
        if let entry = xcodeDevices.first(where: { key($0.xcodeName) == wanted || key($0.preset.name) == wanted }) {
            return entry.preset
        }
        return all.first { key($0.name) == wanted }
    }
}
