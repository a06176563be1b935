#ifndef SWATCH_RSVG_H
#define SWATCH_RSVG_H
// The SVG symbols a user exported from Apple's SF Symbols app are drawn by librsvg (with
// cairo), loaded with dlopen the first time one is needed rather than linked: linking it adds
// 32 shared libraries (GLib, GIO, gdk-pixbuf, cairo, pixman…) to every process start, about
// 6 ms measured on `render-swatches --help` (ARCHITECTURE §7.9). These helpers keep librsvg's
// types and GLib's errors on the C side.
#include <stddef.h>

/// Whether librsvg could be loaded; when not, `message` (size `capacity`) says why.
int swatch_rsvg_load(char *message, size_t capacity);

/// Opens and parses `path`; NULL with a message in `message` on failure.
void *swatch_rsvg_open(const char *path, char *message, size_t capacity);

void swatch_rsvg_close(void *handle);

/// The document's size in user units (its viewBox, else width and height at 96 dpi).
int swatch_rsvg_size(void *handle, double *width, double *height);

/// The ink box (or, `logical`, the geometry without stroke) of element `id` ("#Regular-M";
/// NULL for the whole document) in the document's coordinates, laid out in a viewport of its
/// own size. Guides are lines, whose ink box librsvg 2.54 widens to the origin: their logical
/// box is their line.
int swatch_rsvg_ink(void *handle, const char *id, double doc_width, double doc_height, int logical, double out[4]);

/// Renders element `id` (NULL: all) into a `width`×`height` premultiplied RGBA buffer, the
/// document's coordinates mapped to pixels by x' = scale·x + tx, y' = scale·y + ty.
int swatch_rsvg_render(void *handle, const char *id, double doc_width, double doc_height,
                       double scale, double tx, double ty, int width, int height, unsigned char *rgba);
#endif
