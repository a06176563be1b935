#include "swatch_rsvg.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

// librsvg 2.54's and cairo's C ABI, as their headers declare it (librsvg/rsvg.h, cairo.h,
// glib's gerror.h): only the types and functions used below.
typedef struct { double x, y, width, height; } Rectangle;
typedef struct { double length; int unit; } Length;
typedef struct { uint32_t domain; int code; char *message; } Error;
enum { FORMAT_ARGB32 = 0, STATUS_SUCCESS = 0 };

static struct {
    void *(*new_from_file)(const char *, Error **);
    void (*unref)(void *);
    void (*error_free)(Error *);
    void (*intrinsic_dimensions)(void *, int *, Length *, int *, Length *, int *, Rectangle *);
    int (*intrinsic_size_in_pixels)(void *, double *, double *);
    int (*has_sub)(void *, const char *);
    int (*geometry_for_layer)(void *, const char *, const Rectangle *, Rectangle *, Rectangle *, Error **);
    int (*render_layer)(void *, void *, const char *, const Rectangle *, Error **);
    void *(*surface_create)(int, int, int);
    int (*surface_status)(void *);
    void (*surface_destroy)(void *);
    void (*surface_flush)(void *);
    unsigned char *(*surface_data)(void *);
    int (*surface_stride)(void *);
    void *(*cairo_create)(void *);
    void (*cairo_destroy)(void *);
    void (*translate)(void *, double, double);
    void (*scale)(void *, double, double);
} api;
static int loaded;
static char failure[256];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *rsvg = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!rsvg) {
        snprintf(failure, sizeof failure, "librsvg is not installed (%s): apt-get install librsvg2-2", dlerror());
        return;
    }
    // dlsym on librsvg's handle also finds the symbols of its dependencies (GLib, cairo).
#define FIND(field, name)                                                                      \
    do {                                                                                       \
        *(void **)(&api.field) = dlsym(rsvg, name);                                            \
        if (!api.field) {                                                                      \
            snprintf(failure, sizeof failure, "librsvg has no %s (version 2.52 or later is needed)", name); \
            return;                                                                            \
        }                                                                                      \
    } while (0)
    FIND(new_from_file, "rsvg_handle_new_from_file");
    FIND(unref, "g_object_unref");
    FIND(error_free, "g_error_free");
    FIND(intrinsic_dimensions, "rsvg_handle_get_intrinsic_dimensions");
    FIND(intrinsic_size_in_pixels, "rsvg_handle_get_intrinsic_size_in_pixels");
    FIND(has_sub, "rsvg_handle_has_sub");
    FIND(geometry_for_layer, "rsvg_handle_get_geometry_for_layer");
    FIND(render_layer, "rsvg_handle_render_layer");
    FIND(surface_create, "cairo_image_surface_create");
    FIND(surface_status, "cairo_surface_status");
    FIND(surface_destroy, "cairo_surface_destroy");
    FIND(surface_flush, "cairo_surface_flush");
    FIND(surface_data, "cairo_image_surface_get_data");
    FIND(surface_stride, "cairo_image_surface_get_stride");
    FIND(cairo_create, "cairo_create");
    FIND(cairo_destroy, "cairo_destroy");
    FIND(translate, "cairo_translate");
    FIND(scale, "cairo_scale");
#undef FIND
    loaded = 1;
}

int swatch_rsvg_load(char *message, size_t capacity) {
    pthread_once(&once, load);
    if (!loaded && message && capacity) snprintf(message, capacity, "%s", failure);
    return loaded;
}

void *swatch_rsvg_open(const char *path, char *message, size_t capacity) {
    if (!swatch_rsvg_load(message, capacity)) return NULL;
    Error *error = NULL;
    void *handle = api.new_from_file(path, &error);
    if (!handle) {
        snprintf(message, capacity, "%s", error && error->message ? error->message : "unreadable SVG");
        if (error) api.error_free(error);
    }
    return handle;
}

void swatch_rsvg_close(void *handle) {
    if (handle && loaded) api.unref(handle);
}

int swatch_rsvg_size(void *handle, double *width, double *height) {
    int has_width, has_height, has_viewbox;
    Length w, h;
    Rectangle viewbox;
    api.intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
    if (has_viewbox && viewbox.width > 0 && viewbox.height > 0) {
        *width = viewbox.width;
        *height = viewbox.height;
        return 1;
    }
    return api.intrinsic_size_in_pixels(handle, width, height) ? 1 : 0;
}

int swatch_rsvg_ink(void *handle, const char *id, double doc_width, double doc_height, int logical, double out[4]) {
    if (id && !api.has_sub(handle, id)) return 0;
    Rectangle viewport = {0, 0, doc_width, doc_height};
    Rectangle ink, logical_rect;
    Error *error = NULL;
    if (!api.geometry_for_layer(handle, id, &viewport, &ink, &logical_rect, &error)) {
        if (error) api.error_free(error);
        return 0;
    }
    Rectangle box = logical ? logical_rect : ink;
    out[0] = box.x;
    out[1] = box.y;
    out[2] = box.width;
    out[3] = box.height;
    return 1;
}

int swatch_rsvg_render(void *handle, const char *id, double doc_width, double doc_height,
                       double scale, double tx, double ty, int width, int height, unsigned char *rgba) {
    void *surface = api.surface_create(FORMAT_ARGB32, width, height);
    if (api.surface_status(surface) != STATUS_SUCCESS) {
        api.surface_destroy(surface);
        return 0;
    }
    void *cr = api.cairo_create(surface);
    api.translate(cr, tx, ty);
    api.scale(cr, scale, scale);
    Rectangle viewport = {0, 0, doc_width, doc_height};
    Error *error = NULL;
    int ok = api.render_layer(handle, cr, id, &viewport, &error) ? 1 : 0;
    if (error) api.error_free(error);
    api.cairo_destroy(cr);
    api.surface_flush(surface);
    if (ok) {
        // Cairo's ARGB32 is one native-endian 32-bit word per pixel, premultiplied.
        const unsigned char *data = api.surface_data(surface);
        int stride = api.surface_stride(surface);
        for (int y = 0; y < height; y++) {
            const uint32_t *row = (const uint32_t *)(const void *)(data + (size_t)y * (size_t)stride);
            unsigned char *out = rgba + (size_t)y * (size_t)width * 4;
            for (int x = 0; x < width; x++) {
                uint32_t p = row[x];
                out[4 * x + 0] = (p >> 16) & 0xFF;
                out[4 * x + 1] = (p >> 8) & 0xFF;
                out[4 * x + 2] = p & 0xFF;
                out[4 * x + 3] = (p >> 24) & 0xFF;
            }
        }
    }
    api.surface_destroy(surface);
    return ok;
}
