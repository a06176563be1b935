import FoundationNetworkingGaps
#if canImport(Glibc)
import Glibc
#endif
import XCTest

/// Darwin's `sysctlbyname` for code inside `#if os(iOS)` (swift-perception's beta check).
final class SysctlTests: XCTestCase {
    /// swift-perception's call, word for word: the size query fails, so the version query
    /// does too, and the caller falls back (`ret == 0 ? … : false`).
    func testEveryNameIsUnknownAsDarwinAnswersForAnUnknownName() {
        var size = 0
        errno = 0
        XCTAssertEqual(sysctlbyname("kern.osversion", nil, &size, nil, 0), -1)
        XCTAssertEqual(errno, ENOENT)
        XCTAssertEqual(size, 0, "nothing is written")
        var version = [CChar](repeating: 0, count: size)
        let ret = sysctlbyname("kern.osversion", &version, &size, nil, 0)
        XCTAssertFalse(ret == 0 ? String(cString: version + [0]).last?.isLowercase == true : false)
    }
}
