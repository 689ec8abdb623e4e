#!/usr/bin/env python3
"""Loads pages of a built site in headless Chromium and fails on an XML error, an empty page or a page
wider than the window; writes a screenshot of each page in light and dark mode, desktop and 360 px wide.

    scripts/browser-check.py SITE OUT [--page PATH]... [--self-test]

SITE is a folder written by `almanac build`; each --page is a path inside it (default: the first
calendar's month page holding today, its year page, its week page and its agenda page). Each page is
copied beside itself as `.xhtml`, so Chromium parses it as XML (application/xhtml+xml) the way a
strict client would, with a small script appended that records the page's width and text length.
Then, for light and dark (`prefers-color-scheme`) and for 1280x900 and 360x800:

  * `chromium --dump-dom` must show no <parsererror>, at least 200 characters of text and, at
    desktop width, a scrollWidth no wider than the window;
  * a screenshot is written to OUT/<page>-<light|dark>-<width>.png; it must not be blank (at least
    2% of its pixels differ from the most common colour), and must not be mostly magenta: the probe
    paints the window magenta when the page is wider than it. (Headless Chromium lays pages out at
    least 500 px wide while loading, then at the screenshot's 360 px; the probe watches the resize,
    which is why the 360 px check is done on the screenshot.)

Light screenshots are taken with ../shared/oracle/screenshot; that tool has no option for the colour
scheme, so dark ones run Chromium with the same flags plus --force-dark-mode.
--self-test first checks that a malformed page and an empty page are both caught.
Exit 0 when every check passed, 1 otherwise, 2 on usage errors, 3 when chromium is missing.
"""
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORACLE = os.path.join(os.path.dirname(ROOT), "shared", "oracle")
SIZES = [(1280, 900), (360, 800)]
SCHEMES = ["light", "dark"]
PROBE = """<script>//<![CDATA[
(function () {
  var root = document.documentElement;
  var body = document.body || root;
  var overlay = document.createElementNS("http://www.w3.org/1999/xhtml", "div");
  overlay.setAttribute("style", "position: fixed; inset: 0; z-index: 2147483647; background: #ff00ff; display: none");
  body.appendChild(overlay);
  function probe() {
    var width = Math.max(root.scrollWidth, body.scrollWidth);
    root.setAttribute("data-browser-check", JSON.stringify({
      width: width, viewport: window.innerWidth,
      text: (body.innerText || "").trim().length
    }));
    /* Wider than the window: paint the window magenta, which the screenshot check detects. */
    overlay.style.display = width > window.innerWidth + 1 ? "block" : "none";
  }
  probe();
  new ResizeObserver(probe).observe(root);
})();
//]]></script>
"""

def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def chromium_flags(profile, width, height, dark):
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
             "--no-default-browser-check", "--disable-extensions", "--mute-audio",
             "--force-device-scale-factor=1", "--user-data-dir=" + profile,
             "--window-size=%d,%d" % (width, height)]
    if dark:
        flags.append("--force-dark-mode")
    return flags


def dump_dom(browser, page, width, height, dark):
    profile = tempfile.mkdtemp(prefix="browser-check-profile-")
    try:
        run = subprocess.run([browser] + chromium_flags(profile, width, height, dark)
                             + ["--dump-dom", "file://" + os.path.abspath(page)],
                             capture_output=True, text=True, timeout=120)
        return run.stdout
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def screenshot(browser, page, png, width, height, dark):
    if not dark:
        run = subprocess.run([os.path.join(ORACLE, "screenshot"), page, png, "%dx%d" % (width, height)],
                             capture_output=True, text=True, timeout=180)
        return run.returncode == 0, run.stderr.strip()
    profile = tempfile.mkdtemp(prefix="browser-check-profile-")
    try:
        if os.path.exists(png):
            os.remove(png)
        run = subprocess.run([browser] + chromium_flags(profile, width, height, True)
                             + ["--screenshot=" + os.path.abspath(png), "file://" + os.path.abspath(page)],
                             capture_output=True, text=True, timeout=120)
        ok = os.path.exists(png) and open(png, "rb").read(8) == b"\x89PNG\r\n\x1a\n"
        return ok, run.stderr.strip()[-500:]
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def png_pixels(path):
    """The pixels of an 8-bit RGB or RGBA PNG as a list of tuples (enough for Chromium's screenshots)."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    offset, idat, width, height, channels = 8, b"", 0, 0, 0
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if depth != 8 or colour not in (2, 6):
                raise ValueError("unsupported PNG (depth %d, colour type %d)" % (depth, colour))
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    pixels = []
    position = 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 0xFF
        pixels.extend(bytes(line[i:i + 3]) for i in range(0, stride, channels))
        previous = line
    return pixels


def blank_fraction(path):
    """The share of pixels that differ from the most common colour."""
    pixels = png_pixels(path)
    counts = {}
    for pixel in pixels[::7]:
        counts[pixel] = counts.get(pixel, 0) + 1
    return 1 - max(counts.values()) / sum(counts.values())


def magenta_fraction(path):
    """The share of pure magenta pixels: the probe's overlay for a page wider than the window."""
    pixels = png_pixels(path)[::7]
    return sum(1 for pixel in pixels if pixel == b"\xff\x00\xff") / len(pixels)


def prepare(site_copy, page):
    """Writes PAGE's .xhtml twin with the probe; returns its path."""
    source = os.path.join(site_copy, page)
    text = open(source, encoding="utf-8").read()
    twin = os.path.splitext(source)[0] + ".xhtml"
    open(twin, "w", encoding="utf-8").write(text.replace("</body>", PROBE + "</body>", 1))
    return twin


def check_page(browser, twin, name, out, problems, screenshots=True):
    for scheme in SCHEMES:
        for width, height in SIZES:
            label = "%s %s %dpx" % (name, scheme, width)
            dom = dump_dom(browser, twin, width, height, scheme == "dark")
            if "parsererror" in dom or "This page contains the following errors" in dom:
                problems.append("%s: XML error in Chromium" % label)
                continue
            match = re.search(r'data-browser-check="([^"]*)"', dom)
            if not match:
                problems.append("%s: the page did not load (no probe result)" % label)
                continue
            probe = json.loads(match.group(1).replace("&quot;", '"'))
            if probe["text"] < 200:
                problems.append("%s: nearly empty page (%d characters of text)" % (label, probe["text"]))
            if probe["viewport"] == width and probe["width"] > width + 1:
                problems.append("%s: %d px wide, wider than the window" % (label, probe["width"]))
            if not screenshots:
                continue
            png = os.path.join(out, "%s-%s-%d.png" % (name, scheme, width))
            ok, message = screenshot(browser, twin, png, width, height, scheme == "dark")
            if not ok:
                problems.append("%s: no screenshot (%s)" % (label, message))
            elif magenta_fraction(png) > 0.3:
                problems.append("%s: wider than the window (the page scrolls sideways)" % label)
            elif blank_fraction(png) < 0.02:
                problems.append("%s: blank screenshot" % label)
            else:
                print("  %s: ok, %s" % (label, os.path.relpath(png)))


def default_pages(site):
    index = open(os.path.join(site, "index.html"), encoding="utf-8").read()
    calendar = re.search(r'href="([^"/]+)/week\.html"', index)
    if not calendar:
        raise SystemExit("browser-check: the index links no week page; pass --page")
    folder = calendar.group(1)
    week = open(os.path.join(site, folder, "week.html"), encoding="utf-8").read()
    today = re.search(r'aria-current="date"[^>]*>.*?datetime="(\d{4})-(\d{2})', week, re.S)
    if not today:
        raise SystemExit("browser-check: no today on %s/week.html; pass --page" % folder)
    year, month = today.groups()
    return ["%s/%s-%s.html" % (folder, year, month), "%s/%s.html" % (folder, year),
            "%s/week.html" % folder, "%s/%s-agenda.html" % (folder, year)]


def self_test(browser, scratch):
    """The checks must catch a malformed page, an empty page and a page too wide for a phone."""
    good = ('<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en"><head>'
            '<meta charset="UTF-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>'
            '<title>t</title></head><body>%s</body></html>\n')
    words = "<p>" + "Some words of text. " * 40 + "</p>"
    cases = {
        "malformed": (good % ("<main>" + words + "<p>crossed <b>tags</p></b></main>"), "XML error"),
        "empty": (good % "<main></main>", "nearly empty"),
        "too-wide-on-a-phone": (good % ('<main>' + words + '<p style="width: 420px">wide</p></main>'),
                                "360px: wider than the window"),
    }
    failed = []
    for name, (text, expected) in cases.items():
        open(os.path.join(scratch, name + ".html"), "w", encoding="utf-8").write(text)
        problems = []
        check_page(browser, prepare(scratch, name + ".html"), name, scratch, problems)
        caught = [problem for problem in problems if expected in problem]
        if caught:
            print("  self-test %s: caught (%s)" % (name, caught[0]))
        else:
            failed.append("%s (expected '%s', got %s)" % (name, expected, problems))
    return failed


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    pages = [argv[i + 1] for i, a in enumerate(argv) if a == "--page" and i + 1 < len(argv)]
    args = [a for a in args if a not in pages]
    if len(args) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    site, out = args
    browser = chromium()
    if not browser:
        print("browser-check: chromium not installed (apt-get install chromium)", file=sys.stderr)
        return 3
    os.makedirs(out, exist_ok=True)
    scratch = tempfile.mkdtemp(prefix="browser-check-")
    try:
        if "--self-test" in argv:
            failed = self_test(browser, scratch)
            if failed:
                print("browser-check: self-test not caught: %s" % ", ".join(failed), file=sys.stderr)
                return 1
        copy = os.path.join(scratch, "site")
        shutil.copytree(site, copy)
        problems = []
        for page in pages or default_pages(site):
            name = page.replace("/", "_").rsplit(".", 1)[0]
            print("%s:" % page)
            check_page(browser, prepare(copy, page), name, out, problems)
        for problem in problems:
            print("FAIL " + problem, file=sys.stderr)
        print("browser-check: %d problems" % len(problems))
        return 1 if problems else 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
