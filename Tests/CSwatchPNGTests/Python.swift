import Foundation
import XCTest

/// Runs `script` with python3, `input` on its stdin; returns its stdout. The script must read
/// all its input before it writes, so that the pipes cannot deadlock. Python's zlib is the
/// independent decoder these tests check the encoder's streams with.
func runPython(_ script: String, input: Data) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    let stdin = Pipe(), stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "python3 failed")
    return output
}
