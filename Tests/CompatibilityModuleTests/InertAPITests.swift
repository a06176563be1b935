import SwiftUI
import UIKit
import MapKit
import StoreKit
import UniformTypeIdentifiers
import CoreTransferable
import XCTest

// Issue 34's inert API, written as view files write it: each must compile with Apple's
// spelling and return the values a foreground iPhone app in portrait sees.
private struct EnvironmentReader: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.openURL) private var openURL
    @Environment(\.editMode) private var editMode
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.requestReview) private var requestReview
    let report: (String) -> Void

    var body: some View {
        let _ = report("\(scenePhase) \(String(describing: horizontalSizeClass)) \(String(describing: verticalSizeClass)) \(editMode == nil) \(reduceMotion) \(presentationMode.wrappedValue.isPresented)")
        Button("Close") {
            dismiss()
            presentationMode.wrappedValue.dismiss()
            openURL(URL(string: "https://example.com")!)
            requestReview()
            UIImpactFeedbackGenerator(style: .medium).impactOccurred()
            UINotificationFeedbackGenerator().notificationOccurred(.success)
        }
        .navigationBarItems(leading: EditButton(), trailing: Text("Add"))
    }
}

final class InertAPITests: XCTestCase {
    func testEnvironmentValuesAreThoseOfAForegroundIPhone() throws {
        nonisolated(unsafe) var seen = ""
        try MainActor.assumeIsolated { _ = try ImageRenderer(content: EnvironmentReader { seen = $0 }).render() }
        XCTAssertEqual(seen, "active Optional(SwiftUI.UserInterfaceSizeClass.compact) Optional(SwiftUI.UserInterfaceSizeClass.regular) true false false"
            .replacingOccurrences(of: "SwiftUI.", with: "SwatchRaster."))
    }

    func testUIKitValuesFollowTheDevice() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
            XCTAssertEqual(UIDevice.current.model, "iPhone")
            XCTAssertFalse(UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
            let image = UIImage(named: "missing-name") ?? UIImage()
            XCTAssertEqual(image.size, .zero)
            XCTAssertNotNil(UIImage(systemName: "star"))
        }
    }

    func testMapRegionFromMetersAndStoreWithoutProducts() async throws {
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), latitudinalMeters: 111_320, longitudinalMeters: 111_320)
        XCTAssertEqual(region.span.latitudeDelta, 1, accuracy: 1e-9)
        XCTAssertEqual(region.span.longitudeDelta, 1, accuracy: 1e-9)
        let products = try await Product.products(for: ["pro.monthly"])
        XCTAssertTrue(products.isEmpty)
        var count = 0
        for await _ in StoreKit.Transaction.currentEntitlements { count += 1 }
        XCTAssertEqual(count, 0)
        // Construct's StoreManager: `for await result in Transaction.unfinished` with
        // `try result.payloadValue`, which throws for an unverified value (Apple's
        // VerificationResult.payloadValue, `get throws`).
        for await _ in StoreKit.Transaction.unfinished { count += 1 }
        XCTAssertEqual(count, 0)
        let latest = await StoreKit.Transaction.latest(for: "tip.small")
        XCTAssertNil(latest, "nothing is bought here")
        XCTAssertEqual(try VerificationResult.verified("tip.small").payloadValue, "tip.small")
        XCTAssertThrowsError(try VerificationResult.unverified("tip.small", .invalidSignature).payloadValue) { error in
            XCTAssertEqual(error as? VerificationResult<String>.VerificationError, .invalidSignature)
        }
    }

    func testUniformTypeIdentifiersIsAModuleOfItsOwn() {
        XCTAssertEqual(UTType.png.identifier, "public.png")
        XCTAssertEqual(UTType("public.jpeg"), .jpeg)
    }

    func testTransferableAndDropDestinationAreInert() throws {
        XCTAssertEqual(String(describing: type(of: TransferNote.transferRepresentation)),
                       "CodableRepresentation<TransferNote, JSONEncoder, JSONDecoder>")
        try MainActor.assumeIsolated {
            let plain = try ImageRenderer(content: Text("Drop here").padding()).render()
            let dropping = try ImageRenderer(content: Text("Drop here").padding()
                .dropDestination(for: String.self) { _, _ in false }
                .draggable(TransferNote(text: "note"))).render()
            XCTAssertEqual(dropping, plain)
        }
    }

    func testTraitBridgedKeyRoundTripsThroughATraitCollection() {
        XCTAssertFalse(CompactKey.read(from: .current))
        XCTAssertTrue(CompactKey.read(from: UITraitCollection { CompactKey.write(to: &$0, value: true) }))
    }
}

// A model as iOS code declares one for drag and drop: Codable, exported as JSON.
private struct TransferNote: Codable, Transferable {
    var text: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
    }
}

// iOS 17's bridged environment key, as a file declares it: compiles, and reads its default.
private struct CompactTrait: UITraitDefinition { static let defaultValue = false }
private struct CompactKey: EnvironmentKey { static let defaultValue = false }
extension CompactKey: UITraitBridgedEnvironmentKey {
    static func read(from traitCollection: UITraitCollection) -> Bool { traitCollection[CompactTrait.self] }
    static func write(to mutableTraits: inout any UIMutableTraits, value: Bool) { mutableTraits[CompactTrait.self] = value }
}
