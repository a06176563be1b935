/// A log message written as a string literal with interpolations: os's `OSLogMessage`. As on
/// Apple, a `String` variable is not a message: `logger.info(text)` does not compile, and
/// `logger.info("\(text)")` does.
@frozen
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The message's pieces.
    public let interpolation: OSLogInterpolation

    /// A message of interpolated pieces.
    @_alwaysEmitIntoClient
    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    /// A message of literal text.
    @_alwaysEmitIntoClient
    public init(stringLiteral value: String) {
        var pieces = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        pieces.appendLiteral(value)
        interpolation = pieces
    }

    /// The text as the log shows it; `reveal` shows private values.
    @_alwaysEmitIntoClient
    public func _text(reveal: Bool) -> String {
        var text = ""
        for piece in interpolation._pieces { text += piece(reveal) }
        return text
    }
}

/// The message of a signpost: os's `SignpostMetadata`, the same interpolated message.
public typealias SignpostMetadata = OSLogMessage
