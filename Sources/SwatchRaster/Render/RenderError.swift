/// Why a render failed, each with a one-line message a command line can print after `error:`.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// Scale must be finite and in (0, 16].
    case invalidScale(CGFloat)
    /// `onPreferenceChange` actions kept changing state.
    case unsettled(passes: Int, keys: [String])
    /// The view laid out to a size with no pixels, or a non-finite size.
    case emptyImage(width: CGFloat, height: CGFloat)
    /// The root view's size is infinite or absurdly large (over 10⁷ points): no image can
    /// hold it. A degenerate frame anywhere below the root is not an error: that view is not
    /// drawn and a warning names it (docs/ARCHITECTURE.md §5.21).
    case invalidFrame(view: String, frame: CGRect)
    /// The image would exceed the pixel budget.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The view tree nests deeper than the rendering thread's stack can walk (`depth`
    /// levels were resolved when three quarters of the stack was used).
    case nestingTooDeep(depth: Int)

    /// The one-line message, without the `error:` prefix.
    public var description: String {
        switch self {
        case .invalidScale(let scale):
            return "invalid scale \(scale): must be a finite number greater than 0 and at most 16"
        case .unsettled(let passes, let keys):
            return "layout did not settle after \(passes) passes: onPreferenceChange for \(keys.joined(separator: ", ")) kept changing state"
        case .emptyImage(let width, let height):
            return "nothing to render: the view's size is \(width) × \(height) pt"
        case .invalidFrame(let view, let frame):
            return "\(view) has an invalid frame \(frame.minX), \(frame.minY), \(frame.width) × \(frame.height): sizes must be finite and at most 10000000 pt"
        case .tooManyPixels(let width, let height, let limit):
            return "image of \(width) × \(height) px exceeds the limit of \(limit) pixels"
        case .nestingTooDeep(let depth):
            return "the view nests too deeply: \(depth) levels used three quarters of this thread’s stack (raise it with `ulimit -s`, or flatten the view)"
        }
    }
}
