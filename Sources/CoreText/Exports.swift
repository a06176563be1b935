// `import CoreText` on Linux (docs/ARCHITECTURE.md §2.7): Core Text's font manager and the
// font and descriptor names apps call around it. Apple's Core Text brings Core Graphics and
// Core Foundation; this brings our CoreGraphics (whose `CFArray`, `CFString`, `CFURL` stand
// for them).
@_exported import CoreGraphics
