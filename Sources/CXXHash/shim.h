/*
 * xxHash (Debian's libxxhash-dev), for XXH3-128: the default pixel hash of the command line
 * and of batch manifests (docs/ARCHITECTURE.md §9), 35 times cheaper than SHA-256 per image.
 * On x86-64 the library also has XXH3_128bits_update_dispatch, which picks the AVX2 or
 * AVX-512 loop the CPU has (the plain function is SSE2): same hash, fewer instructions.
 */
#ifndef SWATCHRASTER_CXXHASH_SHIM_H
#define SWATCHRASTER_CXXHASH_SHIM_H
#include <xxhash.h>
#if defined(__x86_64__)
/* The declarations only: not its macros that rename the plain functions. */
#define XXH_DISPATCH_DISABLE_REPLACE 1
#include <xxh_x86dispatch.h>
#endif
#endif
