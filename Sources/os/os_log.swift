/// Writes a `printf`-style message: os's `os_log` (iOS 10). `%@` and `%s` arguments are
/// private unless the specifier says `%{public}@`, numbers public, as on Apple.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    guard log._enabled else { return }
    _SwatchLog.emit(level: type, subsystem: log._subsystem, category: log._category, message: _legacyMessage(message.description, args))
}

/// Writes a `printf`-style message at `type`: os's `os_log(_:dso:log:_:_:)` (iOS 12).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
    guard log._enabled else { return }
    _SwatchLog.emit(level: type, subsystem: log._subsystem, category: log._category, message: _legacyMessage(message.description, args))
}

/// Writes an interpolated message: os's `os_log(_:log:_:)` (iOS 14), as `Logger` does.
public func os_log(_ type: OSLogType = .default, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}

/// `format` with `args` substituted: `%@` and `%s` by `String(describing:)`, the others by the
/// C library; `{public}`/`{private}` annotations applied and removed. `%%` is a percent sign.
func _legacyMessage(_ format: String, _ args: [any CVarArg]) -> OSLogMessage {
    var output = OSLogInterpolation(literalCapacity: format.utf8.count, interpolationCount: args.count)
    var remaining = args[...]
    var scanner = format[...]
    while let percent = scanner.firstIndex(of: "%") {
        output.appendLiteral(String(scanner[..<percent]))
        var index = format.index(after: percent)
        guard index < scanner.endIndex else { output.appendLiteral("%"); scanner = scanner[index...]; break }
        if format[index] == "%" { output.appendLiteral("%"); scanner = format[format.index(after: index)...]; continue }
        var privacy: OSLogPrivacy = .auto
        if format[index] == "{", let close = format[index...].firstIndex(of: "}") {
            let annotation = format[format.index(after: index)..<close]
            if annotation.contains("public") { privacy = .public } else if annotation.contains("private") || annotation.contains("sensitive") { privacy = .private }
            index = format.index(after: close)
        }
        var specifier = "%"
        while index < format.endIndex, !"diouxXeEfFgGaAcsSp@".contains(format[index]) {
            specifier.append(format[index]); index = format.index(after: index)
        }
        guard index < format.endIndex else { output.appendLiteral(specifier); scanner = format[index...]; break }
        let conversion = format[index]
        scanner = format[format.index(after: index)...]
        guard let argument = remaining.popFirst() else { continue }
        let isScalar = !"s@S".contains(conversion)
        let rendered: String
        if conversion == "@" || conversion == "s" || conversion == "S" {
            rendered = String(describing: argument)
        } else {
            specifier.append(conversion)
            var buffer = [CChar](repeating: 0, count: 256)
            let count = buffer.withUnsafeMutableBufferPointer { out in
                withVaList([argument]) { vsnprintf(out.baseAddress, out.count, specifier, $0) }
            }
            rendered = String(decoding: buffer.prefix(max(0, min(Int(count), 255))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        output._append(isScalar: isScalar, align: .none, privacy: privacy) { rendered }
    }
    output.appendLiteral(String(scanner))
    return OSLogMessage(stringInterpolation: output)
}
