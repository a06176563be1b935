/// The column an interpolated value is padded to: os's `OSLogStringAlignment`.
@frozen
public struct OSLogStringAlignment {
    /// The column width (0: no padding) and whether the value sits at its right edge.
    @usableFromInline let _columns: () -> Int
    @usableFromInline let _right: Bool

    @usableFromInline @_alwaysEmitIntoClient
    init(columns: @escaping () -> Int, right: Bool) {
        _columns = columns
        _right = right
    }

    /// No padding: the default.
    @_alwaysEmitIntoClient public static var none: OSLogStringAlignment { OSLogStringAlignment(columns: { 0 }, right: true) }

    /// Padded on the left to `columns` characters.
    @_alwaysEmitIntoClient
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, right: true)
    }

    /// Padded on the right to `columns` characters.
    @_alwaysEmitIntoClient
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, right: false)
    }

    /// `text` padded with spaces to the column width.
    @_alwaysEmitIntoClient
    public func _apply(_ text: String) -> String { OSLogStringAlignment._pad(text, columns: _columns(), right: _right) }

    /// `_apply` on the stored fields, for closures (see `OSLogPrivacy._render`).
    @_alwaysEmitIntoClient
    public static func _pad(_ text: String, columns: Int, right: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return right ? padding + text : text + padding
    }
}

/// How an integer is written: os's `OSLogIntegerFormatting`.
@frozen
public struct OSLogIntegerFormatting {
    /// 10, 16 or 8.
    @usableFromInline let _radix: Int
    @usableFromInline let _explicitPositiveSign: Bool
    @usableFromInline let _includePrefix: Bool
    @usableFromInline let _uppercase: Bool
    @usableFromInline let _minDigits: () -> Int

    @usableFromInline @_alwaysEmitIntoClient
    init(radix: Int, sign: Bool, prefix: Bool, uppercase: Bool, minDigits: @escaping () -> Int) {
        _radix = radix
        _explicitPositiveSign = sign
        _includePrefix = prefix
        _uppercase = uppercase
        _minDigits = minDigits
    }

    /// Decimal, as `%d`: the default.
    @_alwaysEmitIntoClient public static var decimal: OSLogIntegerFormatting { .decimal() }
    /// Lowercase hexadecimal without prefix, as `%x`.
    @_alwaysEmitIntoClient public static var hex: OSLogIntegerFormatting { .hex() }
    /// Octal without prefix, as `%o`.
    @_alwaysEmitIntoClient public static var octal: OSLogIntegerFormatting { .octal() }

    /// Decimal, with `+` before positive numbers if asked.
    @_alwaysEmitIntoClient
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, sign: explicitPositiveSign, prefix: false, uppercase: false, minDigits: { 0 })
    }
    /// Decimal, zero-padded to `minDigits`.
    @_alwaysEmitIntoClient
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, sign: explicitPositiveSign, prefix: false, uppercase: false, minDigits: minDigits)
    }
    /// Hexadecimal, with `0x` and capitals if asked.
    @_alwaysEmitIntoClient
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, sign: explicitPositiveSign, prefix: includePrefix, uppercase: uppercase, minDigits: { 0 })
    }
    /// Hexadecimal, zero-padded to `minDigits`.
    @_alwaysEmitIntoClient
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, sign: explicitPositiveSign, prefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }
    /// Octal, with a leading `0` if asked.
    @_alwaysEmitIntoClient
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, sign: explicitPositiveSign, prefix: includePrefix, uppercase: uppercase, minDigits: { 0 })
    }
    /// Octal, zero-padded to `minDigits`.
    @_alwaysEmitIntoClient
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, sign: explicitPositiveSign, prefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    /// `value` written in this format, as `printf` writes it.
    @_alwaysEmitIntoClient
    public func _format<T: BinaryInteger>(_ value: T) -> String {
        let (radix, sign, prefix, uppercase, minDigits) = _fields
        return OSLogIntegerFormatting._format(value, radix: radix, sign: sign, prefix: prefix, uppercase: uppercase, minDigits: minDigits())
    }

    /// The stored fields, for closures (see `OSLogPrivacy._render`).
    @_alwaysEmitIntoClient
    public var _fields: (Int, Bool, Bool, Bool, () -> Int) { (_radix, _explicitPositiveSign, _includePrefix, _uppercase, _minDigits) }

    /// `value` in `radix`, zero-padded to `minDigits`, with `+` and a prefix if asked.
    @_alwaysEmitIntoClient
    public static func _format<T: BinaryInteger>(_ value: T, radix: Int, sign: Bool, prefix: Bool, uppercase: Bool, minDigits: Int) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if prefix && value != 0 { digits = (radix == 16 ? (uppercase ? "0X" : "0x") : radix == 8 ? "0" : "") + digits }
        if value < 0 { return "-" + digits }
        return sign ? "+" + digits : digits
    }
}

/// How a floating-point number is written: os's `OSLogFloatFormatting`.
@frozen
public struct OSLogFloatFormatting {
    /// The `printf` conversion: `f`, `e`, `g` or `a`.
    @usableFromInline let _conversion: String
    /// Digits after the point; negative: `printf`'s default.
    @usableFromInline let _precision: () -> Int
    @usableFromInline let _explicitPositiveSign: Bool
    @usableFromInline let _uppercase: Bool

    @usableFromInline @_alwaysEmitIntoClient
    init(_ conversion: String, precision: @escaping () -> Int, sign: Bool, uppercase: Bool) {
        _conversion = conversion
        _precision = precision
        _explicitPositiveSign = sign
        _uppercase = uppercase
    }

    /// `%f`: the default.
    @_alwaysEmitIntoClient public static var fixed: OSLogFloatFormatting { .fixed() }
    /// `%a`.
    @_alwaysEmitIntoClient public static var hex: OSLogFloatFormatting { .hex() }
    /// `%e`.
    @_alwaysEmitIntoClient public static var exponential: OSLogFloatFormatting { .exponential() }
    /// `%g`.
    @_alwaysEmitIntoClient public static var hybrid: OSLogFloatFormatting { .hybrid() }

    /// `%f` with `printf`'s precision.
    @_alwaysEmitIntoClient
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting("f", precision: { -1 }, sign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%.Nf`: `\(price, format: .fixed(precision: 2))`.
    @_alwaysEmitIntoClient
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting("f", precision: precision, sign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%a`.
    @_alwaysEmitIntoClient
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting("a", precision: { -1 }, sign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%e` with `printf`'s precision.
    @_alwaysEmitIntoClient
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting("e", precision: { -1 }, sign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%.Ne`.
    @_alwaysEmitIntoClient
    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting("e", precision: precision, sign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%g` with `printf`'s precision.
    @_alwaysEmitIntoClient
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting("g", precision: { -1 }, sign: explicitPositiveSign, uppercase: uppercase)
    }
    /// `%.Ng`.
    @_alwaysEmitIntoClient
    public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting("g", precision: precision, sign: explicitPositiveSign, uppercase: uppercase)
    }

    /// `value` written by the C library's `vsnprintf`, as the unified log's `printf` would.
    @_alwaysEmitIntoClient
    public func _format(_ value: Double) -> String {
        OSLogFloatFormatting._format(value, conversion: _conversion, precision: _precision(), sign: _explicitPositiveSign, uppercase: _uppercase)
    }

    /// The stored fields, for closures (see `OSLogPrivacy._render`).
    @_alwaysEmitIntoClient
    public var _fields: (String, () -> Int, Bool, Bool) { (_conversion, _precision, _explicitPositiveSign, _uppercase) }

    /// `value` by `vsnprintf` with `%` + sign + precision + conversion.
    @_alwaysEmitIntoClient
    public static func _format(_ value: Double, conversion: String, precision: Int, sign: Bool, uppercase: Bool) -> String {
        let spec = "%" + (sign ? "+" : "") + (precision >= 0 ? ".\(precision)" : "")
            + (uppercase ? conversion.uppercased() : conversion)
        var buffer = [CChar](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBufferPointer { out in
            withVaList([value]) { vsnprintf(out.baseAddress, out.count, spec, $0) }
        }
        guard count >= 0 else { return String(value) }
        return String(decoding: buffer.prefix(min(Int(count), buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// How a Boolean is written: os's `OSLogBoolFormat`.
public enum OSLogBoolFormat: Sendable {
    /// `true` / `false`: the default.
    case truth
    /// `YES` / `NO`.
    case answer
}
