#!/usr/bin/env python3
"""The peer for the previews section of benchmarks/run: Pillow encoding and xxhash hashing the
very pixels preview-bench rendered (one .rgba + .json per screen in DIR), as a tool that had
the pixels already would: PNG with Pillow's defaults written to a file, XXH3-128 of the
pixels. Prints one JSON line per screen with the median milliseconds of COUNT runs.

usage: pillow_encode.py DIR [COUNT]
"""
import glob, json, os, sys, tempfile, time
from PIL import Image
import xxhash

folder, count = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 10
out = os.path.join(tempfile.mkdtemp(prefix="pillow-encode-"), "x.png")
for meta in sorted(glob.glob(os.path.join(folder, "*.json"))):
    size = json.load(open(meta))
    pixels = open(meta[:-5] + ".rgba", "rb").read()
    times = []
    for _ in range(count):
        start = time.perf_counter()
        Image.frombytes("RGBA", (size["width"], size["height"]), pixels).save(out, "PNG")
        xxhash.xxh3_128_hexdigest(pixels)
        times.append(time.perf_counter() - start)
    times.sort()
    print(json.dumps({"screen": os.path.basename(meta)[:-5], "ms_median": round(times[len(times) // 2] * 1000, 2)}))
