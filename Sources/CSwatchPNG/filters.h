/*
 * PNG row filters, for the encoder's rows that are not copies of the row above. Private to
 * the target: write.c is their only user.
 */
#ifndef CSWATCHPNG_FILTERS_H
#define CSWATCHPNG_FILTERS_H

#include <stddef.h>

/* Applies PNG filter `type` (0 none, 1 sub, 2 up, 3 average, 4 paeth) to the `n` bytes of
 * `row`, with `prev` the previous row unfiltered and `bpp` bytes per pixel, into
 * out[0] = type and out[1...n] = the filtered bytes. */
void swatch_png_filter_row(int type, const unsigned char *row, const unsigned char *prev, size_t n,
                           unsigned bpp, unsigned char *out);

/* Sum of |signed byte| over the `n` filtered bytes after out[0]: libpng's "minimum sum of
 * absolute differences" cost, lower is likely smaller once deflated. */
unsigned long swatch_png_row_cost(const unsigned char *filtered, size_t n);

#endif
