import Foundation
@_implementationOnly import _FoundationICU

// Foundation's measurement format style (iOS 15, macOS 12): `length.formatted()`,
// `.formatted(.measurement(width: .wide, usage: .road))`, `Measurement<UnitLength>.FormatStyle`.
// swift-corelibs-foundation (Swift 6.3) has none of it, and Apple's published source for it
// (Swift.org, 2020) builds only into Apple's Foundation (`FOUNDATION_FRAMEWORK`; other builds
// get a stub), so weather, fitness and travel screens failed with "value of type 'Measurement<UnitLength>' has no member
// 'formatted'". The declarations below are Apple's (developer.apple.com/documentation/foundation/
// measurement/formatstyle, …/measurementformatunitusage); the text is made the way Apple's
// implementation makes it: ICU's number formatter with a skeleton such as
// "unit/kilometer unit-width-short usage/road", fed the measurement's value. ICU is the copy the
// toolchain's Foundation itself uses (`_FoundationICU`, its C functions prefixed `swift_`), so the
// unit names, plurals, number symbols and — for a usage — the unit CLDR prefers in the locale's
// region (en_US: 5 km on a road is "3.1 mi"; de_DE: "5 km"; en_GB: "3.1 mi", as British road
// signs are) are CLDR's, as Apple's are. The engine's `MeasurementFormatter` is not used: it
// knows en_US's units only and English long names.
//
// What is and is not converted, as Apple documents it (`usage`, `hidesScaleName`): `.asProvided`
// keeps the measurement's unit; every other usage, `.general` included, converts to the unit
// CLDR prefers for that usage in the locale's region (°F, miles, pounds in the US), ICU choosing
// and rounding as Apple's does (36.8 °C → "98°F" for en_US, Apple's `usage` example; its
// `formatted()` page says 38 °C → "100.4°F", which no rounding rule reconciles with "98°F", and
// iOS measurements side with "98°F"). Units that
// Apple gives no ICU name (decameters, megameters, N/m², …) are written "5 dam" when kept, and
// converted through their dimension's base unit otherwise, as Apple's fallback does.

// MARK: - Measurement.FormatStyle

extension Measurement where UnitType: Dimension {
    /// Foundation's format style for measurements ("5 km", "3.1 miles", "68°F"), which Linux's
    /// Foundation lacks: iOS code formats distances and temperatures with it through
    /// `formatted(_:)` and `Text(_:format:)`. Every property and initializer is Apple's.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How long the unit is written (Apple's `Measurement.FormatStyle.UnitWidth`), which
        /// app code passes to `.measurement(width:)`.
        public struct UnitWidth: Codable, Hashable, Sendable {
            /// The unit's full name: "37.20 Calories", "5 kilometers" (Apple's example).
            public static var wide: Self { .init(option: .wide) }
            /// The unit's abbreviation: "37.20 Cal", "5 km".
            public static var abbreviated: Self { .init(option: .abbreviated) }
            /// The shortest form, the space possibly dropped: "37.20Cal", "5km", "100°".
            public static var narrow: Self { .init(option: .narrow) }

            /// The three widths, as Apple's implementation stores them.
            enum Option: Int, Codable, Hashable, Sendable {
                case wide, abbreviated, narrow
            }
            var option: Option

            /// ICU's skeleton stem for the width.
            var skeleton: String {
                switch option {
                case .wide: return "unit-width-full-name"
                case .abbreviated: return "unit-width-short"
                case .narrow: return "unit-width-narrow"
                }
            }
        }

        /// How long the unit is written; Apple's stored property, read and set by app code.
        public var width: UnitWidth
        /// The language and region: the unit names, number symbols and, unless the usage is
        /// `.asProvided`, the units shown. Apple's default is `.autoupdatingCurrent`, which
        /// Foundation on Linux answers with en_001 whatever the machine says (metric units).
        public var locale: Locale
        /// How the number is written; nil for ICU's default (the usage's rounding). Apple takes
        /// only its options (precision, grouping…) and writes them in `locale`.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// What the measurement is for, which picks the unit shown; nil keeps the unit, as in
        /// Apple's implementation.
        public var usage: MeasurementFormatUnitUsage<UnitType>?

        /// `hidesScaleName` for temperatures, stored here as in Apple's implementation.
        var _hidesScaleName: Bool = false

        /// Apple's initializer; `width` has no default here (the temperature one has).
        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// The style with another locale; SwiftUI's `Text(_:format:)` applies the
        /// environment's locale through it.
        public func locale(_ locale: Locale) -> Self {
            var new = self
            new.locale = locale
            return new
        }

        /// `measurement` as text in this style: "5 km", "3.1 mi", "68°F".
        public func format(_ measurement: Measurement<UnitType>) -> String {
            let unit: Dimension = measurement.unit
            let converts = usage != .asProvided
            let usageStem: String? = {
                guard let usage, usage != .asProvided, MeasureUnitNames.supportsRegionalPreference(UnitType.self) else { return nil }
                return usage.usage.rawValue
            }()
            if _hidesScaleName, unit is UnitTemperature {
                return formatHidingScale(measurement.value, unit: unit, usageStem: usageStem)
            }
            if let name = MeasureUnitNames.name(of: unit),
               let text = render(measurement.value, unitStem: "unit/" + name, usageStem: usageStem) {
                return text
            }
            // A unit ICU does not know: through the dimension's base unit when converting.
            let baseUnit = type(of: unit).baseUnit()
            if converts, let name = MeasureUnitNames.name(of: baseUnit) {
                let baseValue = unit.converter.baseUnitValue(fromValue: measurement.value)
                if let text = render(baseValue, unitStem: "unit/" + name, usageStem: usageStem) { return text }
            }
            return plainNumber(measurement.value) + " " + unit.symbol
        }

        /// A temperature without C or F: converted (or not) as with the scale, then written
        /// with CLDR's "generic" temperature unit ("68°", "68 degrees").
        private func formatHidingScale(_ value: Double, unit: Dimension, usageStem: String?) -> String {
            var shown = value
            if let usageStem {
                let explicitPrecision = NumberOptions(numberFormatStyle).hasPrecision
                let name = MeasureUnitNames.name(of: unit) ?? "kelvin"
                let input = MeasureUnitNames.name(of: unit) == nil ? unit.converter.baseUnitValue(fromValue: value) : value
                let skeleton = "unit/\(name) \(width.skeleton) usage/\(usageStem)" + (explicitPrecision ? " precision-unlimited" : "")
                if let decimal = MeasureFormatICU.format(input, skeleton: skeleton, locale: locale.identifier)?.decimal {
                    shown = decimal
                }
            } else if MeasureUnitNames.name(of: unit) == nil {
                return plainNumber(value) + " " + unit.symbol
            }
            return render(shown, unitStem: "measure-unit/temperature-generic", usageStem: nil) ?? plainNumber(shown) + "°"
        }

        /// ICU's text for `value` in the unit `unitStem`, the number written by
        /// `numberFormatStyle` when it sets anything (Apple turns its options into skeleton
        /// stems; its public API here gives only its text, so that text replaces ICU's number,
        /// and ICU is asked for the same number of fraction digits so that the plural agrees:
        /// "1.00 miles").
        private func render(_ value: Double, unitStem: String, usageStem: String?) -> String? {
            let skeleton = "\(unitStem) \(width.skeleton)" + (usageStem.map { " usage/" + $0 } ?? "")
            let options = NumberOptions(numberFormatStyle)
            guard let numberStyle = numberFormatStyle, !options.isDefault else {
                return MeasureFormatICU.format(value, skeleton: skeleton, locale: locale.identifier)?.text
            }
            // The number shown: unrounded when the style sets a precision, else the usage's rounding.
            guard let probe = MeasureFormatICU.format(value, skeleton: skeleton + (options.hasPrecision ? " precision-unlimited" : ""), locale: locale.identifier),
                  let shown = probe.decimal else { return nil }
            let number = numberStyle.locale(locale).format(shown)
            let digits = Self.fractionDigits(in: number, separator: locale.decimalSeparator ?? ".")
            let precision = digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)
            guard let output = MeasureFormatICU.format(value, skeleton: skeleton + " " + precision, locale: locale.identifier) else { return nil }
            guard output.integerFields == 1, let span = output.numberSpan else { return output.text }
            var units = Array(output.text.utf16)
            units.replaceSubrange(span, with: Array(number.utf16))
            return String(decoding: units, as: UTF16.self)
        }

        /// The number alone, for a unit ICU cannot name: the style's text, else ICU's default.
        private func plainNumber(_ value: Double) -> String {
            if let numberFormatStyle, !NumberOptions(numberFormatStyle).isDefault {
                return numberFormatStyle.locale(locale).format(value)
            }
            return MeasureFormatICU.format(value, skeleton: "", locale: locale.identifier)?.text ?? String(value)
        }

        /// How many fraction digits `number` shows after the locale's decimal separator.
        static func fractionDigits(in number: String, separator: String) -> Int {
            guard !separator.isEmpty, let range = number.range(of: separator, options: .backwards) else { return 0 }
            return number[range.upperBound...].prefix { $0.isWholeNumber }.count
        }
    }
}

extension Measurement.FormatStyle where UnitType == UnitTemperature {
    /// Whether a temperature is written without its scale: "90°" rather than "90°F", "90
    /// degrees" rather than "90 degrees Fahrenheit" (Apple's documentation). The temperature is
    /// still converted unless the usage is `.asProvided`. Weather widgets set it.
    public var hidesScaleName: Bool {
        get { _hidesScaleName }
        set { _hidesScaleName = newValue }
    }

    /// Apple's initializer for temperatures, with `hidesScaleName` and a default width.
    public init(width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general, hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
        self.width = width
        self.locale = locale
        self.usage = usage
        self.numberFormatStyle = numberFormatStyle
        self._hidesScaleName = hidesScaleName
    }
}

// MARK: - Formatting a measurement

extension Measurement where UnitType: Dimension {
    /// `self` written by `style` (Apple's `formatted(_:)`), for `.formatted(.measurement(…))`
    /// in app code.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }

    /// `self` in the default style: abbreviated, the general usage, the current locale
    /// (Apple's documentation of `formatted()`).
    public func formatted() -> String {
        formatted(Measurement.FormatStyle(width: .abbreviated, locale: .autoupdatingCurrent, usage: .general, numberFormatStyle: FloatingPointFormatStyle<Double>?.none))
    }
}

extension FormatStyle {
    /// Apple's `.measurement(width:usage:numberFormatStyle:)`, the form app code passes to
    /// `formatted(_:)` and `Text(_:format:)`.
    public static func measurement<UnitType>(width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// Apple's temperature form, with `hidesScaleName` and a default width.
    public static func measurement(width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated, usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self where Self == Measurement<UnitTemperature>.FormatStyle {
        Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, hidesScaleName: hidesScaleName, numberFormatStyle: numberFormatStyle)
    }
}

// MARK: - MeasurementFormatUnitUsage

/// CLDR's usage names, which ICU's `usage/` stem takes (Apple's implementation has the same
/// table; CLDR abbreviates "visibility" and "barometric").
enum MeasurementUsageName: String, Codable, Hashable, Sendable {
    case general = "default"
    case person
    case food
    case personHeight = "person-height"
    case road
    case focalLength = "focal-length"
    case rainfall
    case snowfall
    case visibility = "visiblty"
    case barometric = "baromtrc"
    case wind
    case weather
    case fluid
    /// Foundation's own: keep the measurement's unit.
    case asProvided
}

/// What a formatted measurement is for (Apple's `MeasurementFormatUnitUsage`), which picks the
/// unit the locale prefers: a road distance in miles in the US, a person's height in feet and
/// inches. Linux's Foundation lacks it; app code passes `.road`, `.weather`, `.asProvided`.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    var usage: MeasurementUsageName = .general

    /// The locale's usual unit for the dimension; the default.
    public static var general: Self { .init(usage: .general) }
    /// The measurement's own unit, never converted.
    public static var asProvided: Self { .init(usage: .asProvided) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A temperature of the weather.
    public static var weather: Self { .init(usage: .weather) }
    /// A temperature as it relates to people (body temperature).
    public static var person: Self { .init(usage: .person) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A distance as it relates to people.
    public static var person: Self { .init(usage: .person) }
    /// A road distance: miles or feet in the US, kilometers or meters in metric regions.
    public static var road: Self { .init(usage: .road) }
    /// A person's height: feet and inches in the US ("6 ft, 2.8 in").
    public static var personHeight: Self { .init(usage: .personHeight) }
    /// The distance one can see (iOS 16).
    public static var visibility: Self { .init(usage: .visibility) }
    /// A lens's focal length (iOS 16).
    public static var focalLength: Self { .init(usage: .focalLength) }
    /// An amount of rain (iOS 16).
    public static var rainfall: Self { .init(usage: .rainfall) }
    /// An amount of snow (iOS 16).
    public static var snowfall: Self { .init(usage: .snowfall) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Food energy: Calories in the US.
    public static var food: Self { .init(usage: .food) }
    /// A workout's energy; CLDR has no separate usage, so it is food's, as in Apple's.
    public static var workout: Self { .init(usage: .food) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight: pounds in the US.
    public static var personWeight: Self { .init(usage: .person) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// Wind speed (iOS 16).
    public static var wind: Self { .init(usage: .wind) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitPressure {
    /// Barometric pressure (iOS 16).
    public static var barometric: Self { .init(usage: .barometric) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    /// An amount of liquid (iOS 16); CLDR's "fluid".
    public static var liquid: Self { .init(usage: .fluid) }
}

// MARK: - Foundation's units by their CLDR names

/// The CLDR name of each Foundation unit that has one, which ICU's `unit/` stem takes. The
/// pairs are those Apple's Foundation gives (its private `-[NSDimension icuSubtype]`, as
/// listed by a reimplementation that reads it), including its quirk that `UnitVolume.pints`
/// is CLDR's metric pint ("1 mpt", as measured on iOS); metric tons are "tonne", CLDR's name
/// since it dropped "metric-ton", which this ICU (76) rejects. Units without one — decameters,
/// megameters, N/m², ampere-hours… — are written with their symbol.
enum MeasureUnitNames {
    /// The dimensions whose usage CLDR varies by region (Apple's `supportsRegionalPreference`);
    /// the others are never converted.
    static func supportsRegionalPreference(_ type: Dimension.Type) -> Bool {
        type is UnitArea.Type || type is UnitConcentrationMass.Type || type is UnitEnergy.Type
            || type is UnitFuelEfficiency.Type || type is UnitLength.Type || type is UnitMass.Type
            || type is UnitPower.Type || type is UnitPressure.Type || type is UnitSpeed.Type
            || type is UnitTemperature.Type || type is UnitVolume.Type
    }

    /// `unit`'s CLDR name; nil for a unit without one, or one an app made itself.
    static func name(of unit: Dimension) -> String? {
        guard let candidates = table[unit.symbol] else { return nil }
        return candidates.first { $0.unit == unit }?.name
    }

    /// By symbol, then compared whole (`==` is the symbol and the converter), since symbols
    /// repeat across dimensions ("C" is not a calorie's) and within one ("pt", "gal").
    static let table: [String: [(unit: Dimension, name: String)]] = {
        let pairs: [(Dimension, String)] = [
            (UnitAcceleration.gravity, "g-force"), (UnitAcceleration.metersPerSecondSquared, "meter-per-square-second"),
            (UnitAngle.arcMinutes, "arc-minute"), (UnitAngle.arcSeconds, "arc-second"), (UnitAngle.degrees, "degree"),
            (UnitAngle.radians, "radian"), (UnitAngle.revolutions, "revolution"),
            (UnitArea.acres, "acre"), (UnitArea.hectares, "hectare"), (UnitArea.squareCentimeters, "square-centimeter"),
            (UnitArea.squareFeet, "square-foot"), (UnitArea.squareInches, "square-inch"), (UnitArea.squareKilometers, "square-kilometer"),
            (UnitArea.squareMeters, "square-meter"), (UnitArea.squareMiles, "square-mile"), (UnitArea.squareYards, "square-yard"),
            (UnitConcentrationMass.milligramsPerDeciliter, "milligram-per-deciliter"),
            (UnitDispersion.partsPerMillion, "permillion"),
            (UnitDuration.hours, "hour"), (UnitDuration.minutes, "minute"), (UnitDuration.seconds, "second"),
            (UnitDuration.milliseconds, "millisecond"), (UnitDuration.microseconds, "microsecond"), (UnitDuration.nanoseconds, "nanosecond"),
            (UnitElectricCurrent.amperes, "ampere"), (UnitElectricCurrent.milliamperes, "milliampere"),
            (UnitElectricPotentialDifference.volts, "volt"), (UnitElectricResistance.ohms, "ohm"),
            (UnitEnergy.calories, "calorie"), (UnitEnergy.joules, "joule"), (UnitEnergy.kilocalories, "kilocalorie"),
            (UnitEnergy.kilojoules, "kilojoule"), (UnitEnergy.kilowattHours, "kilowatt-hour"),
            (UnitFrequency.hertz, "hertz"), (UnitFrequency.kilohertz, "kilohertz"), (UnitFrequency.megahertz, "megahertz"),
            (UnitFrequency.gigahertz, "gigahertz"),
            (UnitFuelEfficiency.litersPer100Kilometers, "liter-per-100-kilometer"),
            (UnitIlluminance.lux, "lux"),
            (UnitInformationStorage.bits, "bit"), (UnitInformationStorage.bytes, "byte"),
            (UnitInformationStorage.kilobits, "kilobit"), (UnitInformationStorage.kilobytes, "kilobyte"),
            (UnitInformationStorage.megabits, "megabit"), (UnitInformationStorage.megabytes, "megabyte"),
            (UnitInformationStorage.gigabits, "gigabit"), (UnitInformationStorage.gigabytes, "gigabyte"),
            (UnitInformationStorage.terabits, "terabit"), (UnitInformationStorage.terabytes, "terabyte"),
            (UnitInformationStorage.petabytes, "petabyte"),
            (UnitLength.astronomicalUnits, "astronomical-unit"), (UnitLength.centimeters, "centimeter"),
            (UnitLength.decimeters, "decimeter"), (UnitLength.fathoms, "fathom"), (UnitLength.feet, "foot"),
            (UnitLength.furlongs, "furlong"), (UnitLength.inches, "inch"), (UnitLength.kilometers, "kilometer"),
            (UnitLength.lightyears, "light-year"), (UnitLength.meters, "meter"), (UnitLength.micrometers, "micrometer"),
            (UnitLength.miles, "mile"), (UnitLength.millimeters, "millimeter"), (UnitLength.nanometers, "nanometer"),
            (UnitLength.nauticalMiles, "nautical-mile"), (UnitLength.parsecs, "parsec"), (UnitLength.picometers, "picometer"),
            (UnitLength.scandinavianMiles, "mile-scandinavian"), (UnitLength.yards, "yard"),
            (UnitMass.carats, "carat"), (UnitMass.grams, "gram"), (UnitMass.kilograms, "kilogram"),
            (UnitMass.metricTons, "tonne"), (UnitMass.micrograms, "microgram"), (UnitMass.milligrams, "milligram"),
            (UnitMass.ounces, "ounce"), (UnitMass.ouncesTroy, "ounce-troy"), (UnitMass.pounds, "pound"),
            (UnitMass.shortTons, "ton"), (UnitMass.stones, "stone"),
            (UnitPower.gigawatts, "gigawatt"), (UnitPower.horsepower, "horsepower"), (UnitPower.kilowatts, "kilowatt"),
            (UnitPower.megawatts, "megawatt"), (UnitPower.milliwatts, "milliwatt"), (UnitPower.watts, "watt"),
            (UnitPressure.bars, "bar"), (UnitPressure.hectopascals, "hectopascal"), (UnitPressure.inchesOfMercury, "inch-ofhg"),
            (UnitPressure.kilopascals, "kilopascal"), (UnitPressure.megapascals, "megapascal"), (UnitPressure.millibars, "millibar"),
            (UnitPressure.millimetersOfMercury, "millimeter-ofhg"), (UnitPressure.poundsForcePerSquareInch, "pound-force-per-square-inch"),
            (UnitSpeed.kilometersPerHour, "kilometer-per-hour"), (UnitSpeed.knots, "knot"),
            (UnitSpeed.metersPerSecond, "meter-per-second"), (UnitSpeed.milesPerHour, "mile-per-hour"),
            (UnitTemperature.celsius, "celsius"), (UnitTemperature.fahrenheit, "fahrenheit"), (UnitTemperature.kelvin, "kelvin"),
            (UnitVolume.acreFeet, "acre-foot"), (UnitVolume.bushels, "bushel"), (UnitVolume.centiliters, "centiliter"),
            (UnitVolume.cubicCentimeters, "cubic-centimeter"), (UnitVolume.cubicFeet, "cubic-foot"), (UnitVolume.cubicInches, "cubic-inch"),
            (UnitVolume.cubicKilometers, "cubic-kilometer"), (UnitVolume.cubicMeters, "cubic-meter"), (UnitVolume.cubicMiles, "cubic-mile"),
            (UnitVolume.cubicYards, "cubic-yard"), (UnitVolume.cups, "cup"), (UnitVolume.deciliters, "deciliter"),
            (UnitVolume.fluidOunces, "fluid-ounce"), (UnitVolume.gallons, "gallon"),
            (UnitVolume.imperialFluidOunces, "fluid-ounce-imperial"), (UnitVolume.imperialGallons, "gallon-imperial"),
            (UnitVolume.imperialPints, "pint"), (UnitVolume.imperialQuarts, "quart"),
            (UnitVolume.imperialTablespoons, "tablespoon"), (UnitVolume.imperialTeaspoons, "teaspoon"),
            (UnitVolume.liters, "liter"), (UnitVolume.megaliters, "megaliter"), (UnitVolume.metricCups, "cup-metric"),
            (UnitVolume.milliliters, "milliliter"), (UnitVolume.pints, "pint-metric"), (UnitVolume.quarts, "quart"),
            (UnitVolume.tablespoons, "tablespoon"), (UnitVolume.teaspoons, "teaspoon"),
        ]
        return Dictionary(grouping: pairs.map { (unit: $0.0, name: $0.1) }, by: { $0.unit.symbol })
    }()
}

// MARK: - What a number format style sets

/// Which options a `FloatingPointFormatStyle` sets. Apple's implementation turns them into
/// skeleton stems through an internal property; the public way to see them is the style's
/// `Codable` form, whose `collection` lists only what was set (`{}` for `.number`).
struct NumberOptions {
    /// Nothing set: ICU's default number, exactly as without a style.
    var isDefault = true
    /// A precision set (fraction length, significant digits), which replaces the usage's rounding.
    var hasPrecision = false

    /// The options `style` sets; none for nil, all (as if a precision) when it cannot be read.
    init(_ style: FloatingPointFormatStyle<Double>?) {
        guard let style else { return }
        guard let data = try? JSONEncoder().encode(style),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let collection = object["collection"] as? [String: Any] else {
            isDefault = false
            hasPrecision = true
            return
        }
        isDefault = collection.isEmpty
        hasPrecision = collection["precision"] != nil
    }
}

// MARK: - ICU

/// ICU's number formatter for measure-unit skeletons, through the toolchain's `_FoundationICU`
/// (the library Linux's Foundation formats numbers and dates with). Formatters are opened once
/// per skeleton and locale, as Apple caches its styles' formatters, and used under one lock.
enum MeasureFormatICU {
    /// One formatted number.
    struct Output {
        /// The whole text: "3.1 mi".
        var text: String
        /// The number written, after conversion and rounding (ICU's decimal form).
        var decimal: Double?
        /// Where the number is in `text` (UTF-16 offsets), sign and separators included.
        var numberSpan: Range<Int>?
        /// How many integer parts the text has: two for "6 ft, 2.8 in".
        var integerFields = 0
    }

    /// The opened formatters by locale and skeleton, and the lock every use of them holds.
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var formatters: [String: OpaquePointer] = [:]
    }
    private static let cache = Cache()

    /// The formatter for `skeleton` in `locale`, opened on first use; nil when ICU rejects the
    /// skeleton. The caller holds the cache's lock.
    private static func formatter(skeleton: String, locale: String) -> OpaquePointer? {
        let key = locale + "|" + skeleton
        if let formatter = cache.formatters[key] { return formatter }
        var status = U_ZERO_ERROR
        let units = Array(skeleton.utf16)
        guard let formatter = swift_unumf_openForSkeletonAndLocale(units, Int32(units.count), locale, &status),
              status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        if cache.formatters.count >= 512 {
            cache.formatters.values.forEach { swift_unumf_close($0) }
            cache.formatters.removeAll()
        }
        cache.formatters[key] = formatter
        return formatter
    }

    /// `value` formatted by `skeleton` in `locale`; nil when ICU fails.
    static func format(_ value: Double, skeleton: String, locale: String) -> Output? {
        cache.lock.lock()
        defer { cache.lock.unlock() }
        guard let formatter = formatter(skeleton: skeleton, locale: locale) else { return nil }
        var status = U_ZERO_ERROR
        guard let result = swift_unumf_openResult(&status), status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        defer { swift_unumf_closeResult(result) }
        swift_unumf_formatDouble(formatter, value, result, &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }

        let needed = swift_unumf_resultToString(result, nil, 0, &status)
        status = U_ZERO_ERROR
        var characters = [UChar](repeating: 0, count: Int(needed) + 1)
        let length = swift_unumf_resultToString(result, &characters, Int32(characters.count), &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        var output = Output(text: String(decoding: characters[0..<Int(length)], as: UTF16.self))

        var digits = [CChar](repeating: 0, count: 128)
        let count = swift_unumf_resultToDecimalNumber(result, &digits, Int32(digits.count - 1), &status)
        if status.rawValue <= U_ZERO_ERROR.rawValue, count > 0 {
            output.decimal = Double(String(decoding: digits[0..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        status = U_ZERO_ERROR

        guard let positions = swift_ufieldpositer_open(&status), status.rawValue <= U_ZERO_ERROR.rawValue else { return output }
        defer { swift_ufieldpositer_close(positions) }
        swift_unumf_resultGetAllFieldPositions(result, positions, &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue else { return output }
        var begin: Int32 = 0
        var end: Int32 = 0
        var lower = Int.max
        var upper = Int.min
        while true {
            let field = swift_ufieldpositer_next(positions, &begin, &end)
            guard field >= 0 else { break }
            if field == Int32(UNUM_MEASURE_UNIT_FIELD.rawValue) { continue }
            if field == Int32(UNUM_INTEGER_FIELD.rawValue) { output.integerFields += 1 }
            lower = min(lower, Int(begin))
            upper = max(upper, Int(end))
        }
        if lower < upper { output.numberSpan = lower..<upper }
        return output
    }
}
