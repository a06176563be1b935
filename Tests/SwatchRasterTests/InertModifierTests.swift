@testable import SwatchRaster
import XCTest

/// Modifiers with nothing to draw in a still (animation, gestures, accessibility,
/// lifecycle, navigation, presentation, keyboard) compile as written on a Mac and leave the
/// picture exactly as without them; lifecycle actions are not run by `ImageRenderer`.
final class InertModifierTests: XCTestCase {
    private final class Counter: @unchecked Sendable { var value = 0 }

    private struct Everyday: View {
        let counter: Counter
        @State private var isOn = false
        @State private var showSheet = false
        @GestureState private var drag = CGSize.zero
        @Namespace private var namespace
        @FocusState private var focused: Bool

        var body: some View {
            VStack(spacing: 4) {
                Text("Title")
                    .accessibilityLabel("A title")
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityHint(Text("Hint"))
                    .accessibilityIdentifier("title")
                    .matchedGeometryEffect(id: "title", in: namespace)
                Color.blue.frame(width: 30, height: 20)
                    .backgroundExtensionEffect()
                    .onTapGesture { counter.value += 1 }
                    .onLongPressGesture { counter.value += 1 }
                    .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation }.onEnded { _ in counter.value += 1 })
                    .simultaneousGesture(TapGesture(count: 2).onEnded { counter.value += 1 })
                    .contentShape(Rectangle())
                    .allowsHitTesting(true)
                    .animation(.spring(response: 0.3, dampingFraction: 0.7), value: isOn)
                    .transition(.opacity.combined(with: .move(edge: .bottom)))
                    .keyboardShortcut("s", modifiers: [.command, .shift])
                    .focused($focused)
                    .help("Blue")
            }
            .onAppear { counter.value += 1 }
            .onDisappear { counter.value += 1 }
            .task { counter.value += 1 }
            .onChange(of: isOn) { counter.value += 1 }
            .onChange(of: isOn) { old, new in counter.value += 1 }
            .navigationTitle("Colors")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Text("Edit") }
                ToolbarItem(placement: .principal) { Text("Mid") }
            }
            .sheet(isPresented: $showSheet) { Text("Sheet") }
            .alert("Delete?", isPresented: $showSheet) { Text("OK") } message: { Text("Gone") }
            .confirmationDialog("Pick", isPresented: $showSheet, titleVisibility: .visible) { Text("One") }
            .popover(isPresented: $showSheet) { Text("Pop") }
            .refreshable { counter.value += 1 }
            .statusBarHidden()
        }
    }

    private struct Plain: View {
        var body: some View {
            VStack(spacing: 4) {
                Text("Title")
                Color.blue.frame(width: 30, height: 20)
            }
        }
    }

    func testInertModifiersLeaveThePictureUnchangedAndRunNothing() throws {
        let counter = Counter()
        let everyday = try ImageRenderer(content: Everyday(counter: counter)).render()
        let plain = try ImageRenderer(content: Plain()).render()
        XCTAssertEqual(everyday.width, plain.width)
        XCTAssertEqual(everyday.height, plain.height)
        XCTAssertEqual(everyday.pixelHash, plain.pixelHash)
        XCTAssertEqual(counter.value, 0, "ImageRenderer runs no lifecycle or gesture action")
    }

    func testComposedGesturesHaveSwiftUIsValueTypes() throws {
        // As written on a Mac: a long press, then a drag, switching on the sequence's value.
        let gesture = LongPressGesture(minimumDuration: 0.3)
            .sequenced(before: DragGesture())
            .onChanged { value in
                switch value {
                case .first(let pressing): _ = pressing
                case .second(let pressed, let drag): _ = (pressed, drag?.translation)
                }
            }
        let both = TapGesture().simultaneously(with: LongPressGesture()).onEnded { value in _ = (value.first, value.second) }
        let either = TapGesture(count: 2).exclusively(before: TapGesture())
        let plain = try ImageRenderer(content: Color.red.frame(width: 4, height: 4)).render()
        let gestured = try ImageRenderer(content: Color.red.frame(width: 4, height: 4).gesture(gesture).simultaneousGesture(both).highPriorityGesture(either)).render()
        XCTAssertEqual(gestured.pixelHash, plain.pixelHash)
        XCTAssertEqual(SequenceGesture<LongPressGesture, LongPressGesture>.Value.first(true), .first(true))
        // An optional gesture is a gesture (SwiftUICore's `Optional.Value` = `Wrapped.Value`):
        // Construct's tab strip writes `.gesture(isEditing ? nil : drag)`.
        let isEditing = true
        let drag = DragGesture().onChanged { _ in }
        let optional = try ImageRenderer(content: Color.red.frame(width: 4, height: 4).gesture(isEditing ? nil : drag)).render()
        XCTAssertEqual(optional.pixelHash, plain.pixelHash)
        XCTAssertTrue(Optional<DragGesture>.Value.self == DragGesture.Value.self)
    }

    /// `Font.smallCaps()` and its two halves (iOS 14) compile and draw the text in normal case:
    /// the faces here have no small-cap glyphs (Construct's compendium headers call it).
    func testSmallCapsDrawsInNormalCase() throws {
        let plain = try ImageRenderer(content: Text("Armor Class").font(.headline)).render()
        for font in [Font.headline.smallCaps(), .headline.lowercaseSmallCaps(), .headline.uppercaseSmallCaps()] {
            XCTAssertEqual(try ImageRenderer(content: Text("Armor Class").font(font)).render().pixelHash, plain.pixelHash)
        }
    }

    func testWithAnimationRunsItsBodyAtOnce() {
        var value = 0
        withAnimation(.easeInOut(duration: 0.2)) { value = 1 }
        XCTAssertEqual(value, 1)
        let result = withAnimation { 41 + 1 }
        XCTAssertEqual(result, 42)
    }

    func testAccessibilityTraitsAreASet() {
        var traits: AccessibilityTraits = [.isButton, .isHeader]
        XCTAssertTrue(traits.contains(.isButton))
        traits.remove(.isButton)
        XCTAssertFalse(traits.contains(.isButton))
        XCTAssertTrue(traits.contains(.isHeader))
    }

    func testIdentityAndTagDrawTheViewUnchanged() throws {
        let tagged = try ImageRenderer(content: Color.red.frame(width: 8, height: 8).id(3).tag("x").equatableStub()).render()
        let plain = try ImageRenderer(content: Color.red.frame(width: 8, height: 8)).render()
        XCTAssertEqual(tagged.pixelHash, plain.pixelHash)
    }
}

private extension View {
    /// Wraps the view in an `EquatableView` through an Equatable wrapper, as `.equatable()` users do.
    func equatableStub() -> some View { EquatableBox(tag: 1, content: AnyView(self)).equatable() }
}

private struct EquatableBox: View, Equatable {
    let tag: Int
    let content: AnyView
    var body: some View { content }
    static func == (a: EquatableBox, b: EquatableBox) -> Bool { a.tag == b.tag }
}
