import Foundation

extension Text {
    /// SwiftUI's `Text.Layout`: a text's lines as it placed them, handed to a `TextRenderer`.
    /// Lines hold runs (a stretch of one style and direction), runs hold one slice per glyph;
    /// every position is in points from the text view's top-leading corner.
    public struct Layout: RandomAccessCollection, Equatable {
        let lines: [Line]
        /// Whether the text was cut short and ends in "…".
        public let isTruncated: Bool

        /// The first line's index.
        public var startIndex: Int { lines.startIndex }
        /// One past the last line's index.
        public var endIndex: Int { lines.endIndex }
        /// The line at `index`.
        public subscript(index: Int) -> Line { lines[index] }

        /// An index of a character in the text's string, as the glyphs of a run map to them.
        public typealias CharacterIndex = Int

        /// The position and extent of a line, run or slice: its baseline's left end, its
        /// width, and the font's ascent, descent and leading there.
        @frozen public struct TypographicBounds: Equatable {
            /// The left end of the baseline, from the text's top-leading corner.
            public var origin: CGPoint
            /// The advance width.
            public var width: CGFloat
            /// Points above the baseline.
            public var ascent: CGFloat
            /// Points below the baseline.
            public var descent: CGFloat
            /// The font's line gap.
            public var leading: CGFloat

            /// Empty bounds at the origin.
            public init() {
                origin = .zero
                width = 0
                ascent = 0
                descent = 0
                leading = 0
            }

            init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
                self.origin = origin
                self.width = width
                self.ascent = ascent
                self.descent = descent
                self.leading = leading
            }

            /// The box from the ascent above the baseline to the descent below it.
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }

        /// How lines, runs and slices are drawn into a context.
        @frozen public struct DrawingOptions: OptionSet, Sendable {
            /// The raw bits.
            public let rawValue: UInt32
            /// The options with these bits.
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Draws glyphs at their exact positions (glyphs are never quantized here).
            public static var disablesSubpixelQuantization: DrawingOptions { DrawingOptions(rawValue: 1) }
        }

        /// One line of the text: its runs in visual order.
        public struct Line: RandomAccessCollection, Equatable {
            let runs: [Run]
            /// The line's origin: the left end of its baseline.
            public let origin: CGPoint
            /// The line's bounds.
            public let typographicBounds: TypographicBounds

            /// The first run's index.
            public var startIndex: Int { runs.startIndex }
            /// One past the last run's index.
            public var endIndex: Int { runs.endIndex }
            /// The run at `index`.
            public subscript(index: Int) -> Run { runs[index] }
        }

        /// A run of glyphs of one style and direction; each element is a one-glyph slice.
        public struct Run: RandomAccessCollection, Equatable {
            let style: StyledRun
            let glyphs: [PlacedGlyph]
            /// The run's size after any `minimumScaleFactor` shrinking.
            let size: CGFloat
            /// The run's background box's top and height (its line's).
            let lineTop: CGFloat
            let lineHeight: CGFloat
            /// The direction its glyphs were shaped in.
            public let layoutDirection: LayoutDirection

            /// The first glyph's index.
            public var startIndex: Int { glyphs.startIndex }
            /// One past the last glyph's index.
            public var endIndex: Int { glyphs.endIndex }
            /// The glyph at `index`, as a slice of one.
            public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }
            /// The glyphs in `bounds`, as a slice.
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }

            /// The `customAttribute(_:)` of type `T` on this run, or nil.
            public subscript<T: TextAttribute>(key: T.Type) -> T? { style.custom[ObjectIdentifier(key)]?.base as? T }

            /// The characters each glyph came from.
            public var characterIndices: [CharacterIndex] { glyphs.map(\.character) }

            /// The run's bounds.
            public var typographicBounds: TypographicBounds { bounds(of: glyphs.indices) }

            func bounds(of indices: Range<Int>) -> TypographicBounds {
                guard let first = indices.first, let last = indices.last else { return TypographicBounds() }
                let metrics = style.metrics
                let ascent = metrics.ascent(size: size), descent = metrics.descent(size: size)
                let leading = Swift.max(0, metrics.lineHeight(size: size) - ascent - descent)
                return TypographicBounds(origin: CGPoint(x: glyphs[first].x, y: glyphs[first].y), width: glyphs[last].nextX - glyphs[first].x,
                                         ascent: ascent, descent: descent, leading: leading)
            }

            public static func == (a: Run, b: Run) -> Bool {
                a.style == b.style && a.glyphs == b.glyphs && a.size == b.size && a.layoutDirection == b.layoutDirection
            }
        }

        /// Some consecutive glyphs of a run.
        public struct RunSlice: RandomAccessCollection, Equatable {
            /// The run the glyphs belong to.
            public var run: Run
            /// The glyphs' indices in the run.
            public var indices: Range<Int>

            /// The glyphs `indices` of `run`.
            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices
            }

            /// The first glyph's index in the run.
            public var startIndex: Int { indices.lowerBound }
            /// One past the last glyph's index in the run.
            public var endIndex: Int { indices.upperBound }
            /// The glyph at `index`, as a slice of one.
            public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }
            /// The glyphs in `bounds`, as a slice.
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: run, indices: bounds) }

            /// The `customAttribute(_:)` of type `T` on the run, or nil.
            public subscript<T: TextAttribute>(key: T.Type) -> T? { run[key] }

            /// The characters each glyph came from.
            public var characterIndices: [CharacterIndex] { run.glyphs[indices].map(\.character) }

            /// The slice's bounds.
            public var typographicBounds: TypographicBounds { run.bounds(of: indices) }
        }
    }
}
