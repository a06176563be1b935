/*
 * Adler-32, the checksum a PNG's zlib stream ends with. zlib 1.2.13 computes it one byte at a
 * time (3.5 instructions per byte); over the rows of a 2 Mpx sheet that was 15 % of encoding,
 * so the encoder uses this SSE2 version, 16 bytes per step. The scalar version is the
 * fallback on machines without SSE2, and both are exported so tests check each against zlib.
 */
#include "warnings.h"

#include "CSwatchPNG.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Adler-32's modulus: the largest prime below 2^16. */
#define ADLER_BASE 65521u
/* zlib's NMAX: the most bytes after which s2 still fits 32 bits before reducing, starting
 * from s1, s2 < ADLER_BASE with all bytes 255 (255·n(n+1)/2 + (n+1)(BASE−1) < 2^32). */
#define ADLER_NMAX 5552u

uint32_t swatch_adler32_scalar(uint32_t adler, const unsigned char *buf, size_t len) {
    uint32_t s1 = adler & 0xFFFF, s2 = adler >> 16;
    while (len > 0) {
        size_t chunk = len < ADLER_NMAX ? len : ADLER_NMAX;
        for (size_t i = 0; i < chunk; i++) {
            s1 += buf[i];
            s2 += s1;
        }
        s1 %= ADLER_BASE;
        s2 %= ADLER_BASE;
        buf += chunk;
        len -= chunk;
    }
    return s2 << 16 | s1;
}

#if defined(__SSE2__)
/* Per block of 16 bytes b0..b15, with s1 the running byte sum before the block:
 * s2 += 16·s1 + Σ (16 − j)·bj and s1 += Σ bj. Lanes accumulate at most ADLER_NMAX bytes
 * (a multiple of 16) between reductions, so no 32-bit lane overflows; the tail of fewer than
 * 16 bytes goes to the scalar loop. */
uint32_t swatch_adler32_sse2(uint32_t adler, const unsigned char *buf, size_t len) {
    uint32_t s1 = adler & 0xFFFF, s2 = adler >> 16;
    const __m128i zero = _mm_setzero_si128();
    const __m128i weights_lo = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
    const __m128i weights_hi = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    while (len >= 16) {
        size_t chunk = len < ADLER_NMAX ? len & ~(size_t)15 : ADLER_NMAX;
        size_t blocks = chunk / 16;
        __m128i v_s1 = zero, v_s1_sum = zero, v_s2 = zero;
        for (size_t k = 0; k < blocks; k++) {
            __m128i bytes = _mm_loadu_si128((const __m128i *)(const void *)(buf + k * 16));
            v_s1_sum = _mm_add_epi32(v_s1_sum, v_s1);
            v_s1 = _mm_add_epi32(v_s1, _mm_sad_epu8(bytes, zero));
            __m128i lo = _mm_unpacklo_epi8(bytes, zero), hi = _mm_unpackhi_epi8(bytes, zero);
            v_s2 = _mm_add_epi32(v_s2, _mm_madd_epi16(lo, weights_lo));
            v_s2 = _mm_add_epi32(v_s2, _mm_madd_epi16(hi, weights_hi));
        }
        uint32_t t1[4], t1sum[4], t2[4];
        _mm_storeu_si128((__m128i *)(void *)t1, v_s1);
        _mm_storeu_si128((__m128i *)(void *)t1sum, v_s1_sum);
        _mm_storeu_si128((__m128i *)(void *)t2, v_s2);
        /* _mm_sad_epu8 leaves its two sums in 32-bit lanes 0 and 2. */
        uint64_t sum1 = (uint64_t)t1[0] + t1[2];
        uint64_t sum1_before = (uint64_t)t1sum[0] + t1sum[2];
        uint64_t weighted = (uint64_t)t2[0] + t2[1] + t2[2] + t2[3];
        s2 = (uint32_t)(((uint64_t)s2 + (uint64_t)s1 * chunk + 16 * sum1_before + weighted) % ADLER_BASE);
        s1 = (uint32_t)(((uint64_t)s1 + sum1) % ADLER_BASE);
        buf += chunk;
        len -= chunk;
    }
    return swatch_adler32_scalar(s2 << 16 | s1, buf, len);
}
#endif

uint32_t swatch_adler32(uint32_t adler, const unsigned char *buf, size_t len) {
#if defined(__SSE2__)
    return swatch_adler32_sse2(adler, buf, len);
#else
    return swatch_adler32_scalar(adler, buf, len);
#endif
}
