#!/usr/bin/env python3
"""cairo peer of `render-swatches batch`, for benchmarks/run: the second peer beside Pillow.

Each design-tokens file is drawn as a theme sheet by the rules of sheet_layout.py (the same
frames as the Pillow peer, measured here with cairo's own text extents on a 2048 px face,
unhinted), with pycairo: an opaque RGB24 image surface, rectangles and borders filled,
labels drawn with cairo's text API (fontconfig picks DejaVu Sans), written with cairo's
PNG writer, and hashed as SwatchRaster defines the pixel hash (docs/ARCHITECTURE.md §9:
`RGBA8 w h\\n` + straight RGBA bytes; cairo's BGRX rows are reordered first).

  cairo_sheet.py --batch FILE... --scale 2 --jobs 2 --dir D [--hash xxh3-128|sha256]

cairo's text API does not kern, so a label can be a fraction of a point narrower than ours
or Pillow's; the sheet's size in pixels is printed so that a reader can compare.
"""
import argparse
import json
import os

import cairo

from sheet_layout import BACKGROUND, LABEL, layout, pixel_digest, run_batch, snap, token_pads

FAMILY = "DejaVu Sans"
UNITS_PER_EM = 2048


def _face_context(size):
    surface = cairo.ImageSurface(cairo.FORMAT_RGB24, 1, 1)
    context = cairo.Context(surface)
    context.select_font_face(FAMILY)
    context.set_font_size(size)
    options = cairo.FontOptions()
    options.set_hint_style(cairo.HINT_STYLE_NONE)
    options.set_hint_metrics(cairo.HINT_METRICS_OFF)
    context.set_font_options(options)
    return context


class Metrics:
    """Point metrics from a 2048 px face, where extents are in font units."""

    def __init__(self):
        self.context = _face_context(UNITS_PER_EM)
        extents = self.context.font_extents()  # ascent, descent, height, max x, max y
        self.ascender, self.descender = extents[0], extents[1]

    def width(self, text, size):
        return self.context.text_extents(text).x_advance * size / UNITS_PER_EM

    def line_height(self, size):
        return (self.ascender + self.descender) * size / UNITS_PER_EM

    def ascent(self, size):
        return self.ascender * size / UNITS_PER_EM


def rgba(color):
    return tuple(c / 255.0 for c in color)


def draw(pads, scale, metrics):
    (width, height), items = layout(pads, metrics, columns=10, dotted=False)
    w, h = int(width * scale + 0.5), int(height * scale + 0.5)
    surface = cairo.ImageSurface(cairo.FORMAT_RGB24, w, h)
    context = cairo.Context(surface)
    context.set_antialias(cairo.ANTIALIAS_NONE)  # rectangles sit on whole pixels
    context.set_source_rgb(*rgba(BACKGROUND))
    context.paint()
    context.select_font_face(FAMILY)
    options = cairo.FontOptions()
    options.set_hint_style(cairo.HINT_STYLE_NONE)
    options.set_hint_metrics(cairo.HINT_METRICS_OFF)
    options.set_antialias(cairo.ANTIALIAS_GRAY)
    context.set_font_options(options)
    border = max(1, round(scale))
    for kind, x, y, fw, fh, payload in items:
        if kind == "Color":
            x0, y0, x1, y1 = snap(x, y, fw, fh, scale)
            context.set_source_rgba(*rgba(payload))
            context.rectangle(x0, y0, x1 - x0, y1 - y0)
            context.fill()
        elif kind == "Border":
            x0, y0, x1, y1 = snap(x, y, fw, fh, scale)
            context.set_source_rgba(*rgba(payload))
            for rx, ry, rw, rh in ((x0, y0, x1 - x0, border), (x0, y1 - border, x1 - x0, border),
                                   (x0, y0 + border, border, y1 - y0 - 2 * border),
                                   (x1 - border, y0 + border, border, y1 - y0 - 2 * border)):
                context.rectangle(rx, ry, rw, rh)
            context.fill()
        else:
            text, pt = payload
            context.set_source_rgba(*rgba(LABEL))
            context.set_font_size(pt * scale)
            context.move_to(x * scale, (y + metrics.ascent(pt)) * scale)
            context.show_text(text)
    surface.flush()
    return surface


def straight_rgba(surface):
    """The surface's pixels as RGBA bytes (RGB24 is opaque: no un-premultiplying needed)."""
    data = bytes(surface.get_data())
    w, h, stride = surface.get_width(), surface.get_height(), surface.get_stride()
    if stride != w * 4:
        data = b"".join(data[r * stride:r * stride + w * 4] for r in range(h))
    out = bytearray(len(data))
    out[0::4], out[1::4], out[2::4] = data[2::4], data[1::4], data[0::4]  # little-endian BGRX
    out[3::4] = b"\xff" * (len(data) // 4)
    return bytes(out)


def _share(args):
    files, scale, folder, hash_name = args
    digest = pixel_digest(hash_name)
    metrics = Metrics()
    sizes = []
    for path in files:
        surface = draw(token_pads(path), scale, metrics)
        surface.write_to_png(os.path.join(folder, os.path.basename(path) + ".png"))
        digest(b"RGBA8 %d %d\n" % (surface.get_width(), surface.get_height()) + straight_rgba(surface))
        sizes.append((surface.get_width(), surface.get_height()))
    return sizes


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--batch", nargs="+", metavar="FILE", required=True)
    parser.add_argument("--scale", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--dir", default=".")
    parser.add_argument("--hash", default="xxh3-128", choices=["xxh3-128", "sha256"])
    args = parser.parse_args()
    print(json.dumps(run_batch(_share, args.batch, args.scale, args.jobs, args.dir, args.hash)))


if __name__ == "__main__":
    main()
