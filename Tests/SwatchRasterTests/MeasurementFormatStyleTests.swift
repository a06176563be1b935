import Foundation
import SwatchRaster
import XCTest

/// `Measurement.FormatStyle`, `MeasurementFormatUnitUsage` and `Measurement.formatted`, which
/// swift-corelibs-foundation lacks and the engine supplies. Each expected string names its
/// source: Apple's documentation where it gives one, else a measurement made on iOS and
/// published with its code (a FormatStyle cheat sheet: 200 km, 190 cm, 197.9 lb, 2 kWh,
/// 25 °C in en_US and en_CA), else CLDR's data as ICU applies it (the metric locales).
final class MeasurementFormatStyleTests: XCTestCase {
    private let us = Locale(identifier: "en_US")
    private let canada = Locale(identifier: "en_CA")
    private let britain = Locale(identifier: "en_GB")
    private let germany = Locale(identifier: "de_DE")
    private let fiveKilometers = Measurement(value: 5, unit: UnitLength.kilometers)

    /// Apple's `width` documentation: 100 °F in en_US is "100 degrees Fahrenheit", "100°F", "100°".
    func testWidthsOfAppleDocumentedTemperature() {
        let temperature = Measurement<UnitTemperature>(value: 100, unit: .fahrenheit)
        XCTAssertEqual(temperature.formatted(.measurement(width: .wide).locale(us)), "100 degrees Fahrenheit")
        XCTAssertEqual(temperature.formatted(.measurement(width: .abbreviated).locale(us)), "100°F")
        XCTAssertEqual(temperature.formatted(.measurement(width: .narrow).locale(us)), "100°")
    }

    /// Apple's `usage` documentation: 36.8 °C is "98°F" in en_US with the general usage, and
    /// "36.8°C" with `.asProvided`.
    func testGeneralUsageConvertsAndAsProvidedKeepsTheUnit() {
        let temperature = Measurement<UnitTemperature>(value: 36.8, unit: .celsius)
        XCTAssertEqual(Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: us).format(temperature), "98°F")
        XCTAssertEqual(temperature.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)), "36.8°C")
    }

    /// Apple's `measurement(width:usage:numberFormatStyle:)` example: kilometers kept with
    /// `.asProvided`, narrow, `.number`: "100km" … "1,000,000km".
    func testNarrowAsProvidedWithNumberStyleOfAppleExample() {
        let distances = [100.0, 1000, 10000, 100000, 1000000].map { Measurement(value: $0, unit: UnitLength.kilometers) }
        let formatted = distances.map {
            $0.formatted(.measurement(width: .narrow, usage: .asProvided, numberFormatStyle: .number).locale(us))
        }
        XCTAssertEqual(formatted, ["100km", "1,000km", "10,000km", "100,000km", "1,000,000km"])
    }

    /// The measured en_US strings for 200 km (`formatted()` on an en_US device): "124 miles",
    /// "124 mi", "124mi". A road distance converts the same way (Apple's discussion: "a
    /// non-Metric locale such as the US would convert the kilometers to … miles").
    func testRoadDistanceInTheUSIsInMiles() {
        let drive = Measurement(value: 200, unit: UnitLength.kilometers)
        XCTAssertEqual(drive.formatted(.measurement(width: .wide).locale(us)), "124 miles")
        XCTAssertEqual(drive.formatted(.measurement(width: .abbreviated).locale(us)), "124 mi")
        XCTAssertEqual(drive.formatted(.measurement(width: .narrow).locale(us)), "124mi")
        XCTAssertEqual(fiveKilometers.formatted(.measurement(width: .abbreviated, usage: .road).locale(us)), "3.1 mi")
        XCTAssertEqual(fiveKilometers.formatted(.measurement(width: .wide, usage: .road).locale(us)), "3.1 miles")
        XCTAssertEqual(fiveKilometers.formatted(.measurement(width: .abbreviated, usage: .road, numberFormatStyle: .number).locale(us)), "3.1 mi")
        XCTAssertEqual(fiveKilometers.formatted(.measurement(width: .abbreviated, usage: .road, numberFormatStyle: .number.precision(.fractionLength(2))).locale(us)), "3.11 mi")
    }

    /// Metric locales keep kilometers on roads and write numbers their way (CLDR: de_DE's
    /// decimal comma and "." grouping, German unit names); British roads are in miles (CLDR's
    /// road preference for GB, as its road signs are).
    func testMetricLocales() {
        XCTAssertEqual(fiveKilometers.formatted(.measurement(width: .abbreviated, usage: .road).locale(germany)), "5 km")
        XCTAssertEqual(fiveKilometers.formatted(.measurement(width: .narrow, usage: .road).locale(germany)), "5 km")
        XCTAssertEqual(Measurement(value: 1234.5, unit: UnitLength.kilometers).formatted(.measurement(width: .wide, usage: .asProvided).locale(germany)), "1.234,5 Kilometer")
        XCTAssertEqual(Measurement(value: 1234.5, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.grouping(.never)).locale(germany)), "1234,5 km")
        XCTAssertEqual(fiveKilometers.formatted(.measurement(width: .abbreviated, usage: .road).locale(britain)), "3.1 mi")
        XCTAssertEqual(fiveKilometers.formatted(.measurement(width: .wide, usage: .asProvided).locale(britain)), "5 kilometres")
    }

    /// The measured 190 cm: en_US "6.2 ft" (general), "6 ft" (road), "75 in" (person),
    /// "6 ft, 2.8 in" (personHeight), "1,900 mm" (focal length); en_CA "1.9 m", "2 m"; with
    /// whole numbers "6 feet, 3 inches" and "6′ 3″".
    func testLengthUsages() {
        let height = Measurement(value: 190, unit: UnitLength.centimeters)
        XCTAssertEqual(height.formatted(.measurement(width: .abbreviated, usage: .general).locale(us)), "6.2 ft")
        XCTAssertEqual(height.formatted(.measurement(width: .abbreviated, usage: .road).locale(us)), "6 ft")
        XCTAssertEqual(height.formatted(.measurement(width: .abbreviated, usage: .person).locale(us)), "75 in")
        XCTAssertEqual(height.formatted(.measurement(width: .abbreviated, usage: .personHeight).locale(us)), "6 ft, 2.8 in")
        XCTAssertEqual(height.formatted(.measurement(width: .wide, usage: .personHeight).locale(us)), "6 feet, 2.8 inches")
        XCTAssertEqual(height.formatted(.measurement(width: .abbreviated, usage: .focalLength).locale(us)), "1,900 mm")
        XCTAssertEqual(height.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)), "190 cm")
        XCTAssertEqual(height.formatted(.measurement(width: .abbreviated, usage: .general).locale(canada)), "1.9 m")
        XCTAssertEqual(height.formatted(.measurement(width: .abbreviated, usage: .road).locale(canada)), "2 m")
        let whole = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0))
        XCTAssertEqual(height.formatted(.measurement(width: .wide, usage: .personHeight, numberFormatStyle: whole).locale(us)), "6 feet, 3 inches")
        XCTAssertEqual(height.formatted(.measurement(width: .narrow, usage: .personHeight, numberFormatStyle: whole).locale(us)), "6′ 3″")
    }

    /// Singular and plural (CLDR English: "1 kilometer", but "1.00 kilometers", since shown
    /// fraction digits take the plural), and the narrow form without a space.
    func testSingularPluralAndNarrow() {
        let one = Measurement(value: 1, unit: UnitLength.kilometers)
        XCTAssertEqual(one.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)), "1 kilometer")
        XCTAssertEqual(fiveKilometers.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)), "5 kilometers")
        XCTAssertEqual(one.formatted(.measurement(width: .wide, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(2))).locale(us)), "1.00 kilometers")
        XCTAssertEqual(Measurement(value: 1, unit: UnitLength.feet).formatted(.measurement(width: .wide, usage: .asProvided).locale(us)), "1 foot")
        let style = Measurement<UnitLength>.FormatStyle(width: .narrow, locale: us, usage: .asProvided)
        XCTAssertEqual(style.format(fiveKilometers), "5km")
        XCTAssertEqual(style.format(Measurement(value: 2.345, unit: UnitLength.meters)), "2.345m")
    }

    /// The measured 197.9 lb ("198 lb", "198#" narrow, "197.9 lb" kept, "90 kg" in en_CA) and
    /// 2 kWh as food or workout energy ("1,721 Calories").
    func testMassAndEnergyUsages() {
        let weight = Measurement(value: 197.9, unit: UnitMass.pounds)
        XCTAssertEqual(weight.formatted(.measurement(width: .abbreviated, usage: .personWeight).locale(us)), "198 lb")
        XCTAssertEqual(weight.formatted(.measurement(width: .narrow, usage: .general).locale(us)), "198#")
        XCTAssertEqual(weight.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)), "197.9 lb")
        XCTAssertEqual(weight.formatted(.measurement(width: .abbreviated, usage: .general).locale(canada)), "90 kg")
        let energy = Measurement(value: 2, unit: UnitEnergy.kilowattHours)
        XCTAssertEqual(energy.formatted(.measurement(width: .wide, usage: .food).locale(us)), "1,721 Calories")
        XCTAssertEqual(energy.formatted(.measurement(width: .abbreviated, usage: .workout).locale(us)), "1,721 Cal")
        XCTAssertEqual(energy.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)), "2 kWh")
    }

    /// `hidesScaleName` (Apple's documentation: "90°" rather than "90°F", "90 degrees" rather
    /// than "90 degrees Fahrenheit"; the temperature still converted unless `.asProvided`):
    /// 20 °C as weather in en_US is "68°"; 25 °C kept is "25 degrees" (also measured).
    func testTemperatureHidingTheScale() {
        let mild = Measurement(value: 20, unit: UnitTemperature.celsius)
        XCTAssertEqual(mild.formatted(.measurement(width: .abbreviated, usage: .weather, hidesScaleName: true).locale(us)), "68°")
        XCTAssertEqual(mild.formatted(.measurement(width: .abbreviated, usage: .weather).locale(us)), "68°F")
        XCTAssertEqual(mild.formatted(.measurement(width: .abbreviated, usage: .weather, hidesScaleName: true).locale(germany)), "20°")
        let niceDay = Measurement(value: 25, unit: UnitTemperature.celsius)
        XCTAssertEqual(niceDay.formatted(.measurement(width: .wide, usage: .asProvided, hidesScaleName: true).locale(us)), "25 degrees")
        XCTAssertEqual(niceDay.formatted(.measurement(width: .abbreviated, usage: .asProvided, hidesScaleName: true).locale(us)), "25°")
        XCTAssertEqual(niceDay.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)), "25 degrees Celsius")
        var style = Measurement<UnitTemperature>.FormatStyle(width: .narrow, locale: us, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(1)))
        XCTAssertFalse(style.hidesScaleName)
        style.hidesScaleName = true
        XCTAssertEqual(style.format(niceDay), "25.0°")
    }

    /// `formatted()` is the abbreviated, general style in the current locale (Apple's
    /// documentation), which Foundation on Linux answers with en_001: metric, as in Britain
    /// but with km on roads.
    func testFormattedUsesTheDefaultStyle() {
        let fever = Measurement(value: 38, unit: UnitTemperature.celsius)
        let defaultStyle = Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: .autoupdatingCurrent, usage: .general)
        XCTAssertEqual(fever.formatted(), defaultStyle.format(fever))
        XCTAssertEqual(fiveKilometers.formatted(), fiveKilometers.formatted(.measurement(width: .abbreviated)))
        XCTAssertEqual(Locale.current.identifier, "en_001")
        XCTAssertEqual(fever.formatted(), "38°C")
        XCTAssertEqual(fiveKilometers.formatted(), "5 km")
    }

    /// Units CLDR has no name for are written with their symbol when kept, and converted
    /// through the base unit otherwise, as Apple's fallback does.
    func testUnitsWithoutACLDRName() {
        XCTAssertEqual(Measurement(value: 5, unit: UnitLength.decameters).formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)), "5 dam")
        XCTAssertEqual(Measurement(value: 5, unit: UnitLength.megameters).formatted(.measurement(width: .abbreviated).locale(us)), "3,107 mi")
        let custom = UnitLength(symbol: "smoot", converter: UnitConverterLinear(coefficient: 1.7018))
        XCTAssertEqual(Measurement(value: 364.4, unit: custom).formatted(.measurement(width: .wide, usage: .asProvided).locale(us)), "364.4 smoot")
    }

    /// The style is a value: equal styles hash alike, and it survives `Codable` (Apple's
    /// `FormatStyle` requires both); the usages are `Hashable` with `.workout` equal to
    /// `.food`, as CLDR has one usage for both. (A number style with a precision does not
    /// survive here: Linux's `FloatingPointFormatStyle` itself fails to decode its own precision,
    /// "Invalid Precision", in Swift 6.3; grouping does.)
    func testStyleIsCodableAndHashable() throws {
        let style = Measurement<UnitLength>.FormatStyle(width: .wide, locale: us, usage: .road, numberFormatStyle: .number.grouping(.never))
        let decoded = try JSONDecoder().decode(Measurement<UnitLength>.FormatStyle.self, from: JSONEncoder().encode(style))
        XCTAssertEqual(decoded, style)
        XCTAssertEqual(decoded.format(fiveKilometers), "3.1 miles")
        XCTAssertEqual(Set([style, style.locale(us)]).count, 1)
        XCTAssertNotEqual(style, style.locale(germany))
        XCTAssertEqual(MeasurementFormatUnitUsage<UnitEnergy>.workout, .food)
        XCTAssertEqual(style.width, .wide)
        XCTAssertEqual(style.usage, .road)
    }
}
