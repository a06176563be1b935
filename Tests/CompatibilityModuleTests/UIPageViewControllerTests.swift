import SwiftUI
import UIKit
import SwatchRasterTesting
import XCTest

/// A pager as apps write it (PetNote's, measured): a representable of UIPageViewController
/// whose coordinator hosts each SwiftUI page, and whose update sets the current page.
private struct Pager<Page: View>: UIViewControllerRepresentable {
    var pages: [Page]
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIViewController(context: Context) -> UIPageViewController {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = context.coordinator
        pager.delegate = context.coordinator
        return pager
    }

    func updateUIViewController(_ pager: UIPageViewController, context: Context) {
        pager.setViewControllers([context.coordinator.controllers[currentPage]], direction: .forward, animated: true)
    }

    final class Coordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let controllers: [UIViewController]
        init(_ parent: Pager) { controllers = parent.pages.map { UIHostingController(rootView: $0) } }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            controllers.firstIndex(of: viewController).flatMap { $0 > 0 ? controllers[$0 - 1] : nil }
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            controllers.firstIndex(of: viewController).flatMap { $0 + 1 < controllers.count ? controllers[$0 + 1] : nil }
        }
    }
}

final class UIPageViewControllerTests: XCTestCase {
    func testThePagerDrawsThePageItsUpdateSet() throws {
        try MainActor.assumeIsolated {
            let view = Pager(pages: [Text("First page"), Text("Second page"), Text("Third page")], currentPage: .constant(1))
                .frame(width: 300, height: 200)
            let renderer = ImageRenderer(content: view)
            _ = try renderer.render()
            let nodes = try LayoutDump(json: try renderer.layoutJSON()).nodes
            XCTAssertTrue(nodes.contains { $0.text == "Second page" }, "\(nodes.compactMap(\.text))")
            XCTAssertFalse(nodes.contains { $0.text == "First page" || $0.text == "Third page" })
        }
    }

    func testApplesDefaultsAndTheCompletionRunsAtOnce() {
        MainActor.assumeIsolated {
            let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
            XCTAssertEqual(curl.spineLocation, .min, "a page curl's spine defaults to the leading edge")
            let mid = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                           options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
            XCTAssertEqual(mid.spineLocation, .mid)
            let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            XCTAssertEqual(scroll.spineLocation, .none)
            XCTAssertNil(scroll.viewControllers)
            var finished: Bool?
            let page = UIViewController()
            scroll.setViewControllers([page], direction: .reverse, animated: true) { finished = $0 }
            XCTAssertEqual(finished, true)
            XCTAssertTrue(scroll.viewControllers?.first === page)
            XCTAssertTrue(scroll.view === page.view, "the controller's view is the page shown")
        }
    }

    /// PetNote's page dots: the current page is clamped to the pages, as UIKit clamps it.
    func testThePageControlKeepsItsSettings() {
        MainActor.assumeIsolated {
            let dots = UIPageControl()
            dots.numberOfPages = 3
            dots.currentPage = 7
            XCTAssertEqual(dots.currentPage, 2)
            dots.currentPage = 1
            XCTAssertEqual(dots.currentPage, 1)
            XCTAssertEqual(dots.backgroundStyle, .automatic)
            XCTAssertFalse(dots.hidesForSinglePage)
        }
    }
}
