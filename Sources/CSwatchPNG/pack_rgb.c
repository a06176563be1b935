/*
 * RGBA to RGB for opaque images: one SSSE3 shuffle per four pixels where the CPU has it (the
 * x86-64 baseline has only SSE2, so it is chosen at run time), else one 4-byte load and store
 * per pixel. The scalar loop was 15 % of encoding a @2x sheet's rows.
 */
#include "warnings.h"

#include <stdatomic.h>
#include <stdint.h>
#include <string.h>

#include "pack_rgb.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <tmmintrin.h>
#define HAVE_SSSE3_PATH 1
#endif

/* Per pixel: its first 4 bytes stored at 3x; the 4th is overwritten by the next pixel. */
static void pack_scalar(unsigned char *dst, const unsigned char *src, unsigned width) {
    for (unsigned x = 0; x < width; x++) {
        uint32_t pixel;
        memcpy(&pixel, src + (size_t)x * 4, 4);
        memcpy(dst + (size_t)x * 3, &pixel, 4);
    }
}

#if HAVE_SSSE3_PATH
__attribute__((target("ssse3"))) static void pack_ssse3(unsigned char *dst, const unsigned char *src,
                                                        unsigned width) {
    const __m128i rgb = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    unsigned x = 0;
    for (; x + 4 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(const void *)(src + (size_t)x * 4));
        _mm_storeu_si128((__m128i *)(void *)(dst + (size_t)x * 3), _mm_shuffle_epi8(pixels, rgb));
    }
    pack_scalar(dst + (size_t)x * 3, src + (size_t)x * 4, width - x);
}

static int has_ssse3(void) {
    unsigned a, b, c, d;
    return __get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSSE3);
}
#endif

void swatch_pack_rgb(unsigned char *dst, const unsigned char *src, unsigned width) {
#if HAVE_SSSE3_PATH
    /* 0 unknown, 1 no, 2 yes; threads that race to ask store the same answer. */
    static _Atomic int ssse3 = 0;
    int known = atomic_load_explicit(&ssse3, memory_order_relaxed);
    if (known == 0) {
        known = has_ssse3() ? 2 : 1;
        atomic_store_explicit(&ssse3, known, memory_order_relaxed);
    }
    if (known == 2) {
        pack_ssse3(dst, src, width);
        return;
    }
#endif
    pack_scalar(dst, src, width);
}
