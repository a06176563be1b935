#ifndef SWATCHRASTER_CRSVG_SHIM_H
#define SWATCHRASTER_CRSVG_SHIM_H
// librsvg draws the SVG symbols a user exported from Apple's SF Symbols app (ARCHITECTURE
// §7.11). These helpers keep GLib's error and object handling on the C side.
#include <librsvg/rsvg.h>
#include <cairo.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>

/// Opens and parses `path`; NULL with a message in `message` (size `capacity`) on failure.
static inline RsvgHandle *swatch_rsvg_open(const char *path, char *message, size_t capacity) {
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_file(path, &error);
    if (!handle) {
        snprintf(message, capacity, "%s", error && error->message ? error->message : "unreadable SVG");
        if (error) g_error_free(error);
        return NULL;
    }
    return handle;
}

static inline void swatch_rsvg_close(RsvgHandle *handle) { g_object_unref(handle); }

/// The document's size in user units (its viewBox, else width and height at 96 dpi).
static inline int swatch_rsvg_size(RsvgHandle *handle, double *width, double *height) {
    gboolean has_width, has_height, has_viewbox;
    RsvgLength w, h;
    RsvgRectangle viewbox;
    rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
    if (has_viewbox && viewbox.width > 0 && viewbox.height > 0) {
        *width = viewbox.width;
        *height = viewbox.height;
        return 1;
    }
    return rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height) ? 1 : 0;
}

/// The ink box (or, `logical`, the geometry without stroke) of element `id` ("#Regular-M";
/// NULL for the whole document) in the document's coordinates, when the document is laid out
/// in a viewport of its own size. Guides are lines, whose ink box librsvg 2.54 widens to the
/// origin: their logical box is their line.
static inline int swatch_rsvg_ink(RsvgHandle *handle, const char *id, double doc_width, double doc_height,
                                  int logical, double out[4]) {
    if (id && !rsvg_handle_has_sub(handle, id)) return 0;
    RsvgRectangle viewport = {0, 0, doc_width, doc_height};
    RsvgRectangle ink, logical_rect;
    GError *error = NULL;
    if (!rsvg_handle_get_geometry_for_layer(handle, id, &viewport, &ink, &logical_rect, &error)) {
        if (error) g_error_free(error);
        return 0;
    }
    RsvgRectangle box = logical ? logical_rect : ink;
    out[0] = box.x; out[1] = box.y; out[2] = box.width; out[3] = box.height;
    return 1;
}

/// Renders element `id` (NULL: all) into a `width`×`height` premultiplied RGBA buffer, the
/// document's coordinates mapped to pixels by x' = scale·x + tx, y' = scale·y + ty.
static inline int swatch_rsvg_render(RsvgHandle *handle, const char *id, double doc_width, double doc_height,
                                     double scale, double tx, double ty, int width, int height, unsigned char *rgba) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) { cairo_surface_destroy(surface); return 0; }
    cairo_t *cr = cairo_create(surface);
    cairo_translate(cr, tx, ty);
    cairo_scale(cr, scale, scale);
    RsvgRectangle viewport = {0, 0, doc_width, doc_height};
    GError *error = NULL;
    int ok = rsvg_handle_render_layer(handle, cr, id, &viewport, &error) ? 1 : 0;
    if (error) g_error_free(error);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    if (ok) {
        // Cairo's ARGB32 is a native-endian 32-bit word per pixel: B, G, R, A in memory here.
        const unsigned char *data = cairo_image_surface_get_data(surface);
        int stride = cairo_image_surface_get_stride(surface);
        for (int y = 0; y < height; y++) {
            const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
            unsigned char *out = rgba + (size_t)y * width * 4;
            for (int x = 0; x < width; x++) {
                uint32_t p = row[x];
                out[4 * x + 0] = (p >> 16) & 0xFF;
                out[4 * x + 1] = (p >> 8) & 0xFF;
                out[4 * x + 2] = p & 0xFF;
                out[4 * x + 3] = (p >> 24) & 0xFF;
            }
        }
    }
    cairo_surface_destroy(surface);
    return ok;
}
#endif
