/*
 * Turns on -Wall -Wextra for the file that includes it first. Package.swift cannot pass
 * warning flags without unsafeFlags, which SwiftPM refuses in a package used as a
 * dependency; a pragma can, and as it makes warnings, never errors, it cannot break a
 * dependent's build (nor show through -w, which silences it like any warning).
 * scripts/c-warnings compiles every file with -Wall -Wextra -Werror (clang and gcc) for CI;
 * it defines CSWATCHPNG_WARNING_FLAGS_GIVEN, because these pragmas would turn its errors
 * back into warnings.
 */
#ifndef CSWATCHPNG_WARNINGS_H
#define CSWATCHPNG_WARNINGS_H
#if defined(__clang__) && !defined(CSWATCHPNG_WARNING_FLAGS_GIVEN)
#pragma clang diagnostic warning "-Wall"
#pragma clang diagnostic warning "-Wextra"
#endif
#endif
