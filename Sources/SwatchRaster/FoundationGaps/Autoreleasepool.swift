/// Objective-C's autorelease pool, which Apple's Foundation brings and image code wraps its
/// loops in (Nuke, 9 of its bodies in PetNote's build). Swift on Linux has no autorelease:
/// objects are freed when their last reference goes, so the pool is the body alone.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
