/// The pieces of a log message: os's `OSLogInterpolation`. Each value is kept as a closure and
/// written only when the message is emitted, so a message below `SWATCH_LOG_LEVEL` evaluates
/// nothing — as on Apple, where arguments are formatted by the reader, not the caller.
@frozen
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// Each piece, given whether private values are revealed.
    @usableFromInline var _pieces: [(Bool) -> String]

    /// An empty message; the compiler calls this for a string literal.
    @_alwaysEmitIntoClient
    public init(literalCapacity: Int, interpolationCount: Int) {
        _pieces = []
        _pieces.reserveCapacity(2 * interpolationCount + 1)
    }

    /// Appends literal text, never redacted.
    @_alwaysEmitIntoClient
    public mutating func appendLiteral(_ literal: String) {
        _pieces.append { _ in literal }
    }

    /// Appends a value rendered by `text`, padded by `align` and redacted by `privacy`.
    @usableFromInline @_alwaysEmitIntoClient
    mutating func _append(isScalar: Bool, align: OSLogStringAlignment, privacy: OSLogPrivacy, _ text: @escaping () -> String) {
        // Only the fields are captured: see `OSLogPrivacy._render(_:kind:hashes:isScalar:reveal:)`.
        let kind = privacy._kind, hashes = privacy._hashes, columns = align._columns, right = align._right
        _pieces.append { reveal in
            OSLogStringAlignment._pad(
                OSLogPrivacy._render(text(), kind: kind, hashes: hashes, isScalar: isScalar, reveal: reveal),
                columns: columns(), right: right)
        }
    }

    /// Appends a string; redacted unless `privacy` is `.public`.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _append(isScalar: false, align: align, privacy: privacy, argumentString)
    }

    /// Appends any value's `description`; redacted unless `privacy` is `.public`.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _append(isScalar: false, align: align, privacy: privacy) { value().description }
    }

    /// Appends a type's name, as `\(Self.self)` in swift-syntax's own fault message.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _append(isScalar: false, align: align, privacy: privacy) { String(describing: value()) }
    }

    /// Appends an error's description; redacted unless `privacy` is `.public`.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto, attributes: String = "") {
        _append(isScalar: false, align: .none, privacy: privacy) { String(describing: error()) }
    }

    /// Appends an integer of another type, shown under `.auto` (a scalar).
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `Int`: one overload per integer type, as on Apple, so that a plain `\(count)`
    /// is formatted as a number and not taken by the `CustomStringConvertible` overload.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `Int8`: one overload per integer type, as on Apple, so that a plain `\(count)`
    /// is formatted as a number and not taken by the `CustomStringConvertible` overload.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int8, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `Int16`: one overload per integer type, as on Apple, so that a plain `\(count)`
    /// is formatted as a number and not taken by the `CustomStringConvertible` overload.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int16, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `Int32`: one overload per integer type, as on Apple, so that a plain `\(count)`
    /// is formatted as a number and not taken by the `CustomStringConvertible` overload.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int32, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `Int64`: one overload per integer type, as on Apple, so that a plain `\(count)`
    /// is formatted as a number and not taken by the `CustomStringConvertible` overload.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int64, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `UInt`: one overload per integer type, as on Apple, so that a plain `\(count)`
    /// is formatted as a number and not taken by the `CustomStringConvertible` overload.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `UInt8`: one overload per integer type, as on Apple, so that a plain `\(count)`
    /// is formatted as a number and not taken by the `CustomStringConvertible` overload.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt8, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `UInt16`: one overload per integer type, as on Apple, so that a plain `\(count)`
    /// is formatted as a number and not taken by the `CustomStringConvertible` overload.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt16, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `UInt32`: one overload per integer type, as on Apple, so that a plain `\(count)`
    /// is formatted as a number and not taken by the `CustomStringConvertible` overload.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt32, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an `UInt64`: one overload per integer type, as on Apple, so that a plain `\(count)`
    /// is formatted as a number and not taken by the `CustomStringConvertible` overload.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt64, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _appendInteger(number, format: format, align: align, privacy: privacy)
    }

    /// Appends an integer formatted by `format`.
    @usableFromInline @_alwaysEmitIntoClient
    mutating func _appendInteger<T: FixedWidthInteger>(_ number: @escaping () -> T, format: OSLogIntegerFormatting, align: OSLogStringAlignment, privacy: OSLogPrivacy) {
        let (radix, sign, prefix, uppercase, minDigits) = format._fields
        _append(isScalar: true, align: align, privacy: privacy) {
            OSLogIntegerFormatting._format(number(), radix: radix, sign: sign, prefix: prefix, uppercase: uppercase, minDigits: minDigits())
        }
    }

    /// Appends a double, `%f` unless `format` says otherwise; shown under `.auto`.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        let (conversion, precision, sign, uppercase) = format._fields
        _append(isScalar: true, align: align, privacy: privacy) {
            OSLogFloatFormatting._format(number(), conversion: conversion, precision: precision(), sign: sign, uppercase: uppercase)
        }
    }

    /// Appends a float, as a double is.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        let (conversion, precision, sign, uppercase) = format._fields
        _append(isScalar: true, align: align, privacy: privacy) {
            OSLogFloatFormatting._format(Double(number()), conversion: conversion, precision: precision(), sign: sign, uppercase: uppercase)
        }
    }

    /// Appends a Boolean as `true`/`false` or `YES`/`NO`; shown under `.auto`.
    @_alwaysEmitIntoClient
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        let answer: Bool
        switch format {
        case .truth: answer = false
        case .answer: answer = true
        }
        _append(isScalar: true, align: .none, privacy: privacy) {
            answer ? (boolean() ? "YES" : "NO") : (boolean() ? "true" : "false")
        }
    }
}
