"""What both peers draw (benchmarks/peer/pillow_sheet.py and cairo_sheet.py): the sheet's
pads, its layout rules (docs/ARCHITECTURE.md §5 and §7.2) and pixel snapping, with no
drawing library imported, so each peer's process start pays only for its own library.
`layout` takes a metrics object with width(text, size), line_height(size) and ascent(size).
"""
import hashlib
import json
import multiprocessing

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
UNITS_PER_EM = 2048  # DejaVu Sans

# Sources/SwatchRaster/Colors/SystemColor.swift (docs/ARCHITECTURE.md §7.3), light appearance (R, G, B, A).
LABEL3 = (60, 60, 67, 76)
DEFAULT_PADS = [
    ("Label Colors", [("label", (0, 0, 0, 255)), ("secondaryLabel", (60, 60, 67, 153)),
                      ("tertiaryLabel", (60, 60, 67, 76)), ("quaternaryLabel", (60, 60, 67, 45))]),
    ("Fill Colors", [("systemFill", (120, 120, 128, 51)), ("secondarySystemFill", (120, 120, 128, 40)),
                     ("tertiarySystemFill", (118, 118, 128, 30)), ("quaternarySystemFill", (116, 116, 128, 20))]),
    ("Content Backgrounds", [("systemBackground", (255, 255, 255, 255)),
                             ("secondarySystemBackground", (242, 242, 247, 255)),
                             ("tertiarySystemBackground", (255, 255, 255, 255))]),
    ("Grouped Content Backgrounds", [("systemGroupedBackground", (242, 242, 247, 255)),
                                     ("secondarySystemGroupedBackground", (255, 255, 255, 255)),
                                     ("tertiarySystemGroupedBackground", (242, 242, 247, 255))]),
]
BACKGROUND = (255, 255, 255)
LABEL = (0, 0, 0, 255)


def theme_pads(count=200):
    """The benchmark's 200-color theme (swatch-bench's brandColor(i)): one pad, wrapped at
    10 swatches per row as SwatchSheet(pads:columns: 10) does; theme colors are labelled
    without the leading dot that system colors get."""
    colors = [("brand%d" % i, ((i * 37 + 11) % 256, (i * 91 + 40) % 256, (i * 53 + 80) % 256, 255))
              for i in range(count)]
    return [("Brand Colors", colors)]


PADS = {"default": DEFAULT_PADS, "theme200": theme_pads()}
COLUMNS = {"default": None, "theme200": 10}
DOTTED = {"default": True, "theme200": False}


def layout(pads, metrics, columns=None, dotted=True):
    """Frames in points: a list of (kind, x, y, w, h, payload) plus the sheet size.
    With `columns`, a pad with more colors wraps into rows of that many (FlowLayout: 8 pt
    between swatches and between rows)."""
    items = []
    title_h = metrics.line_height(28)
    label_h = metrics.line_height(17)
    swatch_h = 4 + 60 + 4 + label_h + 4
    y = 0.0
    sheet_w = 0.0
    for index, (title, colors) in enumerate(pads):
        if index:
            y += 20
        title_w = metrics.width(title, 28)
        items.append(("Text", 0.0, y, title_w, title_h, (title, 28)))
        per_row = columns if columns and len(colors) > columns else len(colors)
        row_y = y + title_h + 8
        for start in range(0, len(colors), max(1, per_row)):
            if start:
                row_y += swatch_h + 8
            x = 0.0
            for n, (name, rgba) in enumerate(colors[start:start + per_row]):
                if n:
                    x += 8
                label = ("." + name) if dotted else name
                label_w = metrics.width(label, 17)
                w = max(60.0, label_w)
                items.append(("Color", x + 4, row_y + 4, w, 60.0, rgba))
                items.append(("Text", x + 4, row_y + 68, label_w, label_h, (label, 17)))
                items.append(("Border", x, row_y, w + 8, swatch_h, LABEL3))
                x += w + 8
            sheet_w = max(sheet_w, title_w, x)
        y = row_y + swatch_h
    return (sheet_w, y), items


def snap(x, y, w, h, scale):
    """docs/ARCHITECTURE.md §7.1: round origin and far corner to the nearest pixel, ties up."""
    import math
    x0, y0 = math.floor(x * scale + 0.5), math.floor(y * scale + 0.5)
    x1, y1 = math.floor((x + w) * scale + 0.5), math.floor((y + h) * scale + 0.5)
    return x0, y0, x1, y1


def token_pads(path):
    """The pads of a W3C design-tokens theme file, as `render-swatches batch` reads one: each
    top-level group a pad, each color token a swatch ($value #RRGGBB or #RRGGBBAA, light)."""
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    pads = []
    for group, tokens in doc.items():
        if group.startswith("$") or not isinstance(tokens, dict):
            continue
        colors = []
        for name, token in tokens.items():
            if name.startswith("$") or not isinstance(token, dict) or "$value" not in token:
                continue
            hex_value = token["$value"].lstrip("#")
            rgba = tuple(int(hex_value[i:i + 2], 16) for i in (0, 2, 4)) + (int(hex_value[6:8], 16) if len(hex_value) == 8 else 255,)
            colors.append((name, rgba))
        pads.append((group, colors))
    return pads


def pixel_digest(hash_name):
    """SwatchRaster's pixel hash function by name (docs/ARCHITECTURE.md §9)."""
    if hash_name == "xxh3-128":
        import xxhash
        return lambda data: xxhash.xxh3_128_hexdigest(data)
    return lambda data: hashlib.sha256(data).hexdigest()


def run_batch(share, files, scale, jobs, folder, hash_name):
    """A peer's batch: `files` split into `jobs` interleaved shares, each drawn by
    `share((files, scale, folder, hash_name))` -> [(width, height)], on forked workers (the
    GIL would serialize threads); one job draws in this process."""
    shares = [(files[i::jobs], scale, folder, hash_name) for i in range(jobs)]
    if jobs == 1:
        sizes = share(shares[0])
    else:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            sizes = [s for part in pool.map(share, shares) for s in part]
    return {"images": len(sizes), "width": sizes[0][0], "height": sizes[0][1]}
