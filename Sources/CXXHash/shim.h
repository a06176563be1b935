/*
 * xxHash (Debian's libxxhash-dev), for XXH3-128: the default pixel hash of the command line
 * and of batch manifests (docs/ARCHITECTURE.md §9), 35 times cheaper than SHA-256 per image.
 */
#ifndef SWATCHRASTER_CXXHASH_SHIM_H
#define SWATCHRASTER_CXXHASH_SHIM_H
#include <xxhash.h>
#endif
