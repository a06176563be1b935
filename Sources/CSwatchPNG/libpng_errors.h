/*
 * libpng's error and warning callbacks, shared by the writer and the reader: both copy
 * libpng's message for Swift and leave by longjmp to the setjmp in swatch_png_write or
 * swatch_png_read. Private to the target.
 */
#ifndef CSWATCHPNG_LIBPNG_ERRORS_H
#define CSWATCHPNG_LIBPNG_ERRORS_H

#include <png.h>
#include <stddef.h>

/* Where the callbacks put the message: the caller's buffer of `length` bytes (or none). */
typedef struct {
    char *message;
    size_t length;
} swatch_png_error_sink;

/* Copies `message` to `sink` (libpng's error pointer, may be NULL). */
void swatch_png_set_message(swatch_png_error_sink *sink, const char *message);

/* png_create_*_struct's error callback: records the message, then png_longjmp. */
void swatch_png_error(png_structp png, png_const_charp message);

/* png_create_*_struct's warning callback: the same as an error. libpng warns, and carries on,
 * for damage such as a bad chunk CRC or a bad Adler-32; a file like that is an error here. */
void swatch_png_warning(png_structp png, png_const_charp message);

#endif
