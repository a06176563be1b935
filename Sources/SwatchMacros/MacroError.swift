/// A macro misuse, reported at the macro's use as a compiler error.
struct MacroError: Error, CustomStringConvertible {
    /// The message the compiler prints.
    let description: String
    init(_ description: String) { self.description = description }
}
