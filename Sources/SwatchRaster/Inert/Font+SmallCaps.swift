extension Font {
    /// The same font with small capitals for lower- and uppercase letters. Drawn in normal
    /// case here: the system face (Inter) and DejaVu have no small-cap glyphs ('smcp' or
    /// 'c2sc'), and synthesizing them would not match iOS's SF Pro; the call compiles so the
    /// view around it renders.
    public func smallCaps() -> Font { self }

    /// The same font with small capitals for lowercase letters; drawn in normal case here
    /// (see `smallCaps()`).
    public func lowercaseSmallCaps() -> Font { self }

    /// The same font with small capitals for uppercase letters; drawn in normal case here
    /// (see `smallCaps()`).
    public func uppercaseSmallCaps() -> Font { self }
}
