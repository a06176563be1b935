/*
 * The PNG reader: any PNG to straight RGBA8, so that pixel hashes can be checked against
 * files written by any encoder, and snapshots compared with stored references. libpng does
 * the decoding; this owns its setjmp frame and asks it for one pixel format.
 */
#include "warnings.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>

#include "CSwatchPNG.h"
#include "libpng_errors.h"

/* Larger images are refused before their pixels are allocated (1.6 GB of RGBA). */
#define MAX_PIXELS 400000000ULL

int swatch_png_read(FILE *fp, unsigned char **rgba_out, unsigned *width_out, unsigned *height_out,
                    unsigned *ppm_out, char *err, size_t errlen) {
    swatch_png_error_sink sink = {err, errlen};
    *rgba_out = NULL;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, swatch_png_error, swatch_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        swatch_png_set_message(&sink, "out of memory");
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        return 1;
    }
    /* Assigned after setjmp and freed after a longjmp, so volatile. */
    unsigned char *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(pixels);
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
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
    if ((unsigned long long)width * height > MAX_PIXELS) png_error(png, "image too large");
    pixels = malloc((size_t)width * height * 4);
    rows = malloc(sizeof(png_bytep) * height);
    if (!pixels || !rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
    png_read_image(png, rows);
    /* Reads the chunks after the image too, so damage there (a bad CRC) is reported. */
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
