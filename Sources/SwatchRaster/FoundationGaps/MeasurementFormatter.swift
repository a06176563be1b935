import Foundation

/// Foundation's `MeasurementFormatter` ("68°F", "3.1 mi"), which swift-corelibs-foundation
/// declares unavailable. Weather, fitness and travel screens show measurements this way. This
/// class shadows that declaration, as `DateComponentsFormatter` does. swift-foundation has no
/// measurement format style to build on, so the text is composed here: the number by
/// `numberFormatter`, the unit by its symbol, and, unless `.providedUnit` is asked for, the
/// value converted to the en_US locale's units first (temperature to °F, length to miles or
/// feet, speed to mph, mass to pounds), as Apple's formatter converts for its locale.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// Choices about the unit shown.
    public struct UnitOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options with `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Show the measurement's own unit, unconverted.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// Pick the unit by magnitude within the locale's system.
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// Show a temperature's degrees without C or F.
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// Unit choices; none by default (the locale's units).
    open var unitOptions: UnitOptions = []
    /// How long the unit is written; `.medium` by default.
    open var unitStyle: Formatter.UnitStyle = .medium
    /// The language and measurement system; en_US unless set, so output never depends on the
    /// machine.
    open var locale: Locale! = Locale(identifier: "en_US")
    /// Writes the number; decimal with up to 3 fraction digits by default.
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        return formatter
    }()

    /// A formatter with Apple's defaults.
    public override init() { super.init() }
    /// Decoding is not supported on Linux; the defaults are used.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `measurement` written with its unit: "68°F", "5.2 km".
    open func string<UnitType>(from measurement: Measurement<UnitType>) -> String {
        var shown = Measurement(value: measurement.value, unit: measurement.unit as Unit)
        if !unitOptions.contains(.providedUnit), let target = localUnit(for: measurement.unit),
           let dimension = measurement.unit as? Dimension, type(of: target) == type(of: dimension) {
            let base = dimension.converter.baseUnitValue(fromValue: measurement.value)
            shown = Measurement(value: target.converter.value(fromBaseUnitValue: base), unit: target)
        }
        let number = numberFormatter.string(from: NSNumber(value: shown.value)) ?? "\(shown.value)"
        if shown.unit is UnitTemperature {
            if unitOptions.contains(.temperatureWithoutUnit) { return number + "°" }
            return unitStyle == .long ? "\(number) \(longName(shown.unit, plural: shown.value != 1))" : number + shown.unit.symbol
        }
        switch unitStyle {
        case .long: return "\(number) \(longName(shown.unit, plural: shown.value != 1))"
        default: return "\(number) \(shown.unit.symbol)"
        }
    }

    /// The unit's name in `unitStyle`: its symbol, or its long name.
    open func string(from unit: Unit) -> String {
        unitStyle == .long ? longName(unit, plural: true) : unit.symbol
    }

    /// A `Measurement` written; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let measurement = obj as? Measurement<Unit> else { return nil }
        return string(from: measurement)
    }

    /// The unit en_US shows for `unit`'s dimension; nil to keep `unit`.
    private func localUnit(for unit: Unit) -> Dimension? {
        let metric = (locale ?? Locale(identifier: "en_US")).measurementSystem == .metric
        switch unit {
        case is UnitTemperature: return metric ? UnitTemperature.celsius : UnitTemperature.fahrenheit
        case is UnitSpeed: return metric ? UnitSpeed.kilometersPerHour : UnitSpeed.milesPerHour
        case let length as UnitLength where !metric:
            let large: Set<String> = [UnitLength.kilometers.symbol, UnitLength.megameters.symbol, UnitLength.miles.symbol]
            return large.contains(length.symbol) ? UnitLength.miles : UnitLength.feet
        case is UnitMass where !metric: return UnitMass.pounds
        default: return nil
        }
    }

    /// English long names for the common units, else the symbol.
    private func longName(_ unit: Unit, plural: Bool) -> String {
        let names: [String: String] = [
            "°C": "degrees Celsius", "°F": "degrees Fahrenheit", "km": "kilometers", "m": "meters",
            "cm": "centimeters", "mm": "millimeters", "mi": "miles", "ft": "feet", "in": "inches",
            "yd": "yards", "kg": "kilograms", "g": "grams", "lb": "pounds", "oz": "ounces",
            "km/h": "kilometers per hour", "mph": "miles per hour", "m/s": "meters per second",
            "L": "liters", "mL": "milliliters", "kcal": "kilocalories", "cal": "calories",
        ]
        guard var name = names[unit.symbol] else { return unit.symbol }
        if !plural {
            name = name.replacingOccurrences(of: "feet", with: "foot").replacingOccurrences(of: "inches", with: "inch")
            if name.hasSuffix("s") { name.removeLast() }
            name = name.replacingOccurrences(of: "degrees", with: "degree").replacingOccurrences(of: "s per", with: " per")
        }
        return name
    }
}
