/*
 * The PNG encoder and decoder behind RasterImage, in C because libpng reports errors by
 * longjmp, which must never cross Swift frames: each entry point owns the setjmp frame of a
 * whole write or read and hands Swift a return code and a message. The Adler-32 and the
 * zero-row deflate block are public so that tests can check them against zlib.
 */
#ifndef CSWATCHPNG_H
#define CSWATCHPNG_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Encoding and decoding (write.c, read.c, opaque.c) ---- */

/* PNG's IHDR color types the encoder writes (the same values as libpng's constants). */
enum {
    /* Opaque images: a quarter fewer bytes to compress. */
    SWATCH_PNG_RGB = 2,
    /* Images with any alpha below 255. */
    SWATCH_PNG_RGBA = 6,
    /* RGB when every pixel is opaque, else RGBA: decided in the pass that compares the rows,
     * which reads alpha only in rows unlike the row above. */
    SWATCH_PNG_AUTO = -1
};


/* How the IDAT stream is compressed. */
enum {
    /* The row encoder (deflate_rows.c): rows equal to the row above as Up-filtered zeros, the
     * others unfiltered, matched against the pixel before, the row above and earlier bytes;
     * dynamic Huffman blocks. The default: twice as fast as zlib on swatch sheets, and
     * smaller (benchmarks/README.md). */
    SWATCH_DEFLATE_ROWS = 0,
    /* zlib at `zlib_level` and `zlib_strategy` with `filter`, runs of zero rows by hand: the
     * encoder before, kept for comparison. */
    SWATCH_DEFLATE_ZLIB = 1
};

/* Writes straight RGBA8 pixels to `fp` as an 8-bit PNG of `color_type` (SWATCH_PNG_RGB drops
 * the alpha bytes; SWATCH_PNG_AUTO chooses) with sRGB, gAMA/cHRM, pHYs and a Software tEXt
 * chunk, its IDAT stream by `deflater`. For SWATCH_DEFLATE_ZLIB, `zlib_level` and
 * `zlib_strategy` go to zlib and `filter` is the PNG filter (0-4) for rows unlike the row
 * above, or 5 for libpng's minimum-sum heuristic; the row encoder ignores them. Returns 0,
 * or 1 with a message in `err`. */
int swatch_png_write(FILE *fp, const unsigned char *rgba, unsigned width, unsigned height,
                     unsigned pixels_per_metre, int color_type, int deflater, int zlib_level, int filter,
                     int zlib_strategy, char *err, size_t errlen);

/* Decodes any PNG into malloc'ed straight RGBA8 (palette, gray and 16-bit expanded, missing
 * alpha 0xFF), so files from any encoder can be checked. libpng's warnings (a bad CRC, a bad
 * Adler-32, …) fail the decode like its errors. The caller frees *rgba_out. Returns 0, or 1
 * with a message in `err`. */
int swatch_png_read(FILE *fp, unsigned char **rgba_out, unsigned *width_out, unsigned *height_out,
                    unsigned *ppm_out, char *err, size_t errlen);

/* 1 when all `count` RGBA pixels have alpha 255: such images are written as RGB (survey.c
 * asks it of each row unlike the row above). */
int swatch_rgba_is_opaque(const unsigned char *rgba, size_t count);

/* ---- Adler-32 (adler32.c) ---- */

/* Adler-32 (RFC 1950) of `len` bytes continuing from `adler`; the same value as zlib's
 * adler32(). The fastest variant this build has. */
uint32_t swatch_adler32(uint32_t adler, const unsigned char *buf, size_t len);

/* The portable byte-at-a-time Adler-32: the fallback, and the reference for the SSE2 one. */
uint32_t swatch_adler32_scalar(uint32_t adler, const unsigned char *buf, size_t len);

#if defined(__SSE2__)
/* Adler-32 with SSE2, 16 bytes per step (zlib 1.2.13's loop is scalar). */
uint32_t swatch_adler32_sse2(uint32_t adler, const unsigned char *buf, size_t len);
#endif

/* ---- The zero-row deflate block (zero_rows.c) ---- */

/* Where deflate bytes go: a buffer that is handed to `flush` whenever it is full and another
 * byte must be written (the encoder flushes it as an IDAT chunk). */
typedef struct {
    unsigned char *buffer;
    size_t size;
    /* Bytes of `buffer` in use. */
    size_t used;
    void (*flush)(void *context, const unsigned char *bytes, size_t count);
    void *context;
} swatch_byte_sink;

/* Appends to a byte-aligned raw deflate stream one non-final dynamic-Huffman block holding
 * `rows` rows of the Up filter byte (2) followed by `row_bytes` zero bytes (row_bytes >= 1),
 * then an empty stored block so the stream is byte-aligned again. Rows equal to the row
 * above are such rows, and this writes them at about 2 bits per 258 bytes without zlib. */
void swatch_zero_rows_block(swatch_byte_sink *sink, size_t row_bytes, unsigned rows);

#ifdef __cplusplus
}
#endif

#endif
