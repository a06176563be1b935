#ifndef CSWATCH_TEST_OBSERVER_H
#define CSWATCH_TEST_OBSERVER_H

// Nothing to call: this target only registers SwatchRasterTesting's XCTest observer when the
// test binary loads (see observer.c).

#endif
