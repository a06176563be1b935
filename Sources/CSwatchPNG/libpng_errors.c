/*
 * libpng reports errors by longjmp and warnings by a callback. Both end the write or read
 * here, with libpng's message kept for the Swift error, so that no damaged file is decoded
 * quietly and no longjmp crosses Swift frames.
 */
#include "warnings.h"

#include <string.h>

#include "libpng_errors.h"

void swatch_png_set_message(swatch_png_error_sink *sink, const char *message) {
    if (!sink || !sink->message || !sink->length) return;
    strncpy(sink->message, message, sink->length - 1);
    sink->message[sink->length - 1] = 0;
}

void swatch_png_error(png_structp png, png_const_charp message) {
    swatch_png_set_message((swatch_png_error_sink *)png_get_error_ptr(png), message ? message : "libpng error");
    png_longjmp(png, 1);
}

void swatch_png_warning(png_structp png, png_const_charp message) {
    swatch_png_error(png, message ? message : "libpng warning");
}
