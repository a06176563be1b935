// Registers SwatchRasterTesting's XCTest observer when a test binary loads, before XCTest
// runs its first test. Snapshot failures write their images under the running test's class
// and method (docs/ARCHITECTURE.md §10), and XCTest on Linux names the running test only to
// observers that were registered before the test started; registering on the first snapshot
// call would miss the test making it. Swift has no load-time initializers, so a C
// constructor calls the Swift function (declared with @_cdecl in SwatchRasterTesting).

#include "CSwatchTestObserver.h"

extern void swatch_testing_register_xctest_observer(void);

__attribute__((constructor)) static void swatch_testing_load(void) {
    swatch_testing_register_xctest_observer();
}
