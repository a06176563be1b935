/*
 * The PNG writer. libpng writes the signature, the header chunks and the chunk framing; the
 * IDAT stream is made here, because we know what libpng's filter heuristic and zlib's match
 * search must guess (benchmarks/README.md has the measurements behind each choice):
 *  - by default (SWATCH_DEFLATE_ROWS) the row encoder of deflate_rows.c writes the whole
 *    stream: rows equal to the row above as Up-filtered zeros, the others unfiltered and
 *    matched against the pixel before, the row above and a hash of earlier bytes.
 *  - SWATCH_DEFLATE_ZLIB, the encoder before it, stays for comparison: a row equal to the one
 *    above is written with the Up filter (all zeros), and runs of at least ZERO_RUN such rows
 *    bypass zlib as one hand-made deflate block (swatch_zero_rows_block, after a
 *    Z_FULL_FLUSH, so zlib never refers back across it; their Adler-32 is combined
 *    arithmetically). Other rows get the caller's filter and deflate at its zlib level and
 *    strategy.
 * The zlib wrapper (header and Adler-32 trailer) is written here around the raw deflate stream.
 */
#include "warnings.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "CSwatchPNG.h"
#include "deflate_rows.h"
#include "filters.h"
#include "libpng_errors.h"
#include "pack_rgb.h"
#include "survey.h"

/* Runs of at least this many rows equal to the row above are written by
 * swatch_zero_rows_block instead of being passed through zlib. */
#define ZERO_RUN 3
/* zlib's history is reset (Z_FULL_FLUSH) before its window would slide: sliding rehashes
 * 96 K table entries per 32 KiB of input, more work than compressing these rows. */
#define SEGMENT 60000
/* The IDAT output buffer: each time it fills, it is written as one IDAT chunk. */
#define OUTSIZE ((size_t)1 << 18)

/* What a longjmp out of libpng must release. It lives on the heap, not in swatch_png_write's
 * frame, so its fields keep their values across the longjmp without being volatile. */
typedef struct {
    z_stream z;
    int zlib_open;
    /* Rows and the IDAT output buffer, one allocation. */
    unsigned char *buffer;
    swatch_row_deflate *rows;
    /* Per row, 1 when it equals the row above (survey.c). */
    unsigned char *same;
} write_state;

static void release(write_state *state) {
    if (!state) return;
    if (state->zlib_open) deflateEnd(&state->z);
    free(state->buffer);
    swatch_row_deflate_free(state->rows);
    free(state->same);
    free(state);
}

static void write_idat(png_structp png, const unsigned char *bytes, size_t count) {
    png_write_chunk(png, (png_const_bytep) "IDAT", bytes, count);
}

/* swatch_byte_sink's flush for the zero-row block: a full output buffer is one IDAT chunk. */
static void flush_idat(void *png, const unsigned char *bytes, size_t count) {
    write_idat((png_structp)png, bytes, count);
}

/* Deflates `n` input bytes with `flush`; full output buffers are written as IDAT chunks. */
static void zlib_deflate(png_structp png, z_stream *z, const unsigned char *in, size_t n, int flush,
                         unsigned char *out) {
    z->next_in = (Bytef *)in;
    z->avail_in = (uInt)n;
    for (;;) {
        int ret = deflate(z, flush);
        if (ret == Z_STREAM_ERROR) png_error(png, "zlib failed");
        if (z->avail_out == 0) {
            write_idat(png, out, OUTSIZE);
            z->next_out = out;
            z->avail_out = (uInt)OUTSIZE;
            continue;
        }
        if (flush == Z_FINISH ? ret == Z_STREAM_END : z->avail_in == 0) return;
    }
}

/* Writes `rows` Up-filtered zero rows of `n` bytes as one swatch_zero_rows_block after a
 * Z_FULL_FLUSH, through zlib's output buffer; returns their Adler-32 appended to `adler`. */
static uLong write_zero_run(png_structp png, z_stream *z, unsigned char *out, size_t n, unsigned rows,
                            uLong adler, uLong up_adler) {
    zlib_deflate(png, z, NULL, 0, Z_FULL_FLUSH, out);
    swatch_byte_sink sink = {out, OUTSIZE, (size_t)(z->next_out - out), flush_idat, png};
    swatch_zero_rows_block(&sink, n, rows);
    z->next_out = out + sink.used;
    z->avail_out = (uInt)(OUTSIZE - sink.used);
    for (unsigned i = 0; i < rows; i++) adler = adler32_combine(adler, up_adler, (z_off_t)(n + 1));
    return adler;
}

/* The IDAT stream by zlib: the rows, then the Adler-32 trailer, as IDAT chunks. */
static void write_zlib_idat(png_structp png, write_state *state, const unsigned char *rgba, unsigned width,
                            unsigned height, unsigned bpp, int zlib_level, int filter, int zlib_strategy) {
    const unsigned char *same = state->same;
    const size_t n = (size_t)width * bpp, stride = (size_t)width * 4;
    /* cur, prev: unfiltered rows; up: the all-zero Up row; best, trial: filtered rows; out.
     * cur and prev get 4 spare bytes: RGB packing stores 4 bytes per pixel, overlapping. */
    state->buffer = calloc(2 * (n + 4) + 3 * (n + 1) + OUTSIZE, 1);
    if (!state->buffer) png_error(png, "out of memory");
    unsigned char *cur = state->buffer, *prev = cur + n + 4, *up = prev + n + 4, *best = up + n + 1;
    unsigned char *trial = best + n + 1, *out = trial + n + 1;
    up[0] = 2;
    const uLong up_adler = adler32(1L, up, (uInt)(n + 1));
    uLong adler = 1L;
    z_stream *z = &state->z;
    if (deflateInit2(z, zlib_level, Z_DEFLATED, -15, 7, zlib_strategy) != Z_OK) png_error(png, "zlib init failed");
    state->zlib_open = 1;
    /* zlib header: deflate, 32 KiB window, no dictionary ((0x78 << 8 | 0x01) % 31 == 0). */
    out[0] = 0x78;
    out[1] = 0x01;
    z->next_out = out + 2;
    z->avail_out = (uInt)(OUTSIZE - 2);
    size_t segment = 0; /* bytes given to zlib since its history was last reset */
    unsigned run_end = 0;
    for (unsigned y = 0; y < height; y++) {
        const unsigned char *src = rgba + (size_t)y * stride;
        if (same[y]) {
            /* A copy of the row above: prev already holds its bytes. */
            if (y >= run_end) {
                run_end = y + 1;
                while (run_end < height && same[run_end]) run_end++;
                if (run_end - y >= ZERO_RUN) {
                    adler = write_zero_run(png, z, out, n, run_end - y, adler, up_adler);
                    segment = 0;
                    y = run_end - 1;
                    continue;
                }
            }
            if (segment + n + 1 > SEGMENT) {
                zlib_deflate(png, z, NULL, 0, Z_FULL_FLUSH, out);
                segment = 0;
            }
            zlib_deflate(png, z, up, n + 1, Z_NO_FLUSH, out);
            adler = adler32_combine(adler, up_adler, (z_off_t)(n + 1));
            segment += n + 1;
            continue;
        }
        /* Filter None reads no other row, so the row is packed straight after its type byte;
         * the other filters need it unfiltered in `cur` (and later in `prev`). */
        unsigned char *row = filter == 0 ? best + 1 : cur;
        if (bpp == 3) {
            /* RGBA -> RGB; up to 4 bytes past the row may be stored: spare bytes after cur
             * and prev, trial[0…3] after best, which filter None never uses. */
            swatch_pack_rgb(row, src, width);
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
        if (segment + n + 1 > SEGMENT && segment > 0) {
            zlib_deflate(png, z, NULL, 0, Z_FULL_FLUSH, out);
            segment = 0;
        }
        zlib_deflate(png, z, best, n + 1, Z_NO_FLUSH, out);
        adler = swatch_adler32((uint32_t)adler, best, n + 1);
        segment += n + 1;
        unsigned char *t = prev;
        prev = cur;
        cur = t;
    }
    zlib_deflate(png, z, NULL, 0, Z_FINISH, out);
    size_t used = OUTSIZE - z->avail_out;
    if (used + 4 > OUTSIZE) {
        write_idat(png, out, used);
        used = 0;
    }
    out[used] = (unsigned char)(adler >> 24);
    out[used + 1] = (unsigned char)(adler >> 16);
    out[used + 2] = (unsigned char)(adler >> 8);
    out[used + 3] = (unsigned char)adler;
    write_idat(png, out, used + 4);
}

/* The IDAT stream by the row encoder (deflate_rows.c): zlib header, raw deflate stream and
 * Adler-32 trailer, as IDAT chunks. */
static void write_rows_idat(png_structp png, write_state *state, const unsigned char *rgba, unsigned width,
                            unsigned height, unsigned bpp) {
    state->rows = swatch_row_deflate_new(width, bpp);
    state->buffer = malloc(OUTSIZE);
    if (!state->rows || !state->buffer) png_error(png, "out of memory");
    unsigned char *out = state->buffer;
    /* zlib header: deflate, 32 KiB window, no dictionary ((0x78 << 8 | 0x01) % 31 == 0). */
    out[0] = 0x78;
    out[1] = 0x01;
    swatch_byte_sink sink = {out, OUTSIZE, 2, flush_idat, png};
    uint32_t adler = swatch_row_deflate_image(state->rows, rgba, height, state->same, &sink);
    if (sink.used + 4 > OUTSIZE) {
        write_idat(png, out, sink.used);
        sink.used = 0;
    }
    out[sink.used] = (unsigned char)(adler >> 24);
    out[sink.used + 1] = (unsigned char)(adler >> 16);
    out[sink.used + 2] = (unsigned char)(adler >> 8);
    out[sink.used + 3] = (unsigned char)adler;
    write_idat(png, out, sink.used + 4);
}

int swatch_png_write(FILE *fp, const unsigned char *rgba, unsigned width, unsigned height,
                     unsigned pixels_per_metre, int color_type, int deflater, int zlib_level, int filter,
                     int zlib_strategy, char *err, size_t errlen) {
    swatch_png_error_sink sink = {err, errlen};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, swatch_png_error, swatch_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    write_state *state = calloc(1, sizeof *state);
    if (!png || !info || !state) {
        swatch_png_set_message(&sink, "out of memory");
        free(state);
        png_destroy_write_struct(&png, info ? &info : NULL);
        return 1;
    }
    /* png, info and state are not assigned after setjmp; what changes lives in *state. */
    if (setjmp(png_jmpbuf(png))) {
        release(state);
        png_destroy_write_struct(&png, &info);
        return 1;
    }
    state->same = malloc(height ? height : 1);
    if (!state->same) png_error(png, "out of memory");
    const int opaque = swatch_survey_rows(rgba, width, height, state->same);
    /* A new variable, not color_type reassigned: a parameter changed after setjmp may be
     * clobbered by libpng's longjmp (gcc's -Wclobbered). */
    const int type = color_type != SWATCH_PNG_AUTO ? color_type : opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA;
    png_init_io(png, fp);
    png_set_IHDR(png, info, width, height, 8, type, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE,
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

    const unsigned bpp = type == PNG_COLOR_TYPE_RGB ? 3 : 4;
    if (deflater == SWATCH_DEFLATE_ZLIB) {
        write_zlib_idat(png, state, rgba, width, height, bpp, zlib_level, filter, zlib_strategy);
    } else {
        write_rows_idat(png, state, rgba, width, height, bpp);
    }
    png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
    release(state);
    png_destroy_write_struct(&png, &info);
    return 0;
}
