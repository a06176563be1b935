#!/usr/bin/env python3
"""Runs render-swatches against a catalogue of bad inputs and prints a Markdown table:
the case, the exit status, the first stderr line, and whether any output was left behind.

usage: scripts/bad-inputs.py [path/to/render-swatches]   (default .build/debug/render-swatches)
Exits 1 if any case crashes (signal or status other than 1/64), prints more than one error
line, or leaves an output file.
"""
import json, os, shutil, signal, subprocess, sys, tempfile, time

BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/render-swatches")

def tok(value, name="c"):
    return json.dumps({"g": {"$type": "color", name: {"$value": value}}})

def colorset(color):
    return json.dumps({"colors": [{"idiom": "universal", "color": color}]})

def srgb(**c):
    comps = {"red": "0.5", "green": "0.5", "blue": "0.5", "alpha": "1.000"}
    comps.update(c)
    return {"color-space": "srgb", "components": comps}

def shard_manifest(k, n, columns=10, images=(), plan="sha256:" + "ab" * 32):
    """A shard's manifest as `batch --shard K/N` writes it."""
    return json.dumps({"version": 1, "failures": [], "shard": {"index": k, "count": n, "plan": plan},
                       "options": {"background": "system", "columns": columns, "font": "DejaVu Sans",
                                   "maxPixels": 200000000, "preferredWidth": 60},
                       "images": [{"appearance": "light", "file": f, "height": 1, "width": 1, "input": "t.json",
                                   "pixelHash": "sha256:" + "0" * 64, "scale": 1, "theme": "t", "sequence": i}
                                  for i, f in images]})

deep = "".join('{"g%d":' % i for i in range(100)) + "{}" + "}" * 100
many = json.dumps({"g": {"$type": "color", **{f"c{i}": {"$value": "#112233"} for i in range(10001)}}})

# (description, files to create {path: bytes|str|None(dir)}, arguments, expected status)
CASES = [
    ("malformed JSON (trailing comma)", {"t.json": '{"g": {"c": {"$value": "#fff"},}}'}, ["--palette", "t.json"], 1),
    ("truncated JSON", {"t.json": '{"g": {"c": {"$val'}, ["--palette", "t.json"], 1),
    ("top level is an array", {"t.json": "[1, 2]"}, ["--palette", "t.json"], 1),
    ("$value of the wrong type (number)", {"t.json": tok(42)}, ["--palette", "t.json"], 1),
    ("bad hex #12345G", {"t.json": tok("#12345G")}, ["--palette", "t.json"], 1),
    ("srgb component out of range", {"t.json": tok({"colorSpace": "srgb", "components": [2, 0, 0]})}, ["--palette", "t.json"], 1),
    ("two components instead of three", {"t.json": tok({"colorSpace": "srgb", "components": [1, 0]})}, ["--palette", "t.json"], 1),
    ("component of the wrong type", {"t.json": tok({"colorSpace": "srgb", "components": ["red", 0, 0]})}, ["--palette", "t.json"], 1),
    ("alpha out of range", {"t.json": tok({"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 7})}, ["--palette", "t.json"], 1),
    ("unknown color space", {"t.json": tok({"colorSpace": "cmyk", "components": [0, 0, 0]})}, ["--palette", "t.json"], 1),
    ("alias cycle", {"t.json": json.dumps({"g": {"$type": "color", "a": {"$value": "{g.b}"}, "b": {"$value": "{g.a}"}}})}, ["--palette", "t.json"], 1),
    ("alias to a missing token", {"t.json": tok("{g.nope}")}, ["--palette", "t.json"], 1),
    ("alias to a dimension token", {"t.json": json.dumps({"g": {"d": {"$type": "dimension", "$value": "4px"}, "c": {"$type": "color", "$value": "{g.d}"}}})}, ["--palette", "t.json"], 1),
    ("nesting 100 levels deep", {"t.json": deep}, ["--palette", "t.json"], 1),
    ("invalid UTF-8 in a token file", {"t.json": b'{"g": {"$type": "color", "c\xc3\x28": {"$value": "#fff"}}}'}, ["--palette", "t.json"], 1),
    ("token name of 300 characters", {"t.json": tok("#fff", "n" * 300)}, ["--palette", "t.json"], 1),
    ("control character in a name", {"t.json": tok("#fff", "a\u0007b")}, ["--palette", "t.json"], 1),
    ("10,001 colors (over the limit)", {"t.json": many}, ["--palette", "t.json"], 1),
    ("33 MB token file (over the limit)", {"t.json": b" " * (33 << 20) + b"{}"}, ["--palette", "t.json"], 1),
    ("colorset: unknown color space", {"c.colorset/Contents.json": colorset({"color-space": "cmyk", "components": {}})}, ["--palette", "c.colorset"], 1),
    ("colorset: bad hex component 0xZZ", {"c.colorset/Contents.json": colorset(srgb(red="0xZZ"))}, ["--palette", "c.colorset"], 1),
    ("colorset: integer component 300", {"c.colorset/Contents.json": colorset(srgb(red="300"))}, ["--palette", "c.colorset"], 1),
    ("colorset: NaN component", {"c.colorset/Contents.json": colorset(srgb(red="nan"))}, ["--palette", "c.colorset"], 1),
    ("colorset: no colors array", {"c.colorset/Contents.json": "{}"}, ["--palette", "c.colorset"], 1),
    ("colorset: unknown system reference", {"c.colorset/Contents.json": colorset({"platform": "ios", "reference": "fancyColor"})}, ["--palette", "c.colorset"], 1),
    ("GIMP palette without its header", {"p.gpl": "255 0 0 Red\n"}, ["--palette", "p.gpl"], 1),
    ("GIMP palette component 300", {"p.gpl": "GIMP Palette\n300 0 0 Red\n"}, ["--palette", "p.gpl"], 1),
    ("missing input file", {}, ["--palette", "nope.json"], 1),
    ("a directory given as a token file", {"dir.json/": None}, ["--palette", "dir.json"], 1),
    ("unknown theme format", {"t.txt": "hello"}, ["--palette", "t.txt"], 1),
    ("output path is a directory", {"out/": None}, ["-o", "out"], 1),
    ("output on a full disk (/dev/full)", {}, ["-o", "/dev/full"], 1),
    ("output in a missing folder", {}, ["-o", "no/such/dir/x.png"], 1),
    ("output in a read-only file system (/proc)", {}, ["-o", "/proc/x.png"], 1),
    ("scale 1e9", {}, ["--scale", "1e9"], 64),
    ("scale NaN", {}, ["--scale", "nan"], 64),
    ("scale 0", {}, ["--scale", "0"], 64),
    ("scale -2", {}, ["--scale=-2"], 64),
    ("image over the pixel budget", {}, ["--scale", "16", "--max-pixels", "1000000"], 1),
    ("malformed --check hash", {}, ["--check", "md5:abc"], 64),
    ("unknown font family", {}, ["--font", "No Such Font Family"], 1),
    ("font path that is not a font", {"f.ttf": "not a font"}, ["--font", "f.ttf"], 1),
    ("bad --background", {}, ["--background", "#12"], 64),
    ("unknown appearance", {}, ["--appearance", "sepia"], 64),
    ("preferred width infinite", {}, ["--preferred-width", "inf"], 64),
    ("verify: file is not a manifest", {"m.json": '{"a": 1}'}, ["verify", "--manifest", "m.json"], 1),
    ("verify: manifest missing", {}, ["verify", "--manifest", "missing.json"], 1),
    ("batch: --output-dir is a file", {"t.json": tok("#fff"), "outfile": "x"}, ["batch", "t.json", "--output-dir", "outfile"], 1),
    ("batch: hostile theme file name", {"a\u0001b ..evil.tokens.json": tok("#fff")}, ["batch", "a\u0001b ..evil.tokens.json", "--output-dir", "o", "--scale", "1", "--appearance", "light"], 0),
    ("batch: --jobs 0", {"t.json": tok("#fff")}, ["batch", "t.json", "--output-dir", "o", "--jobs", "0"], 64),
    ("batch: --shard 0/3", {"t.json": tok("#fff")}, ["batch", "t.json", "--output-dir", "o", "--shard", "0/3"], 64),
    ("batch: --shard 4/3", {"t.json": tok("#fff")}, ["batch", "t.json", "--output-dir", "o", "--shard", "4/3"], 64),
    ("batch: --shard a/b", {"t.json": tok("#fff")}, ["batch", "t.json", "--output-dir", "o", "--shard", "a/b"], 64),
    ("verify: --shard 1/0", {"m.json": shard_manifest(1, 1)}, ["verify", "--manifest", "m.json", "--shard", "1/0"], 64),
    ("manifest merge: an unsharded manifest", {"m.json": '{"version": 1, "options": {"background": "system", "columns": 10, "font": "x", "maxPixels": 1, "preferredWidth": 60}, "images": [], "failures": []}'},
     ["manifest", "merge", "m.json", "-o", "merged.json"], 1),
    ("manifest merge: shard 1/2 twice", {"a.json": shard_manifest(1, 2), "b.json": shard_manifest(1, 2)}, ["manifest", "merge", "a.json", "b.json", "-o", "merged.json"], 1),
    ("manifest merge: shard 2/2 missing", {"a.json": shard_manifest(1, 2)}, ["manifest", "merge", "a.json", "-o", "merged.json"], 1),
    ("manifest merge: different options", {"a.json": shard_manifest(1, 2), "b.json": shard_manifest(2, 2, columns=8)}, ["manifest", "merge", "a.json", "b.json", "-o", "merged.json"], 1),
    ("manifest merge: different batches", {"a.json": shard_manifest(1, 2), "b.json": shard_manifest(2, 2, plan="sha256:" + "cd" * 32)}, ["manifest", "merge", "a.json", "b.json", "-o", "merged.json"], 1),
    ("manifest merge: overlapping shards", {"a.json": shard_manifest(1, 2, images=[(0, "x.png")]), "b.json": shard_manifest(2, 2, images=[(1, "x.png")])},
     ["manifest", "merge", "a.json", "b.json", "-o", "merged.json"], 1),
    ("theme from an endless device (/dev/zero)", {}, ["--palette", "/dev/zero"], 1),
    ("--palette - with nothing on stdin", {}, ["--palette", "-"], 1),
    ("theme with a duplicate key (warning, still drawn)", {"t.json": '{"g": {"$type": "color", "c": {"$value": "#f00"}, "c": {"$value": "#0f0"}}}'}, ["--palette", "t.json", "-o", "dup.png"], 0),
    ("emoji and unassigned code points in a name", {"t.json": tok("#f80", "palette🎨\U000E0FFF")}, ["--palette", "t.json", "-o", "emoji.png"], 0),
]

def run_case(desc, files, args, expected):
    work = tempfile.mkdtemp(prefix="bad-input-")
    try:
        for path, content in files.items():
            full = os.path.join(work, path)
            if content is None:
                os.makedirs(full, exist_ok=True)
                continue
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "wb") as f:
                f.write(content.encode() if isinstance(content, str) else content)
        before = set(os.listdir(work))
        proc = subprocess.run([BIN] + args, cwd=work, capture_output=True, timeout=120, stdin=subprocess.DEVNULL)
        after = set(os.listdir(work))
        created = sorted(after - before)
        err_lines = proc.stderr.decode(errors="replace").strip().splitlines()
        errors = [l for l in err_lines if l.startswith("error:")]
        warnings = [l for l in err_lines if l.startswith("warning:")]
        message = errors[0] if errors else warnings[0] if warnings else (proc.stdout.decode(errors="replace").strip().splitlines() or [""])[0]
        message = message.replace(work + "/", "").replace("|", "\\|")
        # Outputs of a successful case are expected; on failure nothing may remain
        # (a batch's output folder holds only the manifest of what did succeed).
        leftovers = [c for c in created if proc.returncode != 0 and c != "o"]
        if expected == 0 and "o" in created:
            leftovers = []
            for name in sorted(os.listdir(os.path.join(work, "o"))):
                message += f" → o/{name}"
        ok = proc.returncode == expected and (expected == 0 or len(errors) == 1) and not leftovers
        return ok, proc.returncode, message[:160], ", ".join(leftovers) or "none"
    finally:
        shutil.rmtree(work, ignore_errors=True)

def interrupted_batch():
    """SIGINT in the middle of a batch: no PNG may be half-written."""
    work = tempfile.mkdtemp(prefix="bad-input-")
    try:
        colors = {f"c{i}": {"$value": "#%06x" % (i * 977 % 0xFFFFFF)} for i in range(300)}
        for t in range(8):
            with open(os.path.join(work, f"t{t}.tokens.json"), "w") as f:
                json.dump({"g": {"$type": "color", **colors}}, f)
        proc = subprocess.Popen([BIN, "batch", ".", "--output-dir", "o", "--scale", "3", "--appearance", "all", "--jobs", "2"], cwd=work,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        # Interrupt once the first image is complete, while the others are being written.
        deadline = time.time() + 60
        while time.time() < deadline and proc.poll() is None:
            if os.path.isdir(os.path.join(work, "o")) and any(n.endswith(".png") for n in os.listdir(os.path.join(work, "o"))):
                break
            time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
        out = os.path.join(work, "o")
        names = sorted(os.listdir(out)) if os.path.isdir(out) else []
        temps = [n for n in names if not n.endswith(".png") and n != "manifest.json"]
        bad = []
        for n in names:
            if n.endswith(".png"):
                with open(os.path.join(out, n), "rb") as f:
                    data = f.read()
                if not data.endswith(b"IEND\xaeB`\x82"):
                    bad.append(n)
        ok = proc.returncode != 0 and not temps and not bad
        return ok, proc.returncode, f"stopped by SIGINT; {len(names)} complete files kept", ", ".join(temps + bad) or "none"
    finally:
        shutil.rmtree(work, ignore_errors=True)

def fifo_without_writer():
    """A FIFO nobody writes to, given as a theme: an error after the read timeout, no hang."""
    work = tempfile.mkdtemp(prefix="bad-input-")
    try:
        os.mkfifo(os.path.join(work, "t.json"))
        start = time.time()
        proc = subprocess.run([BIN, "--palette", "t.json", "-o", "x.png"], cwd=work, capture_output=True, timeout=60, stdin=subprocess.DEVNULL)
        seconds = time.time() - start
        errors = [l for l in proc.stderr.decode(errors="replace").splitlines() if l.startswith("error:")]
        left = sorted(set(os.listdir(work)) - {"t.json"})
        ok = proc.returncode == 1 and len(errors) == 1 and "no data after" in errors[0] and not left
        return ok, proc.returncode, f"{(errors or [''])[0]} (after {seconds:.1f} s)", ", ".join(left) or "none"
    finally:
        shutil.rmtree(work, ignore_errors=True)

def main():
    print("| # | bad input | exit | message | left behind |")
    print("|---|---|---|---|---|")
    failures = 0
    rows = [(d, lambda d=d, f=f, a=a, e=e: run_case(d, f, a, e)) for d, f, a, e in CASES]
    rows.append(("FIFO with no writer as a theme", fifo_without_writer))
    rows.append(("SIGINT during a batch", interrupted_batch))
    for n, (desc, fn) in enumerate(rows, 1):
        ok, status, message, left = fn()
        failures += 0 if ok else 1
        print(f"| {n} | {desc} | {status} | {message} | {left} |" + ("" if ok else " **UNEXPECTED**"))
    print(f"\n{len(rows)} cases, {failures} unexpected")
    sys.exit(1 if failures else 0)

main()
