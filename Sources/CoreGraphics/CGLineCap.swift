import Foundation

// Part of the Linux `CoreGraphics` module (docs/ARCHITECTURE.md §2.7); `StrokeStyle` uses both.

/// Core Graphics' line cap, which Foundation on Linux lacks: how a stroke ends at the open
/// ends of a subpath (and of every dash).
public enum CGLineCap: Int32, Sendable {
    /// The stroke stops exactly at the end point.
    case butt = 0
    /// A half disc of the line width's diameter is added at the end.
    case round = 1
    /// The stroke continues half the line width past the end point.
    case square = 2
}

/// Core Graphics' line join, which Foundation on Linux lacks: how a stroke turns a corner.
public enum CGLineJoin: Int32, Sendable {
    /// The outer edges are extended to meet in a point, unless that point is farther than
    /// the miter limit allows, in which case the corner is bevelled.
    case miter = 0
    /// The corner is rounded with a disc of the line width's diameter.
    case round = 1
    /// The outer corners are joined by a straight line.
    case bevel = 2
}
