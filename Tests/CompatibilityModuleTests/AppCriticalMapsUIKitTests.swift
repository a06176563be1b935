@_spi(SwatchRaster) import UIKit
import XCTest

// The UIKit names Critical Maps stopped on: its ride marker's context menu
// (`UIContextMenuInteraction` added to an annotation view), its chat field's
// `clearsOnInsertion`, and the tab bar controller and date picker its screens make. Nothing is
// pressed, tapped or spun in a still: each object keeps what the app sets, with UIKit's
// documented defaults.

/// A marker shaped as Critical Maps' `CMMarkerAnnotationView`: its own context-menu
/// delegate, adding the interaction to itself.
@MainActor private final class RideMarker: UIView, UIContextMenuInteractionDelegate {
    var shared = 0
    func setUp() { addInteraction(UIContextMenuInteraction(delegate: self)) }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: { UIViewController() }, actionProvider: { _ in
            UIMenu(title: "Ride", children: [UIAction(title: "Share") { _ in self.shared += 1 }, UIAction(title: "Route") { _ in }])
        })
    }
}

final class AppCriticalMapsUIKitTests: XCTestCase {
    /// The interaction knows its view once added and its delegate (weakly); removing it
    /// tells it so. The configuration the delegate builds keeps both providers.
    func testAContextMenuInteractionIsAddedToItsViewAndKeepsItsDelegate() throws {
        try MainActor.assumeIsolated {
            var marker: RideMarker? = RideMarker(frame: .zero)
            marker!.setUp()
            let interaction = try XCTUnwrap(marker!.interactions.first as? UIContextMenuInteraction)
            XCTAssertEqual(marker!.interactions.count, 1)
            XCTAssertTrue(interaction.view === marker)
            XCTAssertTrue(interaction.delegate === marker)
            XCTAssertEqual(interaction.location(in: marker), .zero, "nothing is pressed")

            do { // the menu's closures hold the marker until they go
                let configuration = try XCTUnwrap(interaction.delegate?.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero))
                XCTAssertTrue(configuration.identifier is NSUUID, "nil asks UIKit for a generated identifier")
                XCTAssertNotNil(configuration.previewProvider?())
                let menu = try XCTUnwrap(configuration.actionProvider?([]))
                XCTAssertEqual(menu.title, "Ride")
                XCTAssertEqual(menu.children.map(\.title), ["Share", "Route"])
                let share = try XCTUnwrap(menu.children.first as? UIAction)
                share.handler(share)
                XCTAssertEqual(marker!.shared, 1)
            }

            marker!.removeInteraction(interaction)
            XCTAssertTrue(marker!.interactions.isEmpty)
            XCTAssertNil(interaction.view)
            marker = nil
            XCTAssertNil(interaction.delegate, "the delegate is held weakly, as UIKit holds it")
        }
    }

    /// `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)` with Apple's
    /// defaults: a fresh identifier each time and no providers; a given identifier is kept.
    func testAConfigurationsDefaultsAndIdentifier() throws {
        try MainActor.assumeIsolated {
            let first = UIContextMenuConfiguration(), second = UIContextMenuConfiguration()
            XCTAssertNil(first.previewProvider)
            XCTAssertNil(first.actionProvider)
            let firstID = try XCTUnwrap(first.identifier as? NSUUID), secondID = try XCTUnwrap(second.identifier as? NSUUID)
            XCTAssertNotEqual(firstID, secondID)
            let named = UIContextMenuConfiguration(identifier: NSString(string: "ride-42"))
            XCTAssertEqual(named.identifier as? NSString, NSString(string: "ride-42"))
        }
    }

    /// UIKit documents `clearsOnInsertion` as false by default.
    @MainActor func testATextViewKeepsClearsOnInsertion() {
        let view = UITextView(frame: .zero)
        XCTAssertFalse(view.clearsOnInsertion)
        view.clearsOnInsertion = true
        XCTAssertTrue(view.clearsOnInsertion)
        XCTAssertEqual(view.text, "", "nothing is inserted, so nothing is cleared")
    }

    /// The selection follows UIKit's documented rules when the controllers change: the
    /// selected controller if still there, else the same index if valid, else the first.
    @MainActor func testATabBarControllerKeepsItsSelectionByUIKitsRules() {
        let tabs = UITabBarController()
        XCTAssertNil(tabs.viewControllers)
        XCTAssertNil(tabs.selectedViewController)
        XCTAssertEqual(tabs.selectedIndex, NSNotFound)

        let map = UIViewController(), chat = UIViewController(), rules = UIViewController(), settings = UIViewController()
        tabs.setViewControllers([map, chat, rules], animated: true)
        XCTAssertTrue(tabs.selectedViewController === map, "the first tab is selected")
        XCTAssertEqual(tabs.customizableViewControllers?.count, 3)
        tabs.selectedIndex = 2
        XCTAssertTrue(tabs.selectedViewController === rules)
        tabs.selectedIndex = 7
        XCTAssertEqual(tabs.selectedIndex, 2, "an index outside the tabs is ignored")

        tabs.viewControllers = [rules, map]
        XCTAssertEqual(tabs.selectedIndex, 0, "the selected controller is found at its new place")
        tabs.selectedViewController = map
        XCTAssertEqual(tabs.selectedIndex, 1)
        tabs.viewControllers = [chat, settings, rules]
        XCTAssertTrue(tabs.selectedViewController === settings, "gone: the same index")
        tabs.selectedIndex = 2
        tabs.viewControllers = [map]
        XCTAssertTrue(tabs.selectedViewController === map, "gone and the index too: the first")
        tabs.selectedViewController = chat
        XCTAssertTrue(tabs.selectedViewController === map, "a controller not among the tabs is not selected")

        XCTAssertTrue(tabs.tabBar === tabs.tabBar, "one bar, made on first use")
        tabs.tabBar.isTranslucent = false
        XCTAssertFalse(tabs.tabBar.isTranslucent)
        tabs.setViewControllers(nil, animated: false)
        XCTAssertNil(tabs.selectedViewController)
        XCTAssertEqual(tabs.selectedIndex, NSNotFound)
    }

    /// The delegate is kept weakly and its optional methods have UIKit's answers.
    @MainActor func testATabBarControllersDelegateIsKeptWeakly() {
        final class Coordinator: NSObject, UITabBarControllerDelegate {}
        let tabs = UITabBarController(nibName: nil, bundle: nil)
        var coordinator: Coordinator? = Coordinator()
        tabs.delegate = coordinator
        XCTAssertTrue(tabs.delegate === coordinator)
        XCTAssertTrue(coordinator!.tabBarController(tabs, shouldSelect: UIViewController()))
        coordinator = nil
        XCTAssertNil(tabs.delegate)
    }

    /// UIKit's documented defaults (date and time, automatic style, the creation date, a
    /// one-minute step, no limits, a zero countdown) and what is set read back.
    @MainActor func testADatePickerHasUIKitsDefaultsAndKeepsWhatIsSet() {
        let before = Date()
        let picker = UIDatePicker()
        let after = Date()
        XCTAssertEqual(picker.datePickerMode, .dateAndTime)
        XCTAssertEqual(picker.preferredDatePickerStyle, .automatic)
        XCTAssertEqual(picker.datePickerStyle, .compact, "automatic resolves to a concrete style")
        XCTAssertTrue((before...after).contains(picker.date), "the date the picker was made")
        XCTAssertNil(picker.minimumDate)
        XCTAssertNil(picker.maximumDate)
        XCTAssertNil(picker.timeZone)
        XCTAssertEqual(picker.minuteInterval, 1)
        XCTAssertEqual(picker.countDownDuration, 0)
        XCTAssertEqual(picker.calendar, Calendar.current)
        XCTAssertEqual(picker.locale, Locale.current)

        let ride = Date(timeIntervalSince1970: 1_700_000_000)
        picker.setDate(ride, animated: true)
        XCTAssertEqual(picker.date, ride)
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        picker.minimumDate = ride
        picker.maximumDate = ride.addingTimeInterval(86_400)
        picker.timeZone = TimeZone(identifier: "Europe/Berlin")
        picker.locale = Locale(identifier: "de_DE")
        picker.calendar = Calendar(identifier: .buddhist)
        XCTAssertEqual(picker.datePickerStyle, .inline)
        XCTAssertEqual(picker.maximumDate, ride.addingTimeInterval(86_400))
        XCTAssertEqual(picker.timeZone?.identifier, "Europe/Berlin")
        XCTAssertEqual(picker.locale?.identifier, "de_DE")
        XCTAssertEqual(picker.calendar.identifier, .buddhist)
        picker.calendar = nil
        picker.locale = nil
        XCTAssertEqual(picker.calendar, Calendar.current, "nil goes back to the default")
        XCTAssertEqual(picker.locale, Locale.current)

        picker.minuteInterval = 15
        XCTAssertEqual(picker.minuteInterval, 15)
        picker.minuteInterval = 7
        XCTAssertEqual(picker.minuteInterval, 1, "7 does not divide 60: the default")
        picker.minuteInterval = 60
        XCTAssertEqual(picker.minuteInterval, 1, "more than 30: the default")
        picker.datePickerMode = .countDownTimer
        XCTAssertEqual(picker.datePickerStyle, .wheels, "a countdown has wheels only")
        XCTAssertEqual(UIDatePicker.Mode.countDownTimer.rawValue, 3)
        XCTAssertEqual(UIDatePickerStyle.inline.rawValue, 3)

        var changed = 0
        picker.addAction(UIAction { _ in changed += 1 }, for: .valueChanged)
        XCTAssertEqual(changed, 0, "nothing is spun in a still")
    }
}
