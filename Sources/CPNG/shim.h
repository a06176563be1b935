#ifndef SWATCHRASTER_CPNG_SHIM_H
#define SWATCHRASTER_CPNG_SHIM_H
/*
 * libpng reports errors by longjmp, which must never cross Swift frames. These functions
 * own the setjmp frame for a whole write or read, so Swift only sees a return code and a
 * message.
 */
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <zlib.h>

typedef struct {
    char *message;
    size_t length;
} swatch_png_error_sink;

static void swatch_png_error(png_structp png, png_const_charp message) {
    swatch_png_error_sink *sink = (swatch_png_error_sink *)png_get_error_ptr(png);
    if (sink && sink->message && sink->length) {
        strncpy(sink->message, message ? message : "libpng error", sink->length - 1);
        sink->message[sink->length - 1] = 0;
    }
    png_longjmp(png, 1);
}

static void swatch_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/* 1 when all `count` RGBA pixels have alpha 255. */
static inline int swatch_rgba_is_opaque(const unsigned char *rgba, size_t count) {
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

/* Adler-32 (RFC 1950) of `len` bytes continuing from `adler`: the same value as zlib's
 * adler32(), with SSE2 doing 16 bytes per step (zlib 1.2.13's loop is scalar; on a 2 Mpx
 * sheet it was 15 % of encoding). Per block of 16 bytes b0..b15, with s1 the running byte
 * sum: s2 += 16·s1 + Σ (16 − j)·bj and s1 += Σ bj; reduced mod 65521 every 5552 bytes, as
 * zlib does, so no 32-bit lane overflows. */
static inline uint32_t swatch_adler32(uint32_t adler, const unsigned char *buf, size_t len) {
    uint32_t s1 = adler & 0xFFFF, s2 = adler >> 16;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i weights_lo = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
    const __m128i weights_hi = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    while (len >= 16) {
        size_t chunk = len < 5552 ? len & ~(size_t)15 : 5552;
        size_t blocks = chunk / 16;
        __m128i v_s1 = zero, v_s1_sum = zero, v_s2 = zero;
        for (size_t k = 0; k < blocks; k++) {
            __m128i bytes = _mm_loadu_si128((const __m128i *)(buf + k * 16));
            v_s1_sum = _mm_add_epi32(v_s1_sum, v_s1);
            v_s1 = _mm_add_epi32(v_s1, _mm_sad_epu8(bytes, zero));
            __m128i lo = _mm_unpacklo_epi8(bytes, zero), hi = _mm_unpackhi_epi8(bytes, zero);
            v_s2 = _mm_add_epi32(v_s2, _mm_madd_epi16(lo, weights_lo));
            v_s2 = _mm_add_epi32(v_s2, _mm_madd_epi16(hi, weights_hi));
        }
        uint32_t t1[4], t1sum[4], t2[4];
        _mm_storeu_si128((__m128i *)t1, v_s1);
        _mm_storeu_si128((__m128i *)t1sum, v_s1_sum);
        _mm_storeu_si128((__m128i *)t2, v_s2);
        /* _mm_sad_epu8 leaves its two sums in 32-bit lanes 0 and 2. */
        uint64_t sum1 = (uint64_t)t1[0] + t1[2];
        uint64_t sum1_before = (uint64_t)t1sum[0] + t1sum[2];
        uint64_t weighted = (uint64_t)t2[0] + t2[1] + t2[2] + t2[3];
        s2 = (uint32_t)(((uint64_t)s2 + (uint64_t)s1 * chunk + 16 * sum1_before + weighted) % 65521);
        s1 = (uint32_t)(((uint64_t)s1 + sum1) % 65521);
        buf += chunk;
        len -= chunk;
    }
#endif
    while (len > 0) {
        size_t chunk = len < 5552 ? len : 5552;
        for (size_t i = 0; i < chunk; i++) {
            s1 += buf[i];
            s2 += s1;
        }
        s1 %= 65521;
        s2 %= 65521;
        buf += chunk;
        len -= chunk;
    }
    return s2 << 16 | s1;
}

/* Applies PNG filter `type` (0 none, 1 sub, 2 up, 3 average, 4 paeth) to `row` with `prev`
 * (the previous row, unfiltered) into out[0] = type, out[1...] = filtered bytes. */
static inline void swatch_png_filter_row(int type, const unsigned char *row, const unsigned char *prev, size_t n,
                                         unsigned bpp, unsigned char *out) {
    out[0] = (unsigned char)type;
    unsigned char *o = out + 1;
    size_t i;
    switch (type) {
    case 1:
        for (i = 0; i < bpp && i < n; i++) o[i] = row[i];
        for (; i < n; i++) o[i] = (unsigned char)(row[i] - row[i - bpp]);
        break;
    case 2:
        for (i = 0; i < n; i++) o[i] = (unsigned char)(row[i] - prev[i]);
        break;
    case 3:
        for (i = 0; i < bpp && i < n; i++) o[i] = (unsigned char)(row[i] - (prev[i] >> 1));
        for (; i < n; i++) o[i] = (unsigned char)(row[i] - ((row[i - bpp] + prev[i]) >> 1));
        break;
    case 4:
        for (i = 0; i < bpp && i < n; i++) o[i] = (unsigned char)(row[i] - prev[i]);
        for (; i < n; i++) {
            int a = row[i - bpp], b = prev[i], c = prev[i - bpp];
            int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
            int pred = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
            o[i] = (unsigned char)(row[i] - pred);
        }
        break;
    default:
        memcpy(o, row, n);
    }
}

/* Sum of |signed byte| over a filtered row: libpng's "minimum sum of absolute differences". */
static inline unsigned long swatch_png_row_cost(const unsigned char *filtered, size_t n) {
    unsigned long sum = 0;
    for (size_t i = 1; i <= n; i++) {
        int v = filtered[i];
        sum += v < 128 ? v : 256 - v;
    }
    return sum;
}

/* Deflates `n` input bytes; full output buffers are written as IDAT chunks. */
static inline int swatch_png_deflate(png_structp png, z_stream *z, const unsigned char *in, size_t n, int flush,
                                     unsigned char *out, size_t outsize) {
    z->next_in = (Bytef *)in;
    z->avail_in = (uInt)n;
    for (;;) {
        int ret = deflate(z, flush);
        if (ret == Z_STREAM_ERROR) return 1;
        if (z->avail_out == 0) {
            png_write_chunk(png, (png_const_bytep) "IDAT", out, outsize);
            z->next_out = out;
            z->avail_out = (uInt)outsize;
            continue;
        }
        if (flush == Z_FINISH ? ret == Z_STREAM_END : z->avail_in == 0) return 0;
    }
}

/* An LSB-first bit writer into the IDAT output buffer (deflate's bit order). */
typedef struct {
    png_structp png;
    z_stream *z;
    unsigned char *out;
    size_t outsize;
    unsigned long long bits;
    unsigned count;
} swatch_bits;

static inline void swatch_bits_byte(swatch_bits *w, unsigned char byte) {
    if (w->z->avail_out == 0) {
        png_write_chunk(w->png, (png_const_bytep) "IDAT", w->out, w->outsize);
        w->z->next_out = w->out;
        w->z->avail_out = (uInt)w->outsize;
    }
    *w->z->next_out++ = byte;
    w->z->avail_out--;
}

static inline void swatch_bits_put(swatch_bits *w, unsigned value, unsigned count) {
    w->bits |= (unsigned long long)value << w->count;
    w->count += count;
    while (w->count >= 8) {
        swatch_bits_byte(w, (unsigned char)w->bits);
        w->bits >>= 8;
        w->count -= 8;
    }
}

/* Huffman code `code` of `length` bits, most significant bit first, as deflate stores it. */
static inline void swatch_bits_code(swatch_bits *w, unsigned code, unsigned length) {
    unsigned reversed = 0;
    for (unsigned i = 0; i < length; i++) reversed |= ((code >> i) & 1u) << (length - 1 - i);
    swatch_bits_put(w, reversed, length);
}

/* Canonical Huffman codes (RFC 1951 3.2.2) for `n` code lengths. */
static inline void swatch_canonical(const unsigned char *lengths, unsigned n, unsigned *codes) {
    unsigned count[16] = {0}, next[16] = {0};
    for (unsigned i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    unsigned code = 0;
    for (unsigned bits = 1; bits < 16; bits++) {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    for (unsigned i = 0; i < n; i++) codes[i] = lengths[i] ? next[lengths[i]]++ : 0;
}

/* Length code (257-285), extra bits and their count for a match length 3-258. */
static inline void swatch_length_code(unsigned length, unsigned *symbol, unsigned *extra, unsigned *extra_bits) {
    static const unsigned short base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                            35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
    static const unsigned char bits[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                           3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
    unsigned i = 28;
    while (base[i] > length) i--;
    *symbol = 257 + i;
    *extra = length - base[i];
    *extra_bits = bits[i];
}

/* Appends to a byte-aligned raw deflate stream one non-final dynamic-Huffman block holding
 * `rows` Up-filtered all-zero rows of `n` bytes each ([2, 0, 0, …]), then an empty stored
 * block so the stream is byte-aligned again. Each row is literal 2, literal 0 and distance-1
 * matches: about 2 bits per 258 bytes, with no per-byte work. */
static inline void swatch_zero_rows_block(swatch_bits *w, size_t n, unsigned rows) {
    /* Row tail after "2, 0": n - 1 zeros = q matches of 258 + r (a match if r >= 3, else literals). */
    size_t q = n >= 1 ? (n - 1) / 258 : 0;
    unsigned r = (unsigned)(n >= 1 ? (n - 1) % 258 : 0);
    unsigned r_symbol = 0, r_extra = 0, r_extra_bits = 0;
    if (r >= 3) swatch_length_code(r, &r_symbol, &r_extra, &r_extra_bits);
    const int r_match = r >= 3 && r_symbol != 285;
    /* Complete prefix code over the symbols used. */
    unsigned char lit[286];
    memset(lit, 0, sizeof lit);
    lit[285] = 1;
    lit[0] = 2;
    lit[2] = 3;
    if (r_match) {
        lit[r_symbol] = 4;
        lit[256] = 4;
    } else {
        lit[256] = 3;
    }
    unsigned lit_codes[286];
    swatch_canonical(lit, 286, lit_codes);
    /* Code lengths of 286 literal/length codes then 1 distance code, run-length coded with
     * the code-length alphabet (16: repeat previous, 17/18: runs of zeros). */
    unsigned char all[287];
    memcpy(all, lit, 286);
    all[286] = 1;
    unsigned short cl_symbols[287];
    unsigned char cl_extra[287];
    unsigned cl_n = 0;
    for (unsigned i = 0; i < 287;) {
        if (all[i] == 0) {
            unsigned run = 1;
            while (i + run < 287 && all[i + run] == 0 && run < 138) run++;
            if (run >= 11) {
                cl_symbols[cl_n] = 18;
                cl_extra[cl_n++] = (unsigned char)(run - 11);
            } else if (run >= 3) {
                cl_symbols[cl_n] = 17;
                cl_extra[cl_n++] = (unsigned char)(run - 3);
            } else {
                run = 1;
                cl_symbols[cl_n] = 0;
                cl_extra[cl_n++] = 0;
            }
            i += run;
        } else {
            cl_symbols[cl_n] = all[i];
            cl_extra[cl_n++] = 0;
            i++;
        }
    }
    /* A complete code over the code-length symbols used: m symbols get b-1 or b bits. */
    unsigned char cl_lengths[19];
    memset(cl_lengths, 0, sizeof cl_lengths);
    int used[19] = {0};
    unsigned m = 0;
    for (unsigned i = 0; i < cl_n; i++)
        if (!used[cl_symbols[i]]) {
            used[cl_symbols[i]] = 1;
            m++;
        }
    unsigned b = 1;
    while ((1u << b) < m) b++;
    unsigned short_codes = (1u << b) - m, assigned = 0;
    for (unsigned sym = 0; sym < 19; sym++)
        if (used[sym]) cl_lengths[sym] = (unsigned char)(assigned++ < short_codes ? b - 1 : b);
    if (m == 1) /* not reached: lengths 1, 2, 3 and zero runs always appear */
        for (unsigned sym = 0; sym < 19; sym++) cl_lengths[sym] = used[sym] ? 1 : cl_lengths[sym];
    unsigned cl_codes[19];
    swatch_canonical(cl_lengths, 19, cl_codes);
    static const unsigned char order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    unsigned hclen = 19;
    while (hclen > 4 && cl_lengths[order[hclen - 1]] == 0) hclen--;
    /* Block header: BFINAL 0, BTYPE 2 (dynamic), HLIT, HDIST, HCLEN. */
    swatch_bits_put(w, 0, 1);
    swatch_bits_put(w, 2, 2);
    swatch_bits_put(w, 286 - 257, 5);
    swatch_bits_put(w, 1 - 1, 5);
    swatch_bits_put(w, hclen - 4, 4);
    for (unsigned i = 0; i < hclen; i++) swatch_bits_put(w, cl_lengths[order[i]], 3);
    for (unsigned i = 0; i < cl_n; i++) {
        swatch_bits_code(w, cl_codes[cl_symbols[i]], cl_lengths[cl_symbols[i]]);
        if (cl_symbols[i] == 17) swatch_bits_put(w, cl_extra[i], 3);
        if (cl_symbols[i] == 18) swatch_bits_put(w, cl_extra[i], 7);
    }
    /* The rows. Distance code 0 (distance 1) has the one-bit code 0. */
    const unsigned code_258 = lit_codes[285], code_0 = lit_codes[0], code_2 = lit_codes[2];
    for (unsigned row = 0; row < rows; row++) {
        swatch_bits_code(w, code_2, lit[2]);
        if (n >= 1) swatch_bits_code(w, code_0, lit[0]);
        for (size_t i = 0; i < q; i++) {
            swatch_bits_code(w, code_258, 1);
            swatch_bits_put(w, 0, 1);
        }
        if (r >= 3) {
            swatch_bits_code(w, lit_codes[r_symbol], lit[r_symbol]);
            if (r_extra_bits) swatch_bits_put(w, r_extra, r_extra_bits);
            swatch_bits_put(w, 0, 1);
        } else {
            for (unsigned i = 0; i < r; i++) swatch_bits_code(w, code_0, lit[0]);
        }
    }
    swatch_bits_code(w, lit_codes[256], lit[256]);
    /* Empty stored block: BFINAL 0, BTYPE 0, pad to a byte, LEN 0, NLEN 0xFFFF. */
    swatch_bits_put(w, 0, 3);
    if (w->count) swatch_bits_put(w, 0, 8 - w->count);
    swatch_bits_put(w, 0x0000, 16);
    swatch_bits_put(w, 0xFFFF, 16);
}

/* Runs of at least this many rows equal to the row above are written by
 * swatch_zero_rows_block instead of being passed through zlib. */
#define SWATCH_PNG_ZERO_RUN 3
/* zlib's history is reset (Z_FULL_FLUSH) before its window would slide: sliding rehashes
 * 96 K table entries per 32 KiB of input, more work than compressing these rows. */
#define SWATCH_PNG_SEGMENT 60000

/* Writes straight RGBA8 pixels as an 8-bit RGBA (color_type 6) or RGB (2) PNG with sRGB,
 * gAMA/cHRM for old decoders, pHYs and a Software tEXt chunk; no tIME. Returns 0 on success.
 *
 * libpng writes the signature, the header chunks and the chunk framing; the IDAT stream is
 * made here with zlib, because we know what libpng's filter heuristic must guess (see
 * benchmarks/README.md for the measurements behind each choice):
 *  - a row equal to the one above is written with the Up filter: all zeros. Runs of at least
 *    SWATCH_PNG_ZERO_RUN such rows bypass zlib: swatch_zero_rows_block writes them as one
 *    hand-made deflate block (after a Z_FULL_FLUSH, so zlib never refers back across it), and
 *    their Adler-32 is combined arithmetically (adler32_combine) instead of summed per byte.
 *  - other rows get `filter` (0-4; 5 = libpng's minimum-sum-of-differences heuristic over all
 *    five) and deflate at `zlib_level` with `zlib_strategy`.
 * The zlib wrapper (header and Adler-32 trailer) is written here around a raw deflate stream. */
static inline int swatch_png_write(FILE *fp, const unsigned char *rgba, unsigned width, unsigned height,
                                   unsigned pixels_per_metre, int color_type, int zlib_level, int filter,
                                   int zlib_strategy, char *err, size_t errlen) {
    swatch_png_error_sink sink = {err, errlen};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, swatch_png_error, swatch_png_warning);
    if (!png) {
        if (err && errlen) snprintf(err, errlen, "out of memory");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    unsigned char *volatile buffer = NULL;
    z_stream z;
    memset(&z, 0, sizeof z);
    volatile int zlib_open = 0;
    if (!info || setjmp(png_jmpbuf(png))) {
        if (zlib_open) deflateEnd(&z);
        free(buffer);
        png_destroy_write_struct(&png, info ? &info : NULL);
        return 1;
    }
    png_init_io(png, fp);
    png_set_IHDR(png, info, width, height, 8, color_type, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE,
                 PNG_FILTER_TYPE_BASE);
    png_set_sRGB_gAMA_and_cHRM(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_pHYs(png, info, pixels_per_metre, pixels_per_metre, PNG_RESOLUTION_METER);
    png_text text;
    memset(&text, 0, sizeof text);
    text.compression = PNG_TEXT_COMPRESSION_NONE;
    text.key = (png_charp) "Software";
    text.text = (png_charp) "SwatchRaster";
    png_set_text(png, info, &text, 1);
    png_write_info(png, info);

    const unsigned bpp = color_type == PNG_COLOR_TYPE_RGB ? 3 : 4;
    const size_t n = (size_t)width * bpp, stride = (size_t)width * 4, outsize = 1 << 18;
    /* cur, prev: unfiltered rows; up: the all-zero Up row; best, trial: filtered rows; out. */
    /* cur and prev get 4 spare bytes: RGB packing stores 4 bytes per pixel, overlapping. */
    buffer = (unsigned char *)calloc(2 * (n + 4) + 3 * (n + 1) + outsize, 1);
    if (!buffer) png_error(png, "out of memory");
    unsigned char *cur = buffer, *prev = cur + n + 4, *up = prev + n + 4, *best = up + n + 1, *trial = best + n + 1;
    unsigned char *out = trial + n + 1;
    up[0] = 2;
    const uLong up_adler = adler32(1L, up, (uInt)(n + 1));
    uLong adler = 1L;
    if (deflateInit2(&z, zlib_level, Z_DEFLATED, -15, 7, zlib_strategy) != Z_OK) png_error(png, "zlib init failed");
    zlib_open = 1;
    /* zlib header: deflate, 32 KiB window, no dictionary ((0x78 << 8 | 0x01) % 31 == 0). */
    out[0] = 0x78;
    out[1] = 0x01;
    z.next_out = out + 2;
    z.avail_out = (uInt)(outsize - 2);
    size_t segment = 0; /* bytes given to zlib since its history was last reset */
    unsigned run_end = 0;
    for (unsigned y = 0; y < height; y++) {
        const unsigned char *src = rgba + (size_t)y * stride;
        if (y < run_end || (y > 0 && memcmp(src, src - stride, stride) == 0)) {
            if (y >= run_end) {
                run_end = y + 1;
                while (run_end < height && memcmp(rgba + (size_t)run_end * stride, src, stride) == 0) run_end++;
                if (run_end - y >= SWATCH_PNG_ZERO_RUN) {
                    /* prev already holds these rows' bytes. */
                    if (swatch_png_deflate(png, &z, NULL, 0, Z_FULL_FLUSH, out, outsize)) png_error(png, "zlib failed");
                    swatch_bits w = {png, &z, out, outsize, 0, 0};
                    swatch_zero_rows_block(&w, n, run_end - y);
                    for (unsigned i = y; i < run_end; i++) adler = adler32_combine(adler, up_adler, (z_off_t)(n + 1));
                    segment = 0;
                    y = run_end - 1;
                    continue;
                }
            }
            if (segment + n + 1 > SWATCH_PNG_SEGMENT) {
                if (swatch_png_deflate(png, &z, NULL, 0, Z_FULL_FLUSH, out, outsize)) png_error(png, "zlib failed");
                segment = 0;
            }
            if (swatch_png_deflate(png, &z, up, n + 1, Z_NO_FLUSH, out, outsize)) png_error(png, "zlib failed");
            adler = adler32_combine(adler, up_adler, (z_off_t)(n + 1));
            segment += n + 1;
            continue;
        }
        /* Filter None reads no other row, so the row is packed straight after its type byte;
         * the other filters need it unfiltered in `cur` (and later in `prev`). */
        unsigned char *row = filter == 0 ? best + 1 : cur;
        if (bpp == 3) {
            /* RGBA -> RGB: one 4-byte load and store per pixel; the 4th byte is overwritten
             * by the next pixel (or lands in the byte after the row: spare bytes after cur
             * and prev, trial[0] after best, which filter None never uses). */
            for (unsigned x = 0; x < width; x++) {
                uint32_t pixel;
                memcpy(&pixel, src + (size_t)x * 4, 4);
                memcpy(row + (size_t)x * 3, &pixel, 4);
            }
        } else {
            memcpy(row, src, n);
        }
        if (filter == 0) {
            best[0] = 0;
        } else if (filter >= 1 && filter <= 4) {
            swatch_png_filter_row(filter, cur, prev, n, bpp, best);
        } else {
            unsigned long best_cost = ~0UL;
            for (int type = 0; type <= 4; type++) {
                swatch_png_filter_row(type, cur, prev, n, bpp, trial);
                unsigned long cost = swatch_png_row_cost(trial, n);
                if (cost < best_cost) {
                    best_cost = cost;
                    unsigned char *t = best;
                    best = trial;
                    trial = t;
                }
            }
        }
        if (segment + n + 1 > SWATCH_PNG_SEGMENT && segment > 0) {
            if (swatch_png_deflate(png, &z, NULL, 0, Z_FULL_FLUSH, out, outsize)) png_error(png, "zlib failed");
            segment = 0;
        }
        if (swatch_png_deflate(png, &z, best, n + 1, Z_NO_FLUSH, out, outsize)) png_error(png, "zlib failed");
        adler = swatch_adler32((uint32_t)adler, best, n + 1);
        segment += n + 1;
        unsigned char *t = prev;
        prev = cur;
        cur = t;
    }
    if (swatch_png_deflate(png, &z, NULL, 0, Z_FINISH, out, outsize)) png_error(png, "zlib failed");
    size_t used = outsize - z.avail_out;
    if (used + 4 > outsize) {
        png_write_chunk(png, (png_const_bytep) "IDAT", out, used);
        used = 0;
    }
    out[used] = (unsigned char)(adler >> 24);
    out[used + 1] = (unsigned char)(adler >> 16);
    out[used + 2] = (unsigned char)(adler >> 8);
    out[used + 3] = (unsigned char)adler;
    png_write_chunk(png, (png_const_bytep) "IDAT", out, used + 4);
    deflateEnd(&z);
    zlib_open = 0;
    png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
    free(buffer);
    buffer = NULL;
    png_destroy_write_struct(&png, &info);
    return 0;
}

/* Decodes any PNG into malloc'ed straight RGBA8 (palette, gray and 16-bit expanded; missing
 * alpha filled with 0xFF). The caller frees *rgba_out. Returns 0 on success. */
static inline int swatch_png_read(FILE *fp, unsigned char **rgba_out, unsigned *width_out, unsigned *height_out,
                                  unsigned *ppm_out, char *err, size_t errlen) {
    swatch_png_error_sink sink = {err, errlen};
    *rgba_out = NULL;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, swatch_png_error, swatch_png_warning);
    if (!png) {
        if (err && errlen) snprintf(err, errlen, "out of memory");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    unsigned char *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        free(pixels);
        free(rows);
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        return 1;
    }
    png_init_io(png, fp);
    png_set_user_limits(png, 100000, 100000);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    int color_type = png_get_color_type(png, info), depth = png_get_bit_depth(png, info);
    if (depth == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA)) png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if ((unsigned long long)width * height > 400000000ULL) png_error(png, "image too large");
    pixels = (unsigned char *)malloc((size_t)width * height * 4);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
    if (!pixels || !rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_uint_32 xppm = 0, yppm = 0;
    int unit = 0;
    *ppm_out = 0;
    if (png_get_pHYs(png, info, &xppm, &yppm, &unit) && unit == PNG_RESOLUTION_METER) *ppm_out = xppm;
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    *rgba_out = pixels;
    *width_out = width;
    *height_out = height;
    return 0;
}

#endif
