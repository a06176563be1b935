import Foundation

/// Our own tiny Xcode projects, written by hand in the OpenStep format Xcode writes, with
/// their files, into a temporary folder: one with classic groups, one with an Xcode 16
/// synchronized folder and an exception set, one with local and remote packages.
enum XcodeProjectFixtures {
    /// Writes `files` (path → text) and `App.xcodeproj/project.pbxproj` under `root`.
    static func write(_ pbxproj: String, files: [String: String], to root: URL) throws -> URL {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let bundle = root.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Data(pbxproj.utf8).write(to: bundle.appendingPathComponent("project.pbxproj"))
        return bundle
    }

    static let appFile = """
        import SwiftUI

        @main
        struct FixtureApp: App {
            var body: some Scene { WindowGroup { ContentView() } }
        }
        """

    static let contentView = """
        import SwiftUI
        import UIKit
        #if os(macOS)
        import AppKit
        #endif

        struct ContentView: View {
            var body: some View { Text("Hello").foregroundStyle(Color(uiColor: .systemBlue)) }
        }

        #Preview { ContentView() }
        """

    static let assetCatalog = #"{ "info" : { "author" : "xcode", "version" : 1 } }"#

    /// Classic groups: an `App` group (path `App`) with sources, the App struct, an asset
    /// catalog and a localized strings file; a `SOURCE_ROOT` file; a file limited to macOS by
    /// a platform filter; a Storyboard; a macOS app, a unit-test bundle and a widget target.
    static let classic = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 56;
        	objects = {
        		B0000001 /* ContentView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000001 /* ContentView.swift */; };
        		B0000002 /* FixtureApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000002; };
        		B0000003 /* Model.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000003; };
        		B0000004 /* MacOnly.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000004; platformFilter = macos; };
        		B0000005 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F0000005; };
        		B0000006 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V0000001; };
        		B0000007 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = F0000008; };
        		B0000008 /* Helpers.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000009; platformFilters = (ios, macos, ); };
        		F0000001 /* ContentView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContentView.swift; sourceTree = "<group>"; };
        		F0000002 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = FixtureApp.swift; sourceTree = "<group>"; };
        		F0000003 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shared/Model.swift; sourceTree = SOURCE_ROOT; };
        		F0000004 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = MacOnly.swift; sourceTree = "<group>"; };
        		F0000005 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
        		F0000006 = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        		F0000007 = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
        		F0000008 = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Main.storyboard; sourceTree = "<group>"; };
        		F0000009 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Helpers.swift; sourceTree = "<group>"; };
        		FA000001 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		V0000001 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (F0000006, F0000007, ); name = Localizable.strings; sourceTree = "<group>"; };
        		G0000001 /* main group */ = {isa = PBXGroup; children = (G0000002, G0000003, F0000003, ); sourceTree = "<group>"; };
        		G0000002 /* App */ = {isa = PBXGroup; children = (F0000001, F0000002, F0000004, F0000005, V0000001, F0000008, G0000004, ); path = App; sourceTree = "<group>"; };
        		G0000003 /* Products */ = {isa = PBXGroup; children = (FA000001, ); name = Products; sourceTree = "<group>"; };
        		G0000004 /* Utilities, a group without a folder */ = {isa = PBXGroup; children = (F0000009, ); name = Utilities; sourceTree = "<group>"; };
        		P0000001 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B0000001, B0000002, B0000003, B0000004, B0000008, ); };
        		P0000002 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B0000005, B0000006, B0000007, ); };
        		T0000001 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L0000001; buildPhases = (P0000001, P0000002, ); name = App; productName = App; productType = "com.apple.product-type.application"; };
        		T0000002 /* App macOS */ = {isa = PBXNativeTarget; buildConfigurationList = L0000002; buildPhases = (); name = "App macOS"; productType = "com.apple.product-type.application"; };
        		T0000003 /* AppTests */ = {isa = PBXNativeTarget; buildConfigurationList = L0000001; buildPhases = (); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
        		T0000004 /* Widget */ = {isa = PBXNativeTarget; buildConfigurationList = L0000001; buildPhases = (); name = Widget; productType = "com.apple.product-type.app-extension"; };
        		L0000001 = {isa = XCConfigurationList; buildConfigurations = (C0000001, C0000002, ); defaultConfigurationName = Release; };
        		L0000002 = {isa = XCConfigurationList; buildConfigurations = (C0000003, ); defaultConfigurationName = Release; };
        		L0000003 = {isa = XCConfigurationList; buildConfigurations = (C0000004, ); defaultConfigurationName = Release; };
        		C0000001 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SWIFT_VERSION = 5.0; }; name = Debug; };
        		C0000002 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SWIFT_VERSION = 5.0; }; name = Release; };
        		C0000003 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Release; };
        		C0000004 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        		R0000001 /* Project object */ = {isa = PBXProject; buildConfigurationList = L0000003; developmentRegion = en; mainGroup = G0000001; projectDirPath = ""; projectRoot = ""; targets = (T0000001, T0000002, T0000003, T0000004, ); };
        	};
        	rootObject = R0000001 /* Project object */;
        }
        """

    static let classicFiles: [String: String] = [
        "App/ContentView.swift": contentView,
        "App/FixtureApp.swift": appFile,
        "App/MacOnly.swift": "import AppKit\n",
        "App/Helpers.swift": "import Foundation\nlet greeting = \"hi\"\n",
        "App/Assets.xcassets/Contents.json": assetCatalog,
        "App/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
        "App/de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n",
        "App/Main.storyboard": "<document/>\n",
        "Shared/Model.swift": "import SwiftData\n@Model final class Item { var name = \"\" }\n",
    ]

    /// An Xcode 16 project: the `App` folder is synchronized with the app target, which
    /// leaves out `Info.plist` and `Legacy/Old.swift` by an exception set; the widget's own
    /// exception set adds `Shared.swift` to the widget, which must not change the app. The
    /// app links a local package and a remote one; the tests link another remote one.
    static let synchronized = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {
        		E0000001 /* Exceptions for "App" folder in "App" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Info.plist,
        				Legacy,
        			);
        			target = T0000001 /* App */;
        		};
        		E0000002 /* Exceptions for "App" folder in "Widget" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Shared.swift,
        			);
        			target = T0000002 /* Widget */;
        		};
        		S0000001 /* App */ = {
        			isa = PBXFileSystemSynchronizedRootGroup;
        			exceptions = (
        				E0000001 /* Exceptions for "App" folder in "App" target */,
        				E0000002 /* Exceptions for "App" folder in "Widget" target */,
        			);
        			path = App;
        			sourceTree = "<group>";
        		};
        		S0000002 /* WidgetSources */ = {
        			isa = PBXFileSystemSynchronizedRootGroup;
        			path = WidgetSources;
        			sourceTree = "<group>";
        		};
        		G0000001 = {isa = PBXGroup; children = (S0000001, S0000002, ); sourceTree = "<group>"; };
        		T0000001 /* App */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L0000001;
        			buildPhases = ();
        			fileSystemSynchronizedGroups = (
        				S0000001 /* App */,
        			);
        			name = "My App";
        			packageProductDependencies = (
        				D0000001 /* KitUI */,
        				D0000002 /* Charts */,
        				D0000004 /* Lint plugin */,
        			);
        			dependencies = (
        				P0000001 /* PBXTargetDependency */,
        			);
        			productType = "com.apple.product-type.application";
        		};
        		P0000001 = {isa = PBXTargetDependency; productRef = D0000005 /* OpenAPIGenerator */; };
        		D0000005 = {isa = XCSwiftPackageProductDependency; package = K0000004; productName = "plugin:OpenAPIGenerator"; };
        		K0000004 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/apple/swift-openapi-generator"; requirement = {kind = upToNextMajorVersion; minimumVersion = 1.1.0; }; };
        		T0000002 /* Widget */ = {isa = PBXNativeTarget; buildConfigurationList = L0000001; buildPhases = (); fileSystemSynchronizedGroups = (S0000002, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
        		T0000003 /* Tests */ = {isa = PBXNativeTarget; buildConfigurationList = L0000001; buildPhases = (); name = Tests; packageProductDependencies = (D0000003, ); productType = "com.apple.product-type.bundle.unit-test"; };
        		D0000001 = {isa = XCSwiftPackageProductDependency; package = K0000001; productName = KitUI; };
        		D0000002 = {isa = XCSwiftPackageProductDependency; package = K0000002; productName = Charts; };
        		D0000003 = {isa = XCSwiftPackageProductDependency; package = K0000003; productName = ViewInspector; };
        		D0000004 = {isa = XCSwiftPackageProductDependency; package = K0000002; productName = "plugin:Lint"; };
        		K0000001 /* XCLocalSwiftPackageReference "Packages/Kit" */ = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Kit; };
        		K0000002 /* XCRemoteSwiftPackageReference "Charts" */ = {
        			isa = XCRemoteSwiftPackageReference;
        			repositoryURL = "https://github.com/example/Charts.git";
        			requirement = {
        				kind = upToNextMajorVersion;
        				minimumVersion = 1.2.0;
        			};
        		};
        		K0000003 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/example/ViewInspector"; requirement = {kind = exactVersion; version = 0.10.0; }; };
        		L0000001 = {isa = XCConfigurationList; buildConfigurations = (C0000001, ); defaultConfigurationName = Release; };
        		C0000001 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; SWIFT_VERSION = 6.0; PRODUCT_MODULE_NAME = MyApp; }; name = Release; };
        		R0000001 = {isa = PBXProject; mainGroup = G0000001; packageReferences = (K0000001, K0000002, K0000003, K0000004, ); targets = (T0000001, T0000002, T0000003, ); };
        	};
        	rootObject = R0000001;
        }
        """

    static let synchronizedFiles: [String: String] = [
        "App/MyApp.swift": "import SwiftUI\n@main struct MyApp: App { var body: some Scene { WindowGroup { Text(\"x\") } } }\n",
        "App/Views/ContentView.swift": "import SwiftUI\nimport KitUI\nimport Charts\nimport CoreMotion\nimport Lottie\nstruct ContentView: View { var body: some View { Text(\"x\") } }\n#Preview { ContentView() }\n",
        "App/Shared.swift": "import Foundation\n",
        "App/Info.plist": "<plist/>\n",
        "App/Legacy/Old.swift": "import UIKit\n",
        "App/Assets.xcassets/Contents.json": assetCatalog,
        "App/Localizable.xcstrings": "{\"sourceLanguage\":\"en\",\"strings\":{},\"version\":\"1.0\"}\n",
        "App/Fonts/Brand.ttf": "not really a font\n",
        "App/App.entitlements": "<plist/>\n",
        "App/.DS_Store": "",
        "WidgetSources/Widget.swift": "import WidgetKit\n",
        "Packages/Kit/Package.swift": "// swift-tools-version:6.0\n",
    ]
}
