@testable import SwatchRaster
import Foundation
import XCTest

/// Issue 28: 2,200 nested `AnyView(VStack { … }.padding())` levels overflowed the stack
/// (SIGSEGV) and ended the whole process. Now a tree renders as deep as the thread's stack
/// allows, and past that the render stops with `RenderError.nestingTooDeep` while a quarter
/// of the stack is still free (`StackGuard`, ARCHITECTURE §6.8).
final class DeepNestingTests: XCTestCase {
    /// `depth` levels of the issue's pattern around a 10-pt square.
    static func nested(_ depth: Int, padding: CGFloat = 1) -> AnyView {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<depth { view = AnyView(VStack { view }.padding(padding)) }
        return view
    }

    /// A view whose body contains itself: infinitely deep, as a recursive view with a missing
    /// base case is.
    struct Forever: View {
        var body: some View { VStack { Forever() }.padding(1) }
    }

    /// Builds `makeView()`, lays it out, draws and rasterizes it on a thread of `stackSize`
    /// bytes (the phase runs in place there: the test's main thread is busy). The view is made
    /// and freed on that thread too: freeing a chain of 10,000 `AnyView`s recurses as deep as
    /// building it.
    private func renderOnThread<V: View>(stackSize: Int, _ makeView: @escaping () -> V) -> Result<RasterImage, Error> {
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let make = makeView
        let thread = Thread {
            box.result = Result {
                let renderer = ImageRenderer(content: make())
                return renderer.rasterize(try renderer.drawing(of: try renderer.layout(device: nil)))
            }
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.result!
    }

    /// The outcome handed back from the rendering thread, which the caller reads only after
    /// the semaphore says that thread is done.
    private final class ResultBox: @unchecked Sendable {
        var result: Result<RasterImage, Error>?
        init() {}
    }

    func testTheIssuesTreeRendersOnALargeStack() throws {
        // 2,200 levels: the case that crashed; 10,000 for "much deeper".
        for (depth, padding) in [(2_200, 1), (10_000, 0.25)] as [(Int, CGFloat)] {
            let image = try renderOnThread(stackSize: 512 << 20) { Self.nested(depth, padding: padding) }.get()
            XCTAssertEqual(image.width, 10 + Int(2 * padding * CGFloat(depth)), "depth \(depth)")
            let centre = image[image.width / 2, image.height / 2]
            XCTAssertEqual([centre.r, centre.g, centre.b, centre.a], [255, 59, 48, 255], "the innermost square is drawn")
        }
    }

    func testTooDeepForTheStackIsAClearError() {
        // 1 MB cannot hold 2,200 levels: an error, not a crash. (The view is a recursive one,
        // built level by level as it resolves, so that nothing deeper than the error's
        // depth is ever made or freed on the small stack.)
        switch renderOnThread(stackSize: 1 << 20, { Forever() }) {
        case .success(let image): XCTFail("rendered \(image.width) px wide on a 1 MB stack")
        case .failure(let error):
            guard case RenderError.nestingTooDeep(let depth)? = error as? RenderError else { return XCTFail("\(error)") }
            XCTAssertGreaterThan(depth, 16)
            XCTAssertTrue("\(error)".contains("the view nests too deeply"), "\(error)")
            XCTAssertTrue("\(error)".contains("ulimit -s"), "\(error)")
        }
    }

    func testAnInfinitelyRecursiveViewIsAClearErrorOnTheMainThread() {
        // Through the public API, on the test's own (main) thread and its default stack.
        XCTAssertThrowsError(try render(Forever())) { error in
            guard case RenderError.nestingTooDeep? = error as? RenderError else { return XCTFail("\(error)") }
        }
    }

    func testOrdinaryTreesAreNotChecked() throws {
        // Fewer levels than the check interval never read the stack bounds, and deeper
        // ordinary trees still render on the main thread.
        XCTAssertEqual(try render(Self.nested(10)).width, 30)
        XCTAssertEqual(try render(Self.nested(300)).width, 610)
    }
}
