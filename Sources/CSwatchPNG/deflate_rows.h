/*
 * The IDAT stream of an image as one raw deflate stream, by an encoder that knows it is
 * compressing image rows (deflate_rows.c). Private to the target: write.c is its user.
 */
#ifndef CSWATCHPNG_DEFLATE_ROWS_H
#define CSWATCHPNG_DEFLATE_ROWS_H

#include <stddef.h>
#include <stdint.h>

#include "CSwatchPNG.h"

typedef struct swatch_row_deflate swatch_row_deflate;

/* An encoder for rows of `width` pixels of `bpp` bytes (3: RGB, 4: RGBA) taken from RGBA
 * rows, or NULL when out of memory. */
swatch_row_deflate *swatch_row_deflate_new(unsigned width, unsigned bpp);

void swatch_row_deflate_free(swatch_row_deflate *encoder);

/* Writes the filtered rows of the `height` RGBA rows at `rgba` (same[y] = 1 when row y equals
 * row y - 1, as swatch_survey_rows finds) as a complete raw deflate stream (the last block
 * final, then padded to a byte) to `sink`, and returns the Adler-32 of the filtered bytes,
 * which the zlib wrapper ends with. The sink's flush may longjmp (libpng's errors): the
 * encoder then only has to be freed. */
uint32_t swatch_row_deflate_image(swatch_row_deflate *encoder, const unsigned char *rgba, unsigned height,
                                  const unsigned char *same, swatch_byte_sink *sink);

#endif
