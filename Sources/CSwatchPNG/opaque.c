/*
 * The opacity check that decides between RGB and RGBA output: every pixel of every image is
 * scanned, so it reads eight pixels per step.
 */
#include "warnings.h"

#include <string.h>

#include "CSwatchPNG.h"

int swatch_rgba_is_opaque(const unsigned char *rgba, size_t count) {
    /* Two pixels per 64-bit word: both alpha bytes (bits 24-31 and 56-63) must be 0xFF. */
    const uint64_t mask = 0xFF000000FF000000ULL;
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t w[4];
        memcpy(w, rgba + i * 4, sizeof w);
        if ((w[0] & w[1] & w[2] & w[3] & mask) != mask) return 0;
    }
    for (; i < count; i++)
        if (rgba[i * 4 + 3] != 0xFF) return 0;
    return 1;
}
