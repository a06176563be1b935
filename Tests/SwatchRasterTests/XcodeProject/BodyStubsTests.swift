import Foundation
@testable import SwatchXcodeProject
import XCTest

/// A body whose code does not build here is stubbed instead of leaving out its file, so the
/// files that use its declarations still build (issue 46: cascades from one file were the
/// largest cost on the 30-app sample, 202 previews).
final class BodyStubsTests: XCTestCase {
    let source = """
    import UIKit

    final class Exporter {
        var count: Int { UIPasteboard.general.numberOfItems }
        var label: String {
            get { "x" }
            set { UIPasteboard.general.string = newValue }
        }

        init(name: String) {
            self.name = name
            UIAccessibility.post(notification: .announcement, argument: name)
        }
        let name: String

        func copy() {
            UIPasteboard.general.string = name
        }

        func image() -> UIImage? { UIImage(data: Data()) }
    }

    struct Row: View {
        var body: some View {
            Text(verbatim: UIPasteboard.general.string ?? "")
        }
    }
    """

    func testFindsTheInnermostBodyAroundALine() throws {
        let copy = try XCTUnwrap(BodyStubs.body(at: 17, column: 9, in: source))
        XCTAssertEqual(copy.name, "func copy()")
        XCTAssertEqual(copy.braceLine, 16)
        XCTAssertEqual(try XCTUnwrap(BodyStubs.body(at: 4, column: 24, in: source)).name, "var count")
        XCTAssertEqual(try XCTUnwrap(BodyStubs.body(at: 7, column: 19, in: source)).name, "set of label")
        XCTAssertEqual(try XCTUnwrap(BodyStubs.body(at: 12, column: 9, in: source)).name, "init(name:)")
        XCTAssertEqual(try XCTUnwrap(BodyStubs.body(at: 25, column: 13, in: source)).name, "var body")
    }

    func testAnErrorInASignatureOrStoredPropertyHasNoBody() {
        // The return type of `image()` and the stored `name` are not inside any body.
        XCTAssertNil(BodyStubs.body(at: 20, column: 27, in: source))
        XCTAssertNil(BodyStubs.body(at: 14, column: 5, in: source))
        XCTAssertNil(BodyStubs.body(at: 1, column: 1, in: source))
    }

    func testStubsKeepLinesAndChooseByResult() throws {
        let bodies = [(17, 9), (4, 24), (7, 19), (12, 9), (25, 13), (20, 32)].compactMap { BodyStubs.body(at: $0.0, column: $0.1, in: source) }
        XCTAssertEqual(bodies.count, 6)
        let stubbed = BodyStubs.stubbing(bodies, in: source) { "left out: \($0.name) \"quoted\"" }
        let lines = stubbed.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, source.components(separatedBy: "\n").count, "every line stays where it was")
        XCTAssertFalse(stubbed.contains("UIPasteboard"), "no stubbed body keeps its code")
        // Nothing to return: an empty body. A value: fatalError. An opaque result: return it.
        XCTAssertEqual(lines[15].trimmingCharacters(in: .whitespaces), "func copy() {")
        XCTAssertTrue(lines[3].contains("var count: Int { fatalError(\"left out: var count \\\"quoted\\\"\") }"), lines[3])
        XCTAssertTrue(lines[6].contains("set {"), lines[6])
        XCTAssertFalse(lines[6].contains("fatalError"), "a setter returns nothing")
        XCTAssertTrue(lines[5].contains("get { \"x\" }"), "the getter that builds is kept")
        XCTAssertEqual(lines[9].trimmingCharacters(in: .whitespaces), "init(name: String) {", "an initializer's first stub is empty")
        let trapping = BodyStubs.stubbing(bodies.map { $0.isInitializer ? $0.trapping() : $0 }, in: source) { _ in "left out" }
        XCTAssertTrue(trapping.components(separatedBy: "\n")[9].contains("init(name: String) { fatalError(\"left out\")"), "its second traps")
        XCTAssertTrue(lines[23].contains("var body: some View { return fatalError("), lines[23])
        XCTAssertTrue(lines[19].contains("func image() -> UIImage? { fatalError("), lines[19])
        // The declaration after a stub is untouched.
        XCTAssertEqual(lines[13].trimmingCharacters(in: .whitespaces), "let name: String")
    }

    /// The stubbed file type-checks with the real compiler: the stubs are valid Swift for each
    /// kind of result (this is what lets the rest of an app build).
    func testStubbedSourceCompiles() throws {
        let plain = """
        protocol Shape { }
        extension Never: Shape { }
        struct Circle: Shape { }
        final class Model {
            let name: String
            var total: Int { missingCall() }
            init(name: String) { self.name = name; missingCall() }
            func load() { missingCall() }
            func make() -> some Shape { missingCall() }
            subscript(i: Int) -> String { missingCall() }
            var label: String {
                get { missingCall() }
                set { missingCall() }
            }
        }
        """
        var bodies: [StubbedBody] = []
        for (index, line) in plain.components(separatedBy: "\n").enumerated() {
            var searchStart = line.startIndex
            while let r = line.range(of: "missingCall()", range: searchStart..<line.endIndex) {
                let column = line.distance(from: line.startIndex, to: r.lowerBound) + 1
                if let body = BodyStubs.body(at: index + 1, column: column, in: plain) { bodies.append(body) }
                searchStart = r.upperBound
            }
        }
        XCTAssertEqual(bodies.count, 7)
        // The initializer's empty stub cannot build (`name` has no default): the compiler
        // says so at its closing brace, which finds the same body, whose stub then traps.
        var stubbed = BodyStubs.stubbing(bodies, in: plain) { "left out: \($0.name)" }
        XCTAssertFalse(stubbed.contains("missingCall"))
        let first = try compile(stubbed)
        XCTAssertNotEqual(first.status, 0)
        let pattern = try Regex(#"Stubbed\.swift:(\d+):(\d+): error: return from initializer without initializing all stored properties"#)
        let location = try XCTUnwrap(first.output.firstMatch(of: pattern))
        let line = try XCTUnwrap(location.output[1].substring.flatMap { Int($0) })
        let column = try XCTUnwrap(location.output[2].substring.flatMap { Int($0) })
        let again = try XCTUnwrap(BodyStubs.body(at: line, column: column, in: stubbed))
        XCTAssertTrue(again.isInitializer)
        XCTAssertTrue(bodies.contains(again), "the same body as before")
        bodies = bodies.map { $0 == again ? $0.trapping() : $0 }
        stubbed = BodyStubs.stubbing(bodies, in: plain) { "left out: \($0.name)" }
        let second = try compile(stubbed)
        XCTAssertEqual(second.status, 0, "the stubbed file builds:\n\(stubbed)\n\(second.output)")
    }

    /// A function declared `throws` whose body is left out throws, with the message, so its
    /// callers' `try?` and `catch` go on (Sprite Catalog's Core Image hue rotation); without
    /// Foundation in view, or with `rethrows` or a typed `throws`, it traps as before.
    func testAThrowingFunctionsStubThrows() throws {
        let source = """
        import Foundation
        struct Filter {
            func hueRotate(angle: Double) throws -> Int { missingCall() }
            func rethrowing(_ body: () throws -> Void) rethrows -> Int { missingCall() }
            func typed() throws(CancellationError) -> Int { missingCall() }
        }
        let rotated = (try? Filter().hueRotate(angle: 30)) ?? -1
        """
        let sourceLines = source.components(separatedBy: "\n")
        let bodies = [3, 4, 5].compactMap { line -> StubbedBody? in
            guard let found = sourceLines[line - 1].range(of: "missingCall") else { return nil }
            return BodyStubs.body(at: line, column: sourceLines[line - 1].distance(from: sourceLines[line - 1].startIndex, to: found.lowerBound) + 1, in: source)
        }
        XCTAssertEqual(bodies.count, 3)
        let stubbed = BodyStubs.stubbing(bodies, in: source) { "left out: \($0.name)" }
        let lines = stubbed.components(separatedBy: "\n")
        XCTAssertTrue(lines[2].contains("throw NSError(domain: \"LeftOutOnLinux\", code: 1, userInfo: [NSLocalizedDescriptionKey: \"left out: func hueRotate()\"])"), lines[2])
        XCTAssertTrue(lines[3].contains("fatalError("), lines[3])
        XCTAssertTrue(lines[4].contains("fatalError("), lines[4])
        XCTAssertEqual(try compile(stubbed).status, 0, stubbed)
        let withoutFoundation = BodyStubs.stubbing(bodies, in: source.replacingOccurrences(of: "import Foundation", with: "")) { _ in "left out" }
        XCTAssertTrue(withoutFoundation.components(separatedBy: "\n")[2].contains("fatalError("))
    }

    /// A Composable Architecture reducer's body cannot trap (`Never` is no `Reducer`: "return
    /// type of property 'body' requires that 'Never' conform to 'Reducer'", which cost
    /// Construct its AppState file and every feature naming it). Its stub is an
    /// `EmptyReducer` typed from the declaration; the file builds with the real compiler
    /// against declarations shaped as TCA 1.x writes them (Reducer.swift, ReducerBuilder.swift,
    /// EmptyReducer.swift of pointfreeco/swift-composable-architecture).
    func testAReducerBodyStubsAsAnEmptyReducer() throws {
        let source = """
        protocol Reducer<State, Action> {
            associatedtype State
            associatedtype Action
            associatedtype Body
            @ReducerBuilder<State, Action> var body: Body { get }
        }
        typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
        @resultBuilder enum ReducerBuilder<State, Action> {
            static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R { reducer }
        }
        struct EmptyReducer<State, Action>: Reducer {
            var body: Never { return fatalError() }
        }
        struct Feature: Reducer {
            struct State { var count = 0 }
            enum Action { case tap }
            var body: some ReducerOf<Self> {
                Crashlytics.crashlytics()
            }
            var child: some Reducer<State, Action> { missingCall() }
            var old: some Reducer { missingCall() }
        }
        """
        let lines = source.components(separatedBy: "\n")
        let bodies = lines.enumerated().compactMap { index, line -> StubbedBody? in
            guard let call = line.range(of: "Crashlytics") ?? line.range(of: "missingCall") else { return nil }
            return BodyStubs.body(at: index + 1, column: line.distance(from: line.startIndex, to: call.lowerBound) + 1, in: source)
        }
        XCTAssertEqual(bodies.map(\.name), ["var body", "var child", "var old"])
        XCTAssertFalse(BodyStubs.stubbing(bodies, in: source) { _ in "" }.contains("Crashlytics"))
        let stubbed = BodyStubs.stubbing(bodies, in: source) { "left out: \($0.name)" }
        let out = stubbed.components(separatedBy: "\n")
        XCTAssertEqual(out.count, lines.count, "every line stays where it was")
        XCTAssertTrue(out[16].contains("var body: some ReducerOf<Self> { return EmptyReducer<Self.State, Self.Action>() "), out[16])
        XCTAssertTrue(out[19].contains("{ return EmptyReducer<State, Action>() }"), out[19])
        XCTAssertTrue(out[20].contains("var old: some Reducer { return EmptyReducer<State, Action>() }"), out[20])
        XCTAssertEqual(try compile(stubbed).status, 0, stubbed)
        // Any other opaque result keeps its trap.
        XCTAssertEqual(BodyStubs.stubbing([try XCTUnwrap(BodyStubs.body(at: 25, column: 13, in: self.source))], in: self.source) { _ in "x" }
            .components(separatedBy: "\n")[23].contains("return fatalError("), true)
    }

    /// Compiles `source` as a library file through SIL, where definite initialization is
    /// checked (type-checking alone would accept an empty initializer).
    private func compile(_ source: String) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bodystubs-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Stubbed.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse-as-library", "-emit-sil", "-o", "/dev/null", file.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    func testBuildErrorsCarryTheirColumn() {
        let sources = URL(fileURLWithPath: "/tmp/Pkg/Sources/App")
        let output = "/tmp/Pkg/Sources/App/Model.swift:17:9: error: cannot find 'UIPasteboard' in scope\n"
        let errors = BuildDiagnostics.firstErrors(in: output, sources: sources, projectFolder: URL(fileURLWithPath: "/tmp/Project"))
        XCTAssertEqual(errors.first?.column, 9)
        XCTAssertEqual(errors.first?.line, 17)
    }
}
