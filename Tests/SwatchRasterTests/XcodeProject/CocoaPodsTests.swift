@testable import SwatchXcodeProject
import XCTest

/// A checked-in CocoaPods `Pods/` folder (issue 46: pilgrim keeps Cache, CombineExt, CoreGPX,
/// CoreStore and ZIPFoundation there): its Swift pods become local packages.
final class CocoaPodsTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cocoapods-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Pods.xcodeproj as CocoaPods writes it, cut down: the aggregate target `Pods-App` depends
    /// on Spark, which depends on Glide (Swift pods) and on Legacy (Objective-C only); the
    /// aggregate `Pods-AppTests` is another target's.
    static let podsProject = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 56;
        	objects = {
        		B0000001 = {isa = PBXBuildFile; fileRef = F0000001; };
        		B0000002 = {isa = PBXBuildFile; fileRef = F0000002; };
        		B0000003 = {isa = PBXBuildFile; fileRef = F0000003; };
        		B0000004 = {isa = PBXBuildFile; fileRef = F0000004; };
        		F0000001 = {isa = PBXFileReference; path = Sources/Glide.swift; sourceTree = "<group>"; };
        		F0000002 = {isa = PBXFileReference; path = Sources/Core/Spark.swift; sourceTree = "<group>"; };
        		F0000003 = {isa = PBXFileReference; path = Legacy.m; sourceTree = "<group>"; };
        		F0000004 = {isa = PBXFileReference; path = "Spark-dummy.m"; sourceTree = "<group>"; };
        		G0000001 = {isa = PBXGroup; children = (G0000002, G0000003, G0000004, ); sourceTree = "<group>"; };
        		G0000002 = {isa = PBXGroup; children = (F0000001, ); path = Glide; sourceTree = "<group>"; };
        		G0000003 = {isa = PBXGroup; children = (F0000002, F0000004, ); path = Spark; sourceTree = "<group>"; };
        		G0000004 = {isa = PBXGroup; children = (F0000003, ); path = Legacy; sourceTree = "<group>"; };
        		P0000001 = {isa = PBXSourcesBuildPhase; files = (B0000001, ); };
        		P0000002 = {isa = PBXSourcesBuildPhase; files = (B0000002, B0000004, ); };
        		P0000003 = {isa = PBXSourcesBuildPhase; files = (B0000003, ); };
        		D0000001 = {isa = PBXTargetDependency; target = T0000002; };
        		D0000002 = {isa = PBXTargetDependency; target = T0000003; };
        		D0000003 = {isa = PBXTargetDependency; target = T0000004; };
        		T0000001 = {isa = PBXNativeTarget; buildConfigurationList = L0000001; buildPhases = (); dependencies = (D0000002, ); name = "Pods-App"; productType = "com.apple.product-type.framework"; };
        		T0000002 = {isa = PBXNativeTarget; buildConfigurationList = L0000002; buildPhases = (P0000001, ); dependencies = (); name = Glide; productType = "com.apple.product-type.framework"; };
        		T0000003 = {isa = PBXNativeTarget; buildConfigurationList = L0000003; buildPhases = (P0000002, ); dependencies = (D0000001, D0000003, ); name = "Spark-iOS"; productType = "com.apple.product-type.framework"; };
        		T0000004 = {isa = PBXNativeTarget; buildConfigurationList = L0000002; buildPhases = (P0000003, ); dependencies = (); name = Legacy; productType = "com.apple.product-type.framework"; };
        		T0000005 = {isa = PBXNativeTarget; buildConfigurationList = L0000002; buildPhases = (); dependencies = (D0000001, ); name = "Pods-AppTests"; productType = "com.apple.product-type.framework"; };
        		L0000001 = {isa = XCConfigurationList; buildConfigurations = (C0000001, ); defaultConfigurationName = Release; };
        		L0000002 = {isa = XCConfigurationList; buildConfigurations = (C0000001, ); defaultConfigurationName = Release; };
        		L0000003 = {isa = XCConfigurationList; buildConfigurations = (C0000002, ); defaultConfigurationName = Release; };
        		L0000004 = {isa = XCConfigurationList; buildConfigurations = (C0000003, ); defaultConfigurationName = Release; };
        		C0000001 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
        		C0000002 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = Spark; PRODUCT_NAME = Spark; }; name = Release; };
        		C0000003 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        		R0000001 = {isa = PBXProject; buildConfigurationList = L0000004; mainGroup = G0000001; targets = (T0000001, T0000002, T0000003, T0000004, T0000005, ); };
        	};
        	rootObject = R0000001;
        }
        """

    func testSwiftPodsTheAppLinksAreLocalPackages() throws {
        var files = XcodeProjectFixtures.classicFiles
        files["App/ContentView.swift"] = "import SwiftUI\nimport Spark\nstruct ContentView: View { var body: some View { Text(spark()) } }\n"
        files["Pods/Glide/Sources/Glide.swift"] = "import Combine\npublic let glide = CurrentValueSubject<String, Never>(\"glide\")\n"
        files["Pods/Spark/Sources/Core/Spark.swift"] = "import Glide\npublic func spark() -> String { glide.value }\n"
        files["Pods/Spark/Spark-dummy.m"] = "@interface PodsDummy_Spark : NSObject\n@end\n"
        files["Pods/Legacy/Legacy.m"] = "@implementation Legacy\n@end\n"
        files["Pods/Pods.xcodeproj/project.pbxproj"] = Self.podsProject
        let bundle = try XcodeProjectFixtures.write(XcodeProjectFixtures.classic, files: files, to: directory)
        let plan = try XcodePackagePlan(project: bundle)

        XCTAssertEqual(plan.pods.map(\.moduleName), ["Glide", "Spark"], "depth first; Legacy has no Swift file, and Pods-AppTests is another target's")
        XCTAssertEqual(plan.pods.map(\.dependencies), [[], ["Glide"]])
        XCTAssertEqual(plan.packages.map(\.identity), ["glide", "spark"])
        XCTAssertEqual(plan.packages.map(\.declaration), [#".package(path: "Pods/Glide")"#, #".package(path: "Pods/Spark")"#])
        XCTAssertTrue(plan.imports.unknown.isEmpty, "import Spark is a package's module: \(plan.imports.unknown)")
        XCTAssertTrue(plan.warnings.contains("CocoaPods: the pods Glide, Spark of Pods/ are built as local packages (Pods/MODULE)"), "\(plan.warnings)")

        let contents = WrittenFiles.contents(for: plan, engine: EngineReference.path(URL(fileURLWithPath: "/opt/SwatchRaster")), copy: false)
        XCTAssertEqual(contents["Pods/Spark/Sources/Spark/Spark/Sources/Core/Spark.swift"],
                       .copy(directory.appendingPathComponent("Pods/Spark/Sources/Core/Spark.swift")))
        XCTAssertNil(contents["Pods/Spark/Sources/Spark/Spark/Spark-dummy.m"], "only Swift files")
        guard case .text(let manifest)? = contents["Pods/Spark/Package.swift"] else { return XCTFail("no manifest for Spark") }
        XCTAssertTrue(manifest.contains(#"dependencies: [.package(path: "../Glide")],"#), manifest)
        XCTAssertTrue(manifest.contains(#".target(name: "Spark", dependencies: [.product(name: "Glide", package: "Glide")], path: "Sources/Spark")"#), manifest)
        let app = PackageManifestWriter.manifest(for: plan, engine: EngineReference.path(URL(fileURLWithPath: "/opt/SwatchRaster")))
        XCTAssertTrue(app.contains(#".product(name: "Spark", package: "spark")"#), app)

        // Without the Pods folder's project, there are no pods.
        try FileManager.default.removeItem(at: directory.appendingPathComponent("Pods/Pods.xcodeproj"))
        XCTAssertEqual(try XcodePackagePlan(project: bundle).pods, [])
    }
}
