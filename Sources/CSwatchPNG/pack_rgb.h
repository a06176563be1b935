/*
 * RGBA rows to RGB, for opaque images (pack_rgb.c). Private to the target.
 */
#ifndef CSWATCHPNG_PACK_RGB_H
#define CSWATCHPNG_PACK_RGB_H

/* Writes the R, G, B bytes of `width` RGBA pixels at `src` to `dst` (3 * width bytes). It may
 * store up to 4 bytes past them (whole 4-byte and 16-byte stores), which the caller has room
 * for. */
void swatch_pack_rgb(unsigned char *dst, const unsigned char *src, unsigned width);

#endif
