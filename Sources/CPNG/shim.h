/*
 * libpng and zlib, for CSwatchPNG's C sources and for tests that check our Adler-32 against
 * zlib's adler32().
 */
#ifndef SWATCHRASTER_CPNG_SHIM_H
#define SWATCHRASTER_CPNG_SHIM_H
#include <png.h>
#include <zlib.h>
#endif
