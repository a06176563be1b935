#!/usr/bin/env python3
"""Pillow peer of SwatchRaster's swatch sheet, for benchmarks/run.

Draws the same sheet as `SwatchSheet` (the seed's ContentView): a column of pads 20 pt apart,
each a `.title` (28 pt) heading over a row of swatches 8 pt apart; a swatch is a color
rectangle max(60, label width) x 60 pt over its 17 pt ".name" label, 4 pt between them,
padded 4 pt and bordered (1 pt, inside) in tertiaryLabel. Layout is computed here from
ImageFont.getlength, by the same rules (docs/ARCHITECTURE.md §5 and §7.2): unhinted advances plus 'kern' pairs
(measured on a 2048 px face, where DejaVu Sans's font units are pixels, so hinting rounds
nothing; with Pillow's raqm layout, as in its wheels, kerning equals ours), line height = hhea ascender - descender, frames snapped to the pixel grid by
rounding origin and far corner. Drawn with ImageDraw + ImageFont (RGBA blending onto an opaque
RGB canvas), saved with Pillow's default PNG settings.

  pillow_sheet.py --sheet default|theme200 --scale 2 -o out.png     write one sheet
  pillow_sheet.py --sheet default --scale 2 --dump-layout            frames (points) as JSON
  pillow_sheet.py --sheet default --scale 2 --bench 20 [--jobs 2]    timings as JSON
  pillow_sheet.py --sheet default --scale 2 --e2e 20 --hash xxh3-128 --dir D
      end to end, as a batch does: draw, write each PNG to D, hash its RGBA pixels as
      SwatchRaster defines the hash (docs/ARCHITECTURE.md §9); ms per sheet as JSON
  pillow_sheet.py --batch FILE... --scale 2 --jobs 2 --dir D
      the peer of `render-swatches batch`: each design-tokens file drawn as a theme sheet
      (10 swatches per row, labels without a dot), written to D and hashed, on --jobs
      worker processes; timed from outside, so the interpreter's start counts
"""
import argparse
import io
import json
import multiprocessing
import resource
import sys
import time

from PIL import Image, ImageDraw, ImageFont

from sheet_layout import FONT, UNITS_PER_EM, LABEL3, DEFAULT_PADS, BACKGROUND, LABEL, PADS, COLUMNS, DOTTED, layout, snap, token_pads, pixel_digest, run_batch  # noqa: F401


class Metrics:
    """Point metrics from a 2048 px face: getlength there is in font units."""

    def __init__(self):
        self.face = ImageFont.truetype(FONT, UNITS_PER_EM)  # raqm when present: kerning as ours
        ascent, descent = self.face.getmetrics()
        self.ascender, self.descender = ascent, descent

    def width(self, text, size):
        return self.face.getlength(text) * size / UNITS_PER_EM

    def line_height(self, size):
        return (self.ascender + self.descender) * size / UNITS_PER_EM

    def ascent(self, size):
        return self.ascender * size / UNITS_PER_EM


class Sheet:
    def __init__(self, name, scale, pads=None):
        """The named sheet, or with `pads`, a theme sheet of those pads (as batch draws one)."""
        if pads is None:
            pads = PADS[name]
            self.columns, self.dotted = COLUMNS[name], DOTTED[name]
        else:
            self.columns, self.dotted = 10, False
        self.scale = scale
        self.metrics = Metrics()
        self.pads = pads
        self.fonts = {size: ImageFont.truetype(FONT, size * scale)
                      for size in (17, 28)}

    def layout(self):
        return layout(self.pads, self.metrics, self.columns, self.dotted)

    def draw(self, size, items):
        s = self.scale
        width, height = int(size[0] * s + 0.5), int(size[1] * s + 0.5)
        image = Image.new("RGB", (width, height), BACKGROUND)
        draw = ImageDraw.Draw(image, "RGBA")
        border = max(1, round(s))
        for kind, x, y, w, h, payload in items:
            if kind == "Color":
                x0, y0, x1, y1 = snap(x, y, w, h, s)
                draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=payload)
            elif kind == "Border":
                x0, y0, x1, y1 = snap(x, y, w, h, s)
                draw.rectangle((x0, y0, x1 - 1, y0 + border - 1), fill=payload)
                draw.rectangle((x0, y1 - border, x1 - 1, y1 - 1), fill=payload)
                draw.rectangle((x0, y0 + border, x0 + border - 1, y1 - border - 1), fill=payload)
                draw.rectangle((x1 - border, y0 + border, x1 - 1, y1 - border - 1), fill=payload)
            else:
                text, pt = payload
                baseline = (y + self.metrics.ascent(pt)) * s
                draw.text((x * s, baseline), text, font=self.fonts[pt], fill=LABEL, anchor="ls")
        return image

    def render(self):
        """One sheet: (PNG bytes, seconds for layout, draw, encode)."""
        t0 = time.perf_counter()
        size, items = self.layout()
        t1 = time.perf_counter()
        image = self.draw(size, items)
        t2 = time.perf_counter()
        buffer = io.BytesIO()
        image.save(buffer, "PNG")  # Pillow's defaults: zlib level 6, adaptive filtering
        t3 = time.perf_counter()
        return buffer.getvalue(), image.size, (t1 - t0, t2 - t1, t3 - t2)


def _worker(args):
    sheet_name, scale, count = args
    sheet = Sheet(sheet_name, scale)
    sheet.render()
    cpu = time.process_time()
    for _ in range(count):
        sheet.render()
    return time.process_time() - cpu


def bench(sheet_name, scale, count, jobs):
    sheet = Sheet(sheet_name, scale)
    data, size, _ = sheet.render()  # warm-up: font caches
    stages = [0.0, 0.0, 0.0]
    start, cpu = time.perf_counter(), time.process_time()
    for _ in range(count):
        data, size, times = sheet.render()
        for i in range(3):
            stages[i] += times[i]
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    result = {
        "width": size[0], "height": size[1], "bytes": len(data),
        "sheets_per_s_1": count / elapsed, "cpu_ms_1": cpu / count * 1000,
        "ms_layout": stages[0] / count * 1000, "ms_raster": stages[1] / count * 1000,
        "ms_encode": stages[2] / count * 1000,
    }
    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            pool.map(_worker, [(sheet_name, scale, 1)] * jobs)  # warm the workers
            start = time.perf_counter()
            cpu = pool.map(_worker, [(sheet_name, scale, count)] * jobs)
            elapsed = time.perf_counter() - start
        result["sheets_per_s_%d" % jobs] = count * jobs / elapsed
        result["cores_used_%d" % jobs] = sum(cpu) / elapsed  # CPU s per wall s: cores really had
    return result


def e2e(sheet_name, scale, count, hash_name, folder):
    """Render, encode, write and hash `count` sheets in one process: the peer of one
    `render-swatches batch` job. The hash is SwatchRaster's: `RGBA8 w h\\n` + straight RGBA."""
    import os
    digest = pixel_digest(hash_name)
    sheet = Sheet(sheet_name, scale)
    sheet.render()  # warm-up: font caches
    start, cpu = time.perf_counter(), time.process_time()
    for i in range(count):
        size, items = sheet.layout()
        image = sheet.draw(size, items)
        image.save(os.path.join(folder, "peer-%d.png" % i), "PNG")
        pixels = image.convert("RGBA").tobytes()
        digest(b"RGBA8 %d %d\n" % image.size + pixels)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {"ms_per_sheet": elapsed / count * 1000, "cpu_ms": cpu / count * 1000}


def _batch_share(args):
    """One worker's share of a batch: draw, write and hash each file's sheet."""
    files, scale, folder, hash_name = args
    import os
    digest = pixel_digest(hash_name)
    sizes = []
    for path in files:
        sheet = Sheet(None, scale, token_pads(path))
        size, items = sheet.layout()
        image = sheet.draw(size, items)
        image.save(os.path.join(folder, os.path.basename(path) + ".png"), "PNG")
        digest(b"RGBA8 %d %d\n" % image.size + image.convert("RGBA").tobytes())
        sizes.append(image.size)
    return sizes


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sheet", default="default", choices=sorted(PADS))
    parser.add_argument("--scale", type=int, default=2)
    parser.add_argument("-o", "--output")
    parser.add_argument("--dump-layout", action="store_true")
    parser.add_argument("--bench", type=int, default=0, metavar="N")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--rss", action="store_true", help="render once, print peak RSS in KiB")
    parser.add_argument("--e2e", type=int, default=0, metavar="N")
    parser.add_argument("--hash", default="xxh3-128", choices=["xxh3-128", "sha256"])
    parser.add_argument("--dir", default=".")
    parser.add_argument("--batch", nargs="+", metavar="FILE")
    args = parser.parse_args()
    if args.batch:
        print(json.dumps(run_batch(_batch_share, args.batch, args.scale, args.jobs, args.dir, args.hash)))
        return
    sheet = Sheet(args.sheet, args.scale)
    if args.dump_layout:
        size, items = sheet.layout()
        frames = []
        for kind, x, y, w, h, payload in items:
            frame = {"kind": kind, "frame": [x, y, w, h]}
            if kind == "Text":
                frame["text"] = payload[0]
            frames.append(frame)
        print(json.dumps({"size": size, "frames": frames}, indent=1))
    elif args.e2e:
        print(json.dumps(e2e(args.sheet, args.scale, args.e2e, args.hash, args.dir)))
    elif args.bench:
        print(json.dumps(bench(args.sheet, args.scale, args.bench, args.jobs)))
    else:
        data, size, _ = sheet.render()
        if args.output:
            with open(args.output, "wb") as f:
                f.write(data)
        if args.rss:
            print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
        else:
            print("%s: %dx%d px, %d bytes" % (args.output or "-", size[0], size[1], len(data)))


if __name__ == "__main__":
    main()
