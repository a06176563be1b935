import SwiftUI
import UIKit
import XCTest

// The modifier, gesture, navigation and environment API added for coverage (docs/ARCHITECTURE.md
// §4.2), written as iOS view files write it. Inert API must compile with Apple's spelling,
// draw the picture of the same view without it and build or run nothing; the modifiers that
// change the picture (`safeAreaPadding`, `labelsVisibility`, `privacySensitive`, the aligned
// preference readers) must draw as the modifiers they stand for.

private struct Trip: Identifiable {
    let id: Int
    let name: String
}

private let trip = Trip(id: 2, name: "Porto")

private struct SaveError: LocalizedError {
    var errorDescription: String? { "Could not save" }
}

private enum Scope: Hashable { case all, recent }

/// A toolbar written as its own type, as apps split long toolbars.
private struct EditorToolbar: ToolbarContent {
    let run: (String) -> Void
    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) { Button("Share") { run("share") } }
        ToolbarItemGroup(placement: .bottomBar) {
            Button("Bold") { run("bold") }
        } label: {
            Label("Format", systemImage: "textformat")
        }
    }
}

/// A UIKit recognizer attached with `gesture(_:)` (iOS 18).
private struct DoubleTapRecognizer: UIGestureRecognizerRepresentable {
    let run: (String) -> Void
    func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
        run("make")
        let recognizer = UITapGestureRecognizer()
        recognizer.numberOfTapsRequired = 2
        return recognizer
    }
    func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
        run("handle \(context.converter.localLocation)")
    }
}

private struct TallDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        context.verticalSizeClass == .regular ? context.maxDetentValue * 0.8 : nil
    }
}

/// A screen with or without every inert addition on it.
private struct TripScreen: View {
    let decorated: Bool
    let run: (String) -> Void

    @State private var showsAlert = false
    @State private var showsInspector = false
    @State private var showsDialog = false
    @State private var scope = Scope.all
    @State private var query = ""
    @State private var isSearching = false
    @State private var suppressed = false
    @GestureState private var dragOffset = CGSize.zero
    @GestureState private var pressed: Bool? = nil
    @FocusState private var searchFocused: Bool
    private let trip = Trip(id: 1, name: "Lisbon")

    var body: some View {
        if decorated {
            content
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in state = value.translation }
                        .onEnded { _ in run("drag") },
                    isEnabled: true)
                .simultaneousGesture(SpatialTapGesture(count: 2, coordinateSpace: .local).onEnded { value in run("tap \(value.location)") }, name: "doubleTap")
                .highPriorityGesture(AnyGesture(TapGesture().map { _ in () }), isEnabled: false)
                .gesture(
                    MagnifyGesture(minimumScaleDelta: 0.05)
                        .simultaneously(with: RotateGesture())
                        .onChanged { value in run("pinch \(String(describing: value.first?.magnification))") })
                .gesture(DoubleTapRecognizer(run: run))
                .defersSystemGestures(on: .bottom)
                .handGestureShortcut(.primaryAction)
                .onPencilDoubleTap { _ in run("pencil") }
                .toolbar { EditorToolbar(run: run) }
                .toolbar(id: "editor") {
                    ToolbarItem(id: "share", placement: .primaryAction) { Button("Share") { run("share") } }
                        .defaultCustomization(.visible, options: .alwaysAvailable)
                        .customizationBehavior(.reorderable)
                }
                .toolbarTitleMenu { Button("Rename") { run("rename") } }
                .toolbarVisibility(.hidden, for: .tabBar)
                .toolbarBackgroundVisibility(.visible, for: .navigationBar)
                .searchable(text: $query, isPresented: $isSearching, prompt: "Search trips")
                .searchScopes($scope, activation: .onSearchPresentation) { Text("All").tag(Scope.all) }
                .searchPresentationToolbarBehavior(.avoidHidingContent)
                .searchFocused($searchFocused)
                .alert(isPresented: $showsAlert, error: SaveError?.none) { Button("OK") { run("ok") } }
                .alert("Delete?", isPresented: $showsAlert, presenting: trip) { trip in
                    Button("Delete \(trip.name)", role: .destructive) { run("delete") }
                } message: { trip in
                    Text(trip.name)
                }
                .confirmationDialog("Move", isPresented: $showsDialog, titleVisibility: .visible, presenting: trip) { _ in
                    Button("Move") { run("move") }
                }
                .dialogIcon(Image(systemName: "trash"))
                .dialogSeverity(.critical)
                .dialogSuppressionToggle(isSuppressed: $suppressed)
                .sheet(isPresented: $showsDialog) {
                    Text("Sheet")
                        .presentationSizing(.form.fitted(horizontal: false, vertical: true))
                        .presentationCornerRadius(24)
                        .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                        .presentationContentInteraction(.scrolls)
                        .presentationDetents([.custom(TallDetent.self)])
                }
                .inspector(isPresented: $showsInspector) { Text("Inspector") }
                .inspectorColumnWidth(min: 200, ideal: 300)
                .navigationSplitViewColumnWidth(320)
                .fileMover(isPresented: $showsDialog, file: URL(fileURLWithPath: "/tmp/trip.json")) { _ in run("moved") }
                .fileDialogMessage("Choose a folder")
                .fileDialogBrowserOptions([.includeHiddenFiles, .displayFileExtensions])
                .speechSpellsOutCharacters()
                .speechAdjustedPitch(0.2)
                .persistentSystemOverlays(.hidden)
                .geometryGroup()
                .privacySensitive()
                .typesettingLanguage(.explicit(Locale.Language(identifier: "pt")))
                .menuOrder(.fixed)
                .buttonRepeatBehavior(.enabled)
                .badgeProminence(.decreased)
                .renameAction { run("renamed") }
                .findNavigator(isPresented: $showsDialog)
                .selectionDisabled()
                .submitScope()
                .tabViewSidebarHeader { Text("Trips") }
                .tableColumnHeaders(.hidden)
                .materialActiveAppearance(.active)
                .writingToolsAffordanceVisibility(.hidden)
        } else {
            content
                .searchable(text: $query, prompt: "Search trips")
        }
    }

    private var content: some View {
        VStack(spacing: 8) {
            Text("Trips").font(.headline)
            Rectangle().fill(Color.red).frame(width: 40, height: 20)
            Toggle("Offline", isOn: .constant(true))
        }
        .frame(width: 200, height: 160)
    }
}

private struct Marker: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A fill picked from the environment, as apps adapt a modifier to the color scheme.
private struct SchemeFill: EnvironmentalModifier {
    struct Fill: ViewModifier {
        let color: Color
        func body(content: Content) -> some View { content.background(color) }
    }
    func resolve(in environment: EnvironmentValues) -> Fill {
        Fill(color: environment.colorScheme == .dark ? .blue : .red)
    }
}

@MainActor private func pixels<V: View>(_ view: V) throws -> [UInt8] {
    try ImageRenderer(content: view).render().pixels
}

@MainActor private func rgba<V: View>(_ view: V, _ x: Int, _ y: Int) throws -> [UInt8] {
    let image = try ImageRenderer(content: view).render()
    let p = image[x, y]
    return [p.r, p.g, p.b, p.a]
}

private let systemRed: [UInt8] = [255, 59, 48, 255]

final class ModifiersNavigationCoverageTests: XCTestCase {

    func testInertAdditionsDrawTheSamePictureAndRunNothing() throws {
        try MainActor.assumeIsolated {
            nonisolated(unsafe) var actions: [String] = []
            let decorated = try pixels(TripScreen(decorated: true) { actions.append($0) })
            let plain = try pixels(TripScreen(decorated: false) { actions.append($0) })
            XCTAssertEqual(decorated, plain)
            XCTAssertEqual(actions, [])
        }
    }

    func testSafeAreaPaddingDrawsAsPadding() throws {
        try MainActor.assumeIsolated {
            let square = Color.red.frame(width: 10, height: 10)
            XCTAssertEqual(try pixels(square.safeAreaPadding(8).background(Color.blue)), try pixels(square.padding(8).background(Color.blue)))
            XCTAssertEqual(try pixels(square.safeAreaPadding(.horizontal, 5).background(Color.blue)), try pixels(square.padding(.horizontal, 5).background(Color.blue)))
            let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            XCTAssertEqual(try pixels(square.safeAreaPadding(insets).background(Color.blue)), try pixels(square.padding(insets).background(Color.blue)))
        }
    }

    func testSearchFieldsWithTokensDrawTheField() throws {
        try MainActor.assumeIsolated {
            let plain = NavigationStack {
                Text("Trips").navigationTitle("Trips").searchable(text: .constant(""), prompt: "Search trips")
            }.frame(width: 300, height: 200)
            let tokens = NavigationStack {
                Text("Trips").navigationTitle("Trips")
                    .searchable(text: .constant(""), tokens: .constant([Trip]()), prompt: "Search trips") { Text($0.name) }
            }.frame(width: 300, height: 200)
            let suggested = NavigationStack {
                Text("Trips").navigationTitle("Trips")
                    .searchable(text: .constant(""), tokens: .constant([Trip]()), suggestedTokens: .constant([trip]), isPresented: .constant(false), prompt: "Search trips") { Text($0.name) }
            }.frame(width: 300, height: 200)
            let bare = NavigationStack { Text("Trips").navigationTitle("Trips") }.frame(width: 300, height: 200)
            XCTAssertNotEqual(try pixels(plain), try pixels(bare), "the field is drawn")
            XCTAssertEqual(try pixels(tokens), try pixels(plain))
            XCTAssertEqual(try pixels(suggested), try pixels(plain))
        }
    }

    func testLabelsVisibilityHiddenDrawsAsLabelsHidden() throws {
        try MainActor.assumeIsolated {
            let toggle = Toggle("Offline", isOn: .constant(true)).frame(width: 200)
            XCTAssertEqual(try pixels(toggle.labelsVisibility(.hidden)), try pixels(toggle.labelsHidden()))
            // An inner `.visible` undoes an outer `labelsHidden()`.
            XCTAssertEqual(try pixels(toggle.labelsVisibility(.visible).labelsHidden()), try pixels(toggle))
            XCTAssertNotEqual(try pixels(toggle.labelsHidden()), try pixels(toggle))
            XCTAssertEqual(try pixels(toggle.labelsVisibility(.automatic)), try pixels(toggle))
        }
    }

    func testPrivacySensitiveContentIsRedactedOnlyForPrivacy() throws {
        try MainActor.assumeIsolated {
            let text = Text("4111 1111").frame(width: 120, height: 30)
            XCTAssertEqual(try pixels(text.privacySensitive()), try pixels(text))
            XCTAssertEqual(try pixels(text.privacySensitive().redacted(reason: .privacy)), try pixels(text.redacted(reason: .placeholder)))
            XCTAssertEqual(try pixels(text.privacySensitive(false).redacted(reason: .privacy)), try pixels(text))
        }
    }

    func testAlignedPreferenceReadersPlaceTheirViewAtTheAlignment() throws {
        try MainActor.assumeIsolated {
            let base = Color.white.frame(width: 40, height: 40).preference(key: Marker.self, value: 1)
            let over = base.overlayPreferenceValue(Marker.self, alignment: .topLeading) { value in
                Color.red.frame(width: CGFloat(10 * value), height: 10)
            }
            XCTAssertEqual(try rgba(over, 2, 2), systemRed)
            XCTAssertNotEqual(try rgba(over, 20, 20), systemRed)
            let centered = base.overlayPreferenceValue(Marker.self) { _ in Color.red.frame(width: 10, height: 10) }
            XCTAssertEqual(try rgba(centered, 20, 20), systemRed)
            let behind = Color.clear.frame(width: 40, height: 40).preference(key: Marker.self, value: 1)
                .backgroundPreferenceValue(Marker.self, alignment: .bottomTrailing) { _ in Color.red.frame(width: 10, height: 10) }
            XCTAssertEqual(try rgba(behind, 37, 37), systemRed)
            XCTAssertNotEqual(try rgba(behind, 2, 2), systemRed)
        }
    }

    func testEnvironmentalModifierAppliesTheModifierItResolves() throws {
        try MainActor.assumeIsolated {
            let square = Color.clear.frame(width: 10, height: 10)
            XCTAssertEqual(try pixels(square.modifier(SchemeFill())), try pixels(square.background(Color.red)))
            let dark = square.modifier(SchemeFill()).environment(\.colorScheme, .dark)
            XCTAssertEqual(try pixels(dark), try pixels(square.background(Color.blue).environment(\.colorScheme, .dark)))
        }
    }

    func testEnvironmentDefaultsAreThoseOfAForegroundIPhoneApp() {
        let environment = EnvironmentValues()
        XCTAssertTrue(environment.appearsActive)
        XCTAssertFalse(environment.isSceneCaptured)
        XCTAssertFalse(environment.isLuminanceReduced)
        XCTAssertFalse(environment.supportsMultipleWindows)
        XCTAssertTrue(environment.isUserAuthenticationEnabled)
        XCTAssertTrue(environment.isFocusEffectEnabled)
        XCTAssertTrue(environment.isHoverEffectEnabled)
        XCTAssertNil(environment.backgroundMaterial)
        XCTAssertEqual(environment.backgroundProminence, .standard)
        XCTAssertNil(environment.allowedDynamicRange)
        XCTAssertEqual(environment.badgeProminence, .standard)
        XCTAssertEqual(environment.buttonRepeatBehavior, .automatic)
        XCTAssertEqual(environment.menuOrder, .automatic)
        XCTAssertEqual(environment.springLoadingBehavior, .automatic)
        XCTAssertEqual(environment.textSelectionAffinity, .automatic)
        XCTAssertEqual(environment.sidebarRowSize, .medium)
        XCTAssertEqual(environment.menuIndicatorVisibility, .automatic)
        XCTAssertEqual(environment.labelsVisibility, .automatic)
        XCTAssertEqual(environment.searchSuggestionsPlacement, .automatic)
        XCTAssertFalse(environment.isTabBarShowingSections)
        XCTAssertNil(environment.tabBarPlacement)
        XCTAssertNil(environment.toolbarLabelStyle)
        XCTAssertNil(environment.rename)
        XCTAssertNil(environment.keyboardShortcut)
    }

    func testGestureCompositionTypeChecksAsSwiftUIs() {
        let drag = DragGesture(minimumDistance: 0)
        let state = GestureState(wrappedValue: CGSize.zero)
        let updating: GestureStateGesture<DragGesture, CGSize> = drag.updating(state) { value, offset, _ in offset = value.translation }
        XCTAssertEqual(updating.base.minimumDistance, 0)
        let sequence: SequenceGesture<LongPressGesture, DragGesture> = LongPressGesture().sequenced(before: drag)
        let exclusive: ExclusiveGesture<TapGesture, LongPressGesture> = TapGesture(count: 2).exclusively(before: LongPressGesture())
        let erased: AnyGesture<Void> = AnyGesture(TapGesture())
        _ = (sequence, exclusive, erased)
        XCTAssertEqual(MagnifyGesture(minimumScaleDelta: 0.2).minimumScaleDelta, 0.2)
        XCTAssertEqual(RotateGesture(minimumAngleDelta: .degrees(5)).minimumAngleDelta, .degrees(5))
        XCTAssertEqual(SpatialTapGesture(count: 3).count, 3)
        // No gesture is active in a still: optional gesture state reads nil.
        XCTAssertNil(GestureState<Int?>(resetTransaction: Transaction()).wrappedValue)
        let values: Set<SimultaneousGesture<LongPressGesture, LongPressGesture>.Value> = []
        XCTAssertTrue(values.isEmpty)
        XCTAssertEqual(GestureMask.all.rawValue, 3)
    }
}
