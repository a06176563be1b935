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

/* Writes straight RGBA8 rows as an 8-bit RGBA (color_type 6) or RGB (2) PNG with sRGB,
 * gAMA/cHRM for old decoders, pHYs and a Software tEXt chunk; no tIME. Returns 0 on success. */
static inline int swatch_png_write(FILE *fp, const unsigned char *rgba, unsigned width, unsigned height,
                                   unsigned pixels_per_metre, int color_type, int zlib_level, int filters,
                                   int zlib_strategy, char *err, size_t errlen) {
    swatch_png_error_sink sink = {err, errlen};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, swatch_png_error, swatch_png_warning);
    if (!png) {
        if (err && errlen) snprintf(err, errlen, "out of memory");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    unsigned char *volatile row = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        free(row);
        png_destroy_write_struct(&png, info ? &info : NULL);
        return 1;
    }
    png_init_io(png, fp);
    png_set_compression_level(png, zlib_level);
    png_set_compression_strategy(png, zlib_strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
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
    if (color_type == PNG_COLOR_TYPE_RGB) {
        row = (unsigned char *)malloc((size_t)width * 3);
        if (!row) png_error(png, "out of memory");
        for (unsigned y = 0; y < height; y++) {
            const unsigned char *src = rgba + (size_t)y * width * 4;
            for (unsigned x = 0; x < width; x++) {
                row[x * 3] = src[x * 4];
                row[x * 3 + 1] = src[x * 4 + 1];
                row[x * 3 + 2] = src[x * 4 + 2];
            }
            png_write_row(png, row);
        }
    } else {
        for (unsigned y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(rgba + (size_t)y * width * 4));
    }
    png_write_end(png, info);
    free(row);
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
