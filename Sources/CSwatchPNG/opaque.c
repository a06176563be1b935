/*
 * The opacity check that decides between RGB and RGBA output: every pixel of the rows unlike
 * the row above is scanned, so it reads sixteen pixels per step (SSE2), else eight.
 */
#include "warnings.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "CSwatchPNG.h"

int swatch_rgba_is_opaque(const unsigned char *rgba, size_t count) {
    size_t i = 0;
#if defined(__SSE2__)
    /* Sixteen pixels per step: AND them, then every alpha byte (each 4th) must be 0xFF. */
    const __m128i ones = _mm_set1_epi8((char)0xFF);
    for (; i + 16 <= count; i += 16) {
        const __m128i *p = (const __m128i *)(const void *)(rgba + i * 4);
        __m128i all = _mm_and_si128(_mm_and_si128(_mm_loadu_si128(p), _mm_loadu_si128(p + 1)),
                                    _mm_and_si128(_mm_loadu_si128(p + 2), _mm_loadu_si128(p + 3)));
        if ((_mm_movemask_epi8(_mm_cmpeq_epi8(all, ones)) & 0x8888) != 0x8888) return 0;
    }
#endif
    /* Two pixels per 64-bit word: both alpha bytes (bits 24-31 and 56-63) must be 0xFF. */
    const uint64_t mask = 0xFF000000FF000000ULL;
    for (; i + 8 <= count; i += 8) {
        uint64_t w[4];
        memcpy(w, rgba + i * 4, sizeof w);
        if ((w[0] & w[1] & w[2] & w[3] & mask) != mask) return 0;
    }
    for (; i < count; i++)
        if (rgba[i * 4 + 3] != 0xFF) return 0;
    return 1;
}
