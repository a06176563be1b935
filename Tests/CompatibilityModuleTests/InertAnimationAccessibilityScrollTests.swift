import SwiftUI
import XCTest

// The accessibility, scroll and animation API a still cannot show (docs/ARCHITECTURE.md §4.2),
// written as iOS view files write it: it must compile with Apple's spelling, draw exactly the
// picture of the same view without it, and run none of its actions. Animators are drawn at
// their start: a phase animator in its first phase, a keyframe animator with its initial value.

private struct Item: Identifiable {
    let id: Int
    let name: String
}

private struct Bounce {
    var scale = 1.0
    var lift = 0.0
}

/// A card in a scroll view, with or without every inert modifier on it.
private struct Card: View {
    let decorated: Bool
    let ran: (String) -> Void

    @State private var count = 0
    @State private var isOn = true
    @State private var selection: Int?
    @State private var position = ScrollPosition(idType: Int.self)
    @AccessibilityFocusState private var isFocused: Bool
    @AccessibilityFocusState private var focusedItem: Int?
    @Namespace private var namespace

    private let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]

    var body: some View {
        if decorated {
            ScrollView {
                VStack(spacing: 8) {
                    Image(systemName: "heart")
                        .symbolEffect(.bounce.up.byLayer, value: count)
                        .symbolEffect(.pulse, options: .repeating.speed(2), isActive: true)
                        .symbolEffect(.variableColor.iterative.reversing)
                        .contentTransition(.symbolEffect(.replace.downUp))
                        .symbolEffectsRemoved(false)
                        .transition(.symbolEffect(.appear))
                    label
                        .accessibilityLabel(Text("Likes"), isEnabled: true)
                        .accessibilityHeading(.h2)
                        .accessibilityTextContentType(.narrative)
                        .accessibilityAction(named: "Like") { ran("action") }
                        .accessibilityAction(.magicTap) { ran("magic tap") }
                        .accessibilityCustomContent("Count", "\(count)", importance: .high)
                        .accessibilityFocused($isFocused)
                        .accessibilityLabeledPair(role: .content, id: "likes", in: namespace)
                        .accessibilityRespondsToUserInteraction()
                        .accessibilityIgnoresInvertColors()
                        .accessibilityShowsLargeContentViewer()
                        .accessibilityDirectTouch(options: .silentOnTouch)
                        .accessibilityZoomAction { action in ran("zoom \(action.direction)") }
                        .accessibilityScrollAction { edge in ran("scroll \(edge)") }
                        .accessibilityRotor("Items", entries: items, entryLabel: \.name)
                        .accessibilityRotor(.headings) {
                            AccessibilityRotorEntry("One", id: 1)
                            AccessibilityRotorEntry("Two", id: 2)
                        }
                        .accessibilityAddTraits([.isHeader, .isTabBar])
                        .sensoryFeedback(.success, trigger: count)
                        .sensoryFeedback(.impact(weight: .heavy, intensity: 0.7), trigger: count)
                        .sensoryFeedback(trigger: count) { old, new in new > old ? .increase : nil }
                        .animation(.smooth(duration: 0.3, extraBounce: 0.1), value: count)
                        .animation(.spring(.bouncy)) { content in content }
                        .transition(.blurReplace)
                        .transition(.push(from: .leading))
                        .transition(AnyTransition(.slide))
                    Rectangle().fill(Color.red).frame(width: 40, height: 20)
                        .keyframeAnimator(initialValue: Bounce(), trigger: count) { content, value in
                            content.frame(width: 40 * value.scale, height: 20 + value.lift)
                        } keyframes: { _ in
                            KeyframeTrack(\.scale) {
                                LinearKeyframe(1.2, duration: 0.2, timingCurve: .easeOut)
                                SpringKeyframe(1.0, spring: .bouncy)
                            }
                            KeyframeTrack(\.lift) {
                                CubicKeyframe(10, duration: 0.1)
                                MoveKeyframe(0)
                            }
                        }
                        .phaseAnimator([1.0, 0.5]) { content, phase in content.frame(height: 20 * phase) }
                        .accessibilityFocused($focusedItem, equals: 1)
                        .matchedTransitionSource(id: "card", in: namespace)
                    Toggle("On", isOn: $isOn.animation(.snappy))
                    Button("Like") {
                        withAnimation(.bouncy, completionCriteria: .removed) { count += 1 } completion: { ran("completion") }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollPosition(id: $selection, anchor: .top)
            .scrollPosition($position)
            .scrollIndicatorsFlash(onAppear: true)
            .scrollClipDisabled()
            .scrollDismissesKeyboard(.interactively)
            .defaultScrollAnchor(.bottom, for: .sizeChanges)
            .onScrollPhaseChange { _, newPhase in if newPhase == .idle { ran("phase") } }
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, _ in ran("geometry") }
            .onScrollVisibilityChange { _ in ran("visibility") }
            .onScrollTargetVisibilityChange(idType: Int.self) { _ in ran("targets") }
            .navigationTransition(.zoom(sourceID: "card", in: namespace))
            .frame(width: 200, height: 300)
        } else {
            ScrollView {
                VStack(spacing: 8) {
                    Image(systemName: "heart")
                    label
                    Rectangle().fill(Color.red).frame(width: 40, height: 20)
                    Toggle("On", isOn: $isOn)
                    Button("Like") { count += 1 }
                }
            }
            .frame(width: 200, height: 300)
        }
    }

    private var label: some View { Text("Likes").font(.headline) }
}

@MainActor private func pixels<V: View>(_ view: V) throws -> [UInt8] {
    try ImageRenderer(content: view).render().pixels
}

final class InertAnimationAccessibilityScrollTests: XCTestCase {

    func testInertModifiersDrawTheSamePictureAndRunNothing() throws {
        try MainActor.assumeIsolated {
            nonisolated(unsafe) var actions: [String] = []
            let decorated = try pixels(Card(decorated: true) { actions.append($0) })
            let plain = try pixels(Card(decorated: false) { actions.append($0) })
            XCTAssertEqual(decorated, plain)
            XCTAssertEqual(actions, [])
        }
    }

    func testPhaseAnimatorDrawsItsFirstPhase() throws {
        try MainActor.assumeIsolated {
            let animated = PhaseAnimator([Color.blue, Color.red], trigger: 3) { color in
                Rectangle().fill(color).frame(width: 20, height: 20)
            }
            let first = Rectangle().fill(Color.blue).frame(width: 20, height: 20)
            let second = Rectangle().fill(Color.red).frame(width: 20, height: 20)
            XCTAssertEqual(try pixels(animated), try pixels(first))
            XCTAssertNotEqual(try pixels(animated), try pixels(second))

            let modifier = Rectangle().fill(Color.green).phaseAnimator([10.0, 30.0]) { content, side in
                content.frame(width: side, height: side)
            }
            XCTAssertEqual(try pixels(modifier), try pixels(Rectangle().fill(Color.green).frame(width: 10, height: 10)))
        }
    }

    func testKeyframeAnimatorDrawsItsInitialValue() throws {
        try MainActor.assumeIsolated {
            let animated = KeyframeAnimator(initialValue: 12.0, repeating: true) { side in
                Color.orange.frame(width: side, height: side)
            } keyframes: { _ in
                LinearKeyframe(40.0, duration: 1)
            }
            XCTAssertEqual(try pixels(animated), try pixels(Color.orange.frame(width: 12, height: 12)))
        }
    }

    func testKeyframeTimelineAndCurvesEvaluate() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(20.0)
        }
        XCTAssertEqual(timeline.duration, 1, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 0.5), 5, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(progress: 1), 20, accuracy: 1e-9)
        XCTAssertEqual(UnitCurve.linear.value(at: 0.25), 0.25, accuracy: 1e-6)
        XCTAssertEqual(UnitCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-6)
        let spring = Spring(duration: 0.5, bounce: 0.2)
        XCTAssertEqual(spring.duration, 0.5, accuracy: 1e-9)
        XCTAssertEqual(spring.bounce, 0.2, accuracy: 1e-9)
        XCTAssertEqual(spring.value(target: 1.0, time: 10), 1, accuracy: 1e-6)
    }

    func testValuesOfAStillAtRest() {
        XCTAssertFalse(ScrollPhase.idle.isScrolling)
        XCTAssertTrue(ScrollPhase.interacting.isScrolling)
        XCTAssertTrue(TransitionPhase.identity.isIdentity)
        XCTAssertEqual(TransitionPhase.willAppear.value, -1)
        XCTAssertEqual(SensoryFeedback.impact(weight: .light), SensoryFeedback.impact(weight: .light))
        XCTAssertNotEqual(SensoryFeedback.success, SensoryFeedback.error)
        XCTAssertTrue(SymbolVariants.fill.circle.contains(.fill))
        XCTAssertFalse(SymbolVariants.fill.contains(.slash))
        var position = ScrollPosition(edge: .top)
        position.scrollTo(id: 3)
        XCTAssertEqual(position.viewID(type: Int.self), 3)
        XCTAssertFalse(position.isPositionedByUser)
        XCTAssertEqual(EnvironmentValues().symbolVariants, SymbolVariants.none)
        let configuration = ScrollTransitionConfiguration.interactive(timingCurve: .easeInOut).threshold(.visible(0.9))
        _ = configuration.animation(.smooth)
        XCTAssertTrue(ScrollTransitionPhase.identity.isIdentity)
        XCTAssertEqual(ScrollTransitionPhase.topLeading.value, -1)
        XCTAssertTrue(EnvironmentValues().isScrollEnabled)
    }
}
