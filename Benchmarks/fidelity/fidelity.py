#!/usr/bin/env python3
"""Layout fidelity: Plumb's frames against SwiftUI's own renderings (issue 38).

Public apps' snapshot tests (swift-snapshot-testing) keep reference PNGs that SwiftUI drew: a
view on a named device configuration, in a fixed window or at its own size. Each case in
cases/<repo>.json restates such a view fresh (views/<id>.swift) with the host the test used.

  fidelity.py measure [--repos DIR] [CASE_ID…]   reference PNG → boxes/<id>.json
  fidelity.py run [--plumb PATH] [--json FILE]     Plumb's layout of every case against its boxes
  fidelity.py report [--plumb PATH]                 docs/layout-fidelity.md

`measure` reads the checkouts under --repos (default /tmp/fidelity/repos/<owner>+<name>/);
`run` and `report` need only the committed JSON and the views. See README.md.
"""

import argparse
import json
import os
import subprocess
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BOXES = os.path.join(HERE, "boxes")
DEFAULT_REPOS = "/tmp/fidelity/repos"
DEFAULT_PLUMB = os.path.join(ROOT, ".build", "debug", "plumb")
THRESHOLDS = (1, 2, 4)
# A SwiftUI box farther than this from every frame of its kind has no match.
NO_MATCH_BEYOND = 16.0

# SF Pro's glyph heights in em (units per em 2048): cap height 1443, x-height 1078, the
# ascender letters ≈ 1510, the descender letters ≈ −420. Plumb's line boxes are advance boxes;
# SwiftUI's renders show ink, so a line is compared with the ink its letters would cover.
CAP_HEIGHT, X_HEIGHT, ASCENDER_LETTERS, DESCENDER_DEPTH = 1443 / 2048, 1078 / 2048, 1510 / 2048, 420 / 2048
# SF Pro's side bearings: a line's ink starts and ends this far (em) inside its advance box, the
# 0.096 em a line loses in the least-squares fit of SwiftUI's regular lines (TextWidthCalibration).
SIDE_BEARING = 0.048
# Where an SF Symbol's ink sits in its frame, measured from the renders (symbol-ink.json, which
# LayoutFidelityTests reads too): the frames are Plumb's, `SymbolMetrics`.
with open(os.path.join(HERE, "symbol-ink.json")) as _handle:
    SYMBOL_INK = json.load(_handle)["symbols"]
# Cyrillic too: its capitals stand at the cap height, б and ф reach the ascender, р, у, ф and
# the tails of д, ц, щ go below the baseline.
ASCENDER_LETTERS_SET = set("bdfhkltбф")
ASCENDING = ASCENDER_LETTERS_SET | set("ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ0123456789!?/()[]{}|'\"#$%&@")
DESCENDING = set("gjpqyQ(),;[]{}|/@руфдцщ")


# ---------------------------------------------------------------------------------------------
# Cases


def load_cases(root):
    """Every case of the checkout's Benchmarks/fidelity/cases/*.json, each with its repository,
    commit and file."""
    cases = []
    folder = os.path.join(root, "Benchmarks", "fidelity", "cases")
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        if not name.endswith(".json"):
            continue
        with open(os.path.join(folder, name)) as handle:
            manifest = json.load(handle)
        for case in manifest["cases"]:
            case = dict(case)
            case["repository"], case["commit"], case["manifest"] = manifest["repository"], manifest["commit"], name
            cases.append(case)
    return cases


def host_name(case):
    """The case's host as `plumb layout --snapshot-host` names it (without the scale)."""
    host = case["host"]
    if host.get("sizeThatFits"):
        return "size-that-fits"
    if "fixed" in host:
        return "%gx%g" % (host["fixed"]["width"], host["fixed"]["height"])
    name = host["device"]
    if "orientation" in host:
        name += "-" + host["orientation"]
    if "split" in host:
        name += "-" + host["split"]
    return name


def load_boxes(case):
    path = os.path.join(BOXES, case["id"] + ".json")
    if not os.path.exists(path):
        return None
    with open(path) as handle:
        return json.load(handle)


# ---------------------------------------------------------------------------------------------
# measure: a reference PNG → boxes


def measure_image(path, scale, size_that_fits=False):
    """The boxes of pictures, filled regions, stroked outlines and text lines in a light-mode PNG,
    in points.

    The background is the colour most of the border has; every other pixel is given the nearest
    of the image's dominant colours. A picture (many colours, or many marks packed in two
    dimensions) is one box; each colour's connected components elsewhere are classified: a
    component that fills most of its bounding box is a fill, a large thin one a stroke, and the
    small rest glyphs, which are merged into line boxes. On a size-that-fits render whose border
    is not white, the view's own fill reaches the image's edges: a fill the size of the image.
    """
    import numpy as np
    from PIL import Image
    from scipy import ndimage

    image = Image.open(path).convert("RGBA")
    rgba = np.asarray(image).astype(np.int32)
    # Transparent pixels show what is behind the snapshot: white, as a light-mode viewer does.
    alpha = rgba[:, :, 3:4] / 255.0
    rgb = (rgba[:, :, :3] * alpha + 255 * (1 - alpha)).round().astype(np.int32)
    height, width = rgb.shape[:2]
    pt = 1.0 / scale

    # Colours to 5 bits a channel. A dominant colour is one with interior pixels (all eight
    # neighbours the same): anti-aliased edges have none, so they join the nearer side.
    keys = (rgb[:, :, 0] >> 3) * 1024 + (rgb[:, :, 1] >> 3) * 32 + (rgb[:, :, 2] >> 3)
    border = np.concatenate([keys[0, :], keys[-1, :], keys[:, 0], keys[:, -1]])
    background = int(np.bincount(border).argmax())
    interior = np.ones(keys.shape, dtype=bool)
    interior[0, :] = interior[-1, :] = interior[:, 0] = interior[:, -1] = False
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            interior &= keys == np.roll(np.roll(keys, dy, axis=0), dx, axis=1)
    inner = np.bincount(keys[interior], minlength=keys.max() + 1)
    palette_keys = sorted(set(int(k) for k in np.nonzero(inner >= 3)[0]) | {background})
    palette = np.array([[(k >> 10) * 8 + 4, ((k >> 5) & 31) * 8 + 4, (k & 31) * 8 + 4] for k in palette_keys])
    nearest = np.empty(keys.shape, dtype=np.int64)
    for row in range(0, height, 256):  # in bands, to bound the memory of the distances
        band = rgb[row:row + 256]
        distances = ((band[:, :, None, :] - palette[None, None, :, :]) ** 2).sum(axis=3)
        nearest[row:row + 256] = np.array(palette_keys)[distances.argmin(axis=2)]

    boxes, glyphs = [], []
    white = (255 >> 3) * (1024 + 32 + 1)  # its key
    if size_that_fits and background != white:
        boxes.append(dict(kind="fill", colour=None, x=0.0, y=0.0, width=width * pt, height=height * pt))
    pictures = picture_regions(nearest, background, scale)
    for top, left, bottom, right in pictures:
        boxes.append(dict(kind="image", colour=None, x=left * pt, y=top * pt, width=(right - left) * pt, height=(bottom - top) * pt))
    in_picture = np.zeros(keys.shape, dtype=bool)
    for top, left, bottom, right in pictures:
        in_picture[top:bottom, left:right] = True
    nearest, palette_keys = shades_merged(nearest, palette_keys, inner, background)
    for key in palette_keys:
        pixels = (nearest == key) & ~in_picture
        if key == background:
            # What is drawn in the background's colour shows only on a fill: white text on a
            # button. The ground around the views touches the image's edge.
            pixels = pixels & ~ground(pixels)
        labels, count = ndimage.label(pixels, structure=np.ones((3, 3)))
        for index, region in enumerate(ndimage.find_objects(labels), start=1):
            ys, xs = region
            w, h = (xs.stop - xs.start) * pt, (ys.stop - ys.start) * pt
            component = labels[region] == index
            if component.sum() < max(2, scale):  # specks
                continue
            box = {"x": xs.start * pt, "y": ys.start * pt, "width": w, "height": h}
            area = float(component.size)
            coverage = component.sum() / area
            # With its holes filled (what is drawn on it: text, icons), a filled region covers
            # its bounding box but for rounded corners; an outline covers it only so.
            filled = ndimage.binary_fill_holes(component).sum() / area
            if ((filled >= 0.85 and min(w, h) >= 4 and coverage >= 0.6) or (filled >= 0.7 and coverage >= 0.6 and min(w, h) >= 14)
                    or (min(w, h) >= 8 and solid_disc(component))):
                boxes.append(dict(kind="fill", colour=key, **box))
            elif filled >= 0.85 and min(w, h) >= 12 and component.sum() * pt * pt / (2 * (w + h)) <= 3:
                boxes.append(dict(kind="stroke", colour=key, **box))
            elif filled >= 0.85 and min(w, h) >= 12:
                boxes.append(dict(kind="fill", colour=key, **box))  # a frame around what is drawn on it
            elif h <= 60 and xs.start > 0 and ys.start > 0 and xs.stop < width and ys.stop < height:
                # (What touches the image's edge is the ground showing past a rounded corner.)
                glyphs.append(dict(colour=key, **box))
    # A region of a fill's own colour inside it is a hole in what is drawn on it (a letter's
    # counter, a symbol's cut-out), not a view.
    def hole(part):
        return part["colour"] is not None and any(
            f is not part and f["colour"] == part["colour"] and inside(part, f) for f in boxes if f["kind"] == "fill")
    glyphs = [g for g in glyphs if not hole(g)]
    boxes = [b for b in boxes if not hole(b)]
    # A background-coloured mark counts only inside a fill (a letter on a button); elsewhere it is
    # the ground between what is drawn (a letter's counter, the gap inside a ring).
    glyphs = [g for g in glyphs if g["colour"] != background or any(
        f["kind"] == "fill" and f["colour"] != background and inside(g, f) for f in boxes)]
    lines, letters = lines_and_letters(glyphs, boxes)
    # A shade along a fill's rim is not a glyph (of the fills that are no letters).
    rims = [g for g in glyphs if fill_edge(g, [b for b in boxes if not any(b is l for l in letters)], pt)]
    if rims:
        lines, letters = lines_and_letters([g for g in glyphs if not any(g is r for r in rims)], boxes)
    boxes = [b for b in boxes if not any(b is l for l in letters)]
    for box in boxes:
        del box["colour"]
    boxes += [{"kind": "text", "x": l["x"], "y": l["y"], "width": l["width"], "height": l["height"]} for l in lines]
    for box in boxes:
        for key in ("x", "y", "width", "height"):
            box[key] = round(box[key], 3)
    boxes.sort(key=lambda b: (b["y"], b["x"], b["kind"]))
    return {"image": {"widthPixels": width, "heightPixels": height, "scale": scale}, "boxes": boxes}


def lines_and_letters(glyphs, boxes):
    """The text lines the glyphs make (with the marks drawn under fills) and the fills that are
    letters of them (`letter_of`, which grows the lines to take them in)."""
    glyphs, hidden = joined_under_fills(glyphs, [b for b in boxes if b["kind"] == "fill"])
    lines = text_lines(stacked_marks(glyphs)) + hidden
    return lines, [b for b in boxes if letter_of(b, lines)]


def fill_edge(glyph, boxes, pt):
    """Whether a glyph is a shade of a fill's anti-aliased edge: one pixel thin, along a side of
    the fill's box, within a pixel of it: a circle's rim, a shade apart from both its fill and
    the ground (a heavy letter's shades too, which is why the letters are told first). A
    letter's stroke is thicker at 3x."""
    edge = 1.001 * pt
    for fill in (b for b in boxes if b["kind"] == "fill"):
        left, top, right, bottom = fill["x"], fill["y"], fill["x"] + fill["width"], fill["y"] + fill["height"]
        within_rows = top - edge <= glyph["y"] and glyph["y"] + glyph["height"] <= bottom + edge
        within_columns = left - edge <= glyph["x"] and glyph["x"] + glyph["width"] <= right + edge
        if glyph["width"] <= edge and within_rows and min(abs(glyph["x"] - left), abs(glyph["x"] + glyph["width"] - right)) <= edge:
            return True
        if glyph["height"] <= edge and within_columns and min(abs(glyph["y"] - top), abs(glyph["y"] + glyph["height"] - bottom)) <= edge:
            return True
    return False


def solid_disc(component):
    """Whether a component is a round dot: no holes, and its pixels the ellipse its box holds
    (nine in ten of their union in both). A letter so round and solid is a dot (a period, a
    bullet: about 0.3 em, 8 pt at 26 pt), smaller than the 8 pt asked of a dot that is a view
    (a radio button's); one beside a line in its colour joins it all the same (`letter_of`)."""
    import numpy as np
    from scipy import ndimage

    if ndimage.binary_fill_holes(component).sum() != component.sum():
        return False
    h, w = component.shape
    ys, xs = np.mgrid[0:h, 0:w]
    ellipse = ((xs + 0.5 - w / 2) / (w / 2)) ** 2 + ((ys + 0.5 - h / 2) / (h / 2)) ** 2 <= 1
    return (component & ellipse).sum() >= 0.9 * (component | ellipse).sum()


def shades_merged(nearest, palette_keys, inner, background):
    """A shadow or a highlight over a fill (a toggle's knob casting one on its track) gives the
    fill's colour shades of its own: dominant colours one 5-bit step apart in every channel,
    chained, are one colour, the one with the most interior pixels. The background keeps its own."""
    import numpy as np

    def channels(key):
        return np.array([key >> 10, (key >> 5) & 31, key & 31])

    group = {key: key for key in palette_keys}

    def root(key):
        while group[key] != key:
            key = group[key]
        return key

    for a in palette_keys:
        for b in palette_keys:
            if a < b and background not in (a, b) and np.abs(channels(a) - channels(b)).max() <= 1:
                group[root(b)] = root(a)
    members = defaultdict(list)
    for key in palette_keys:
        members[root(key)].append(key)
    lookup = {}
    for keys in members.values():
        main = max(keys, key=lambda k: inner[k] if k < len(inner) else 0)
        lookup.update({key: main for key in keys})
    merged = np.vectorize(lookup.get, otypes=[np.int64])(nearest) if len(members) < len(palette_keys) else nearest
    return merged, sorted(set(lookup.values()))


def ground(pixels):
    """The parts of a mask that reach the image's edge: the ground the views stand on."""
    import numpy as np
    from scipy import ndimage

    labels, _ = ndimage.label(pixels)
    edge = set(labels[0, :]) | set(labels[-1, :]) | set(labels[:, 0]) | set(labels[:, -1])
    edge.discard(0)
    return np.isin(labels, list(edge))


def picture_regions(nearest, background, scale):
    """Where the image shows a picture rather than views: (top, left, bottom, right) in pixels.

    What is drawn is grouped by closing gaps up to 2.5 pt (a QR code's quiet lines); a group is a
    picture when it is a solid block of many colours (a photo, a gradient: six colours of 2 % of
    it or more, none half of it) or many marks packed in two dimensions (a QR code: six marks or
    more on three rows or more, covering 30 % of a box at most 1.5 times as long as it is tall);
    each side at least 12 pt."""
    import numpy as np
    from scipy import ndimage

    drawn = nearest != background
    gap = int(round(2.5 * scale))
    groups, _ = ndimage.label(ndimage.binary_closing(drawn, structure=np.ones((gap + 1, gap + 1)), border_value=0) | drawn,
                              structure=np.ones((3, 3)))
    regions = []
    for index, region in enumerate(ndimage.find_objects(groups), start=1):
        ys, xs = region
        h, w = ys.stop - ys.start, xs.stop - xs.start
        if min(w, h) < 12 * scale:
            continue
        member = (groups[region] == index) & drawn[region]
        shares = np.unique(nearest[region][member], return_counts=True)[1] / member.sum()
        # (A text's anti-aliased shades are many colours too, but around separate letters; a view
        # with a shadow has one colour most of it.)
        many_colours = (shares >= 0.02).sum() >= 6 and shares.max() < 0.5 and member.mean() >= 0.9
        marks, count = ndimage.label(member, structure=np.ones((3, 3)))
        rows = len({round(r[0].start / (4 * scale)) for r in ndimage.find_objects(marks)})
        packed = count >= 6 and rows >= 3 and member.mean() >= 0.3 and max(w, h) <= 1.5 * min(w, h)
        if many_colours or packed:
            regions.append((ys.start, xs.start, ys.stop, xs.stop))
    return regions


def inside(inner, outer):
    return (outer["x"] <= inner["x"] and outer["y"] <= inner["y"]
            and inner["x"] + inner["width"] <= outer["x"] + outer["width"]
            and inner["y"] + inner["height"] <= outer["y"] + outer["height"])


def text_lines(glyphs):
    """Glyphs that share a band and stand no farther apart than 0.65 of the tallest glyph's
    height are one line, whatever their colour (anti-aliasing gives thin strokes shades of their
    own); a line's box is its glyphs' union. (SF Pro's word gap, ink to ink, is 0.42 em at 12 pt,
    0.6 of its tallest letters: 0.6 split such lines at every word; a symbol 8 pt from its label
    stands farther.)"""
    lines = []
    for glyph in sorted(glyphs, key=lambda g: g["x"]):
        for line in lines:
            if same_line(line, glyph):
                join(line, glyph)
                break
        else:
            lines.append(dict(glyph, tallest=glyph["height"], glyphs=1, colours={glyph["colour"]}))
    # Two lines the rule joins are one (a faded line's letters split by their shades start lines
    # of their own, one of their tops and one of their bottoms, before a glyph bridges them).
    joined = True
    while joined:
        joined = False
        for a in lines:
            b = next((b for b in lines if b is not a and same_line(a, b)), None)
            if b:
                join(a, b)
                lines.remove(b)
                joined = True
                break
    # A lone mark (a dot, a rule) is not a line of text, nor are marks less than 1 pt tall (the
    # shades of letters' rounded bottoms under a line: no font's letter is so thin); nor is a
    # mark inside a line's box (an accent, a shade that started a line of its own).
    lines = [l for l in lines if (l["glyphs"] >= 2 or l["height"] >= 6) and l["height"] >= 1]
    return [l for l in lines if not any(o is not l and inside(l, o) and o["glyphs"] >= l["glyphs"] for o in lines)]


def same_line(line, mark):
    """Whether a mark (a glyph or a line) shares a line's band, overlapping it by 0.3 of the
    shorter's height, and stands within 0.65 of the taller's height of it, on either side."""
    overlap = min(line["y"] + line["height"], mark["y"] + mark["height"]) - max(line["y"], mark["y"])
    gap = max(line["x"], mark["x"]) - min(line["x"] + line["width"], mark["x"] + mark["width"])
    tallest = max(line.get("tallest", line["height"]), mark.get("tallest", mark["height"]))
    return overlap > 0.3 * min(line["height"], mark["height"]) and gap <= 0.65 * tallest


def join(line, mark):
    """Adds a mark (a glyph or a line) to a line: their union."""
    right = max(line["x"] + line["width"], mark["x"] + mark["width"])
    bottom = max(line["y"] + line["height"], mark["y"] + mark["height"])
    line["x"], line["y"] = min(line["x"], mark["x"]), min(line["y"], mark["y"])
    line["width"], line["height"] = right - line["x"], bottom - line["y"]
    line["tallest"] = max(line["tallest"], mark.get("tallest", mark["height"]))
    line["glyphs"] += mark.get("glyphs", 1)
    line["colours"] |= mark.get("colours", {mark["colour"]})


def stacked_marks(glyphs):
    """A mark of separate parts stacked one over the other (a person symbol's head over its
    body, an i's dot over its stem) is one glyph: a glyph whose columns lie within another's and
    that stands over or under it, with less than 0.12 of their joint height between them (stacked
    lines of text stand farther apart: a 12-pt line's descender is 3.3 pt over the next line's
    capitals, 0.18 of the two)."""
    marks = [dict(g) for g in glyphs]
    joined = True
    while joined:
        joined = False
        for a in marks:
            for b in marks:
                if a is b or not (b["x"] <= a["x"] and a["x"] + a["width"] <= b["x"] + b["width"]):
                    continue
                top, bottom = min(a["y"], b["y"]), max(a["y"] + a["height"], b["y"] + b["height"])
                gap = max(a["y"], b["y"]) - min(a["y"] + a["height"], b["y"] + b["height"])
                if (0 < gap or shades_of_one_letter(a, b)) and gap <= 0.12 * (bottom - top):
                    b["y"], b["height"] = top, bottom - top
                    marks.remove(a)
                    joined = True
                    break
            if joined:
                break
    return marks


def shades_of_one_letter(a, b):
    """Whether two touching marks are bands of one letter in two shades (a line fading under a
    mask draws each band of its letters in a shade of its own): of two colours, each at least
    1 pt tall (a shade under a letter's rounded bottom is thinner, and no part of the letter)."""
    return a["colour"] != b["colour"] and min(a["height"], b["height"]) >= 1


def joined_under_fills(glyphs, fills):
    """A mark drawn under a fill (a faded symbol under a badge) shows only where it sticks out:
    the glyphs that stick out from under the same fill, partly inside its box and partly out,
    are one mark, their union (with what is drawn inside it), when the fill covers three quarters of that union or more (it
    hides the mark; lines of text around a card stick out far more). Returns the other glyphs
    and those marks, each a line of its own (the measurement cannot tell a symbol's marks from
    a letter's); its fill is not one of its letters (`letter_of`)."""
    marks = []
    for fill in fills:
        pieces = [g for g in glyphs if g["colour"] != fill["colour"] and overlap(g, fill) > 0 and not inside(g, fill)]
        if len(pieces) < 2:
            continue
        left, top = min(g["x"] for g in pieces), min(g["y"] for g in pieces)
        width, height = max(g["x"] + g["width"] for g in pieces) - left, max(g["y"] + g["height"] for g in pieces) - top
        mark = {"x": left, "y": top, "width": width, "height": height}
        if overlap(fill, mark) < 0.75 * width * height:
            continue
        glyphs = [g for g in glyphs if not any(g is p for p in pieces) and not inside(g, mark)]
        marks.append(dict(mark, tallest=height, over=fill, colours={g["colour"] for g in pieces}))
    return glyphs, marks


def letter_of(fill, lines):
    """A heavy letter (an l, a bold e) covers its box as a fill does: a fill no taller than the
    line beside it, in its band, in the colour of one of its glyphs and within a word space of
    it, is one of its letters, and the line grows to take it in."""
    if fill["kind"] != "fill" or fill["colour"] is None:
        return False
    for line in lines:
        if line.get("over") is fill:
            continue
        top, bottom = line["y"], line["y"] + line["height"]
        overlap = min(bottom, fill["y"] + fill["height"]) - max(top, fill["y"])
        gap = max(fill["x"] - (line["x"] + line["width"]), line["x"] - (fill["x"] + fill["width"]))
        if ((fill["colour"] in line["colours"] or inside(fill, line)) and fill["height"] <= 1.15 * line["tallest"]
                and overlap >= 0.8 * fill["height"] and gap <= 0.6 * line["tallest"]):
            right = max(line["x"] + line["width"], fill["x"] + fill["width"])
            bottom = max(bottom, fill["y"] + fill["height"])
            line["x"], line["y"] = min(line["x"], fill["x"]), min(top, fill["y"])
            line["width"], line["height"] = right - line["x"], bottom - line["y"]
            return True
    return False


def command_measure(args):
    cases = [c for c in load_cases(args.cases) if not args.ids or c["id"] in args.ids]
    os.makedirs(BOXES, exist_ok=True)
    for case in cases:
        png = os.path.join(args.repos, case["repository"].replace("/", "+"), case["reference"])
        if not os.path.exists(png):
            print("%s: no reference image at %s" % (case["id"], png), file=sys.stderr)
            continue
        try:
            scale, source = image_scale(case, png, args.cases, args.plumb)
            measured = measure_image(png, scale, size_that_fits=bool(case["host"].get("sizeThatFits")))
        except (OSError, ValueError) as problem:  # a Git LFS pointer, a broken PNG
            print("%s: cannot measure %s: %s" % (case["id"], png, problem), file=sys.stderr)
            continue
        measured["image"]["scaleFrom"] = source
        with open(os.path.join(BOXES, case["id"] + ".json"), "w") as handle:
            json.dump(measured, handle, indent=1)
            handle.write("\n")
        print("%s: %d boxes at @%dx (%s)" % (case["id"], len(measured["boxes"]), scale, source))


def image_scale(case, png, root, plumb):
    """The scale the simulator drew the snapshot at: the case's `scale`; else the image's width
    over the window's (a device or a fixed size); else, for size that fits, the whole number
    nearest the image's width over Plumb's width of the view, which only chooses among 1, 2 and 3."""
    from PIL import Image

    if case.get("scale"):
        return case["scale"], "case"
    width = Image.open(png).size[0]
    host = case["host"]
    if "fixed" in host:
        return max(1, round(width / host["fixed"]["width"])), "window"
    tree, reason = plumb_layout(case, 3, plumb, root)
    if tree is None:
        raise ValueError("Plumb cannot read the view (%s), so its scale is unknown" % reason)
    scale = min(3, max(1, round(width / tree["canvas"]["width"])))
    return scale, "window" if "device" in host else "view"


# ---------------------------------------------------------------------------------------------
# run: Plumb's layout against the boxes


def plumb_layout(case, scale, plumb, root):
    """Plumb's laid-out tree for the case (None and the reason when Plumb cannot read it)."""
    view = os.path.join(root, case["view"])
    # A case whose view shows the library's own pictures names a catalog of fresh stand-ins of their sizes.
    assets = [os.path.join(root, case["assets"])] if "assets" in case else []
    command = [plumb, "layout", view] + assets + ["--view", case["viewType"], "--snapshot-host",
               "%s@%gx" % (host_name(case), scale), "--format", "json"]
    if case.get("traits", {}).get("contentSize"):
        command += ["--text-size", case["traits"]["contentSize"]]
    result = subprocess.run(command, capture_output=True, text=True, cwd=os.path.dirname(view))
    if result.returncode != 0:
        return None, (result.stderr.strip().splitlines() or ["exit %d" % result.returncode])[-1]
    tree = json.loads(result.stdout)
    if "opaque" in tree["root"]:
        return None, "the root view is not modelled: " + tree["root"]["opaque"]
    return tree, None


def plumb_boxes(tree, source=""):
    """Plumb's frames by the kind of box they can match: every view's frame for fills and
    strokes (a shape, a colour, a background's content…), an image's for a picture, each
    line's expected ink for text. A frame says what it holds (`text`, `symbol`: an
    `Image(systemName:)` of the view's source) and a symbol's frame is among `symbols` too."""
    frames, images, symbols, texts = [], [], [], []

    def walk(node):
        f = node["frame"]
        holds = set()
        if node["kind"] == "Text":
            holds.add("text")
        span = node.get("origin", {}).get("span")
        if node["kind"] == "Image" and span and "systemName" in source[span[0]:span[1]]:
            holds.add("symbol")
        for line in node.get("lines", []):
            texts.append(ink_box(line))
        for child in node["children"]:
            holds |= walk(child)
        if node["kind"] != "Text" and f["w"] and f["h"] and None not in f.values():
            frame = {"x": f["x"], "y": f["y"], "width": f["w"], "height": f["h"], "node": node["kind"], "holds": sorted(holds)}
            if node["kind"] == "Image" and "symbol" in holds:
                frame = symbol_ink(frame, node.get("label"))
                symbols.append(frame)
            frames.append(frame)
            if node["kind"] == "Image":
                images.append(frame)
        return holds

    walk(tree["root"])
    # A symbol is a glyph: its marks read as a text line when they are not a fill or a picture,
    # and with the text beside it when the measurement's rule joins them (`text_lines`). So do an
    # asset picture's marks (an icon drawn in its frame), whose ink Plumb knows only as that frame.
    inks = texts + symbols + [image for image in images if "symbol" not in image["holds"]]
    beside = [{key: line[key] for key in ("x", "y", "width", "height")}
              for line in text_lines([dict(ink, colour=None) for ink in inks]) if line["glyphs"] >= 2]
    return {"fill": frames, "stroke": frames, "image": images, "text": inks + beside, "symbols": symbols}


def symbol_ink(frame, name):
    """Where a symbol's ink is in Plumb's frame of it (`SYMBOL_INK`): the renders show ink."""
    ink = SYMBOL_INK.get(name, {"width": 1, "height": 1})
    width, height = ink["width"], ink["height"]
    return dict(frame, x=frame["x"] + frame["width"] * (1 - width) / 2, y=frame["y"] + frame["height"] * (1 - height) / 2,
                width=frame["width"] * width, height=frame["height"] * height, symbol=name)


def ink_box(line):
    """Where the letters of a Plumb line put ink: from the tallest letter's top to the baseline
    or the descenders' bottom; across the advance width less the side bearings."""
    size, text, baseline = line["size"], line["text"], line["baseline"]
    letters = set(text)
    if letters & ASCENDING:
        top = baseline - (ASCENDER_LETTERS if letters & ASCENDER_LETTERS_SET else CAP_HEIGHT) * size
    else:
        top = baseline - X_HEIGHT * size
    bottom = baseline + (DESCENDER_DEPTH * size if letters & DESCENDING else 0)
    bearing = SIDE_BEARING * size
    return {"x": line["x"] + bearing, "y": top, "width": max(0, line["w"] - 2 * bearing), "height": bottom - top,
            "size": size, "weight": line["weight"], "text": text}


def error(a, b):
    """The largest distance between matching edges of two boxes, in points."""
    return max(abs(a["x"] - b["x"]), abs(a["y"] - b["y"]),
               abs(a["x"] + a["width"] - b["x"] - b["width"]), abs(a["y"] + a["height"] - b["y"] - b["height"]))


def evaluate(case, boxes, tree, source):
    """Each SwiftUI box with its nearest Plumb frame of the same kind, the error between them
    and, for a box farther than 2 pt, the cause of the miss (`miss_cause`)."""
    candidates = plumb_boxes(tree, source)
    in_list = any(container in source for container in ("List {", "List(", "Form {"))
    results = []
    for box in boxes["boxes"]:
        options = candidates[box["kind"]]
        best = min(options, key=lambda o: error(box, o), default=None)
        distance = error(box, best) if best else None
        matched = best is not None and distance <= NO_MATCH_BEYOND
        result = {"box": box, "match": best if matched else None, "error": distance if matched else None}
        if not matched or distance > 2:
            result["cause"] = miss_cause(box, best, candidates, in_list)
        results.append(result)
    return results


# The causes a miss is put down to, in the order they are tried (`miss_cause`).
CAUSES = ("list rows", "pictures", "symbols", "text metrics", "other")


def miss_cause(box, nearest, candidates, in_list):
    """Why a SwiftUI box is not within 2 pt of Plumb's nearest frame of its kind (matched or
    not), as far as the case shows it: a view in a List or Form (row metrics); a picture (but
    an SF Symbol's); an SF Symbol (a mark over most of a symbol's frame, or a mark where Plumb
    has symbols and no text, which the measurement reads as text; a view a symbol sizes and no
    text does); a mark over most of a picture's frame (its drawing, which Plumb does not know); text (a line, or a view that holds text, which its widths size); else other."""
    if in_list:
        return "list rows"
    holds = nearest["holds"] if nearest and "holds" in nearest else []
    if box["kind"] == "image":
        return "symbols" if "symbol" in holds else "pictures"
    symbols = candidates["symbols"]
    if any(overlap(box, symbol) >= 0.5 * box["width"] * box["height"] for symbol in symbols):
        return "symbols"
    pictures = [image for image in candidates["image"] if "symbol" not in image["holds"]]
    if any(overlap(box, picture) >= 0.5 * box["width"] * box["height"] for picture in pictures):
        return "pictures"
    if (box["kind"] == "text" and candidates["text"]) or "text" in holds:
        return "text metrics"
    return "symbols" if "symbol" in holds or (box["kind"] == "text" and symbols) else "other"


def overlap(a, b):
    """The area two boxes share."""
    width = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
    height = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    return max(0, width) * max(0, height)


def run_cases(plumb, root):
    """Every case's results: measured boxes against Plumb's frames."""
    report = []
    for case in load_cases(root):
        boxes = load_boxes(case)
        entry = {"case": case, "boxes": len(boxes["boxes"]) if boxes else 0}
        if boxes is None:
            entry["unread"] = "not measured"
        else:
            tree, reason = plumb_layout(case, boxes["image"]["scale"], plumb, root)
            if tree is None:
                entry["unread"] = reason
            else:
                with open(os.path.join(root, case["view"])) as handle:
                    entry["results"] = evaluate(case, boxes, tree, handle.read())
        report.append(entry)
    return report


def tally(entries):
    """Boxes within each threshold, unmatched, and those of unread cases (counted as misses)."""
    total = sum(e["boxes"] for e in entries)
    counts = {"boxes": total, "unread": sum(e["boxes"] for e in entries if "results" not in e), "unmatched": 0}
    for t in THRESHOLDS:
        counts[t] = 0
    for entry in entries:
        for result in entry.get("results", []):
            if result["error"] is None:
                counts["unmatched"] += 1
                continue
            for t in THRESHOLDS:
                counts[t] += result["error"] <= t
    return counts


def text_metrics(entries):
    """Per Plumb font (size, weight): how SwiftUI's text lines differ from Plumb's, in points
    (SwiftUI − Plumb), over the text boxes matched within 4 pt."""
    groups = defaultdict(list)
    for entry in entries:
        for result in entry.get("results", []):
            box, match = result["box"], result["match"]
            if box["kind"] != "text" or match is None or "size" not in match or result["error"] > 4:
                continue
            groups[(match["size"], match["weight"])].append(
                (box["width"] - match["width"], box["height"] - match["height"], box["width"] / match["width"] if match["width"] else 1))
    return groups


def percent(part, whole):
    return "%.0f %%" % (100.0 * part / whole) if whole else "–"


def command_run(args):
    entries = run_cases(args.plumb, args.cases)
    for entry in entries:
        counts = tally([entry])
        status = entry.get("unread", "")
        print("%-40s %3d boxes  ≤2 pt %6s  unmatched %d  %s" % (
            entry["case"]["id"], counts["boxes"], percent(counts[2], counts["boxes"]), counts["unmatched"], status))
    counts = tally(entries)
    print("overall: %d boxes in %d cases; within 1/2/4 pt: %s / %s / %s; unmatched %d; in unread cases %d" % (
        counts["boxes"], len(entries), percent(counts[1], counts["boxes"]), percent(counts[2], counts["boxes"]),
        percent(counts[4], counts["boxes"]), counts["unmatched"], counts["unread"]))
    if args.json:
        with open(args.json, "w") as handle:
            json.dump([{**{k: v for k, v in e.items() if k != "case"}, "id": e["case"]["id"]} for e in entries], handle, indent=1)
    return entries


def cause_table(entries):
    """The boxes farther than 2 pt from Plumb's frame (or unmatched), by the engine gap they show
    (`miss_cause`), per kind of box."""
    kinds = ("fill", "stroke", "image", "text")
    counts = defaultdict(lambda: defaultdict(int))
    for entry in entries:
        if "results" not in entry:
            counts["unreadable"]["all"] += entry["boxes"]
        for result in entry.get("results", []):
            if "cause" in result:
                counts[result["cause"]][result["box"]["kind"]] += 1
    for cause in counts.values():
        cause["all"] = cause["all"] or sum(cause[kind] for kind in kinds)
    misses = sum(cause["all"] for cause in counts.values())
    lines = [
        "",
        "## Misses by cause",
        "",
        "Every box not within 2 pt (or unmatched), put down to the first of these the case shows: a",
        "view in a `List` or `Form` (row metrics); a picture; an SF Symbol (a mark over a symbol's",
        "frame, which the measurement reads as text, or a view a symbol sizes); text metrics (a line,",
        "or a view that holds text); a case Plumb cannot read; else other.",
        "",
        "| cause | misses | share | fills | strokes | images | text lines |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for name in CAUSES[:-1] + ("unreadable", "other"):
        cause = counts.get(name, {})
        lines.append("| %s | %d | %s | %d | %d | %d | %d |" % (
            name, cause.get("all", 0), percent(cause.get("all", 0), misses), *(cause.get(kind, 0) for kind in kinds)))
    lines.append("| **all** | **%d** | | | | | |" % misses)
    return lines


def command_report(args):
    entries = run_cases(args.plumb, args.cases)
    lines = [
        "# Layout fidelity",
        "",
        "Plumb's layout against SwiftUI's own renderings: reference PNGs of public apps' snapshot tests",
        "(swift-snapshot-testing), each view restated fresh in `Benchmarks/fidelity/views/` and laid out",
        "with `plumb layout --snapshot-host` on the host its test used. Boxes are measured from the PNG",
        "(filled regions, stroked outlines, text lines); each is matched with the nearest Plumb frame of",
        "its kind (a text line with the ink its letters would cover), and its error is the largest",
        "distance between matching edges. Written by `Benchmarks/fidelity/fidelity.py report`;",
        "`Benchmarks/fidelity/README.md` says how the boxes are measured.",
        "",
        "A case Plumb cannot read counts all its boxes as misses, in the *unread* column.",
        "",
        "| case | host | boxes | ≤ 1 pt | ≤ 2 pt | ≤ 4 pt | unmatched | unread |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for entry in entries:
        c = tally([entry])
        case = entry["case"]
        lines.append("| %s | %s | %d | %s | %s | %s | %d | %s |" % (
            case["id"], host_name(case), c["boxes"], percent(c[1], c["boxes"]), percent(c[2], c["boxes"]),
            percent(c[4], c["boxes"]), c["unmatched"], c["unread"] if "unread" in entry else ""))
    c = tally(entries)
    lines.append("| **all %d cases** | | **%d** | **%s** | **%s** | **%s** | **%d** | **%d** |" % (
        len(entries), c["boxes"], percent(c[1], c["boxes"]), percent(c[2], c["boxes"]), percent(c[4], c["boxes"]),
        c["unmatched"], c["unread"]))
    lines += ["", "Cases Plumb cannot read:", ""]
    unread = [e for e in entries if "unread" in e]
    lines += ["- `%s`: %s" % (e["case"]["id"], e["unread"]) for e in unread] or ["- none"]
    lines += cause_table(entries)
    lines += [
        "",
        "## Text metrics",
        "",
        "SwiftUI's text lines against Plumb's, per font Plumb laid the line out in (text boxes matched",
        "within 4 pt): the mean difference of the ink's width and height (SwiftUI − Plumb, points) and",
        "the mean ratio of the widths.",
        "",
        "| size | weight | lines | width error | height error | width ratio |",
        "|---:|---|---:|---:|---:|---:|",
    ]
    for (size, weight), values in sorted(text_metrics(entries).items()):
        n = len(values)
        lines.append("| %g | %s | %d | %+.2f | %+.2f | %.3f |" % (
            size, weight, n, sum(v[0] for v in values) / n, sum(v[1] for v in values) / n, sum(v[2] for v in values) / n))
    extra = os.path.join(HERE, "report-notes.md")
    if os.path.exists(extra):
        with open(extra) as handle:
            lines += ["", handle.read().rstrip()]
    with open(os.path.join(ROOT, "docs", "layout-fidelity.md"), "w") as handle:
        handle.write("\n".join(lines) + "\n")
    print("wrote docs/layout-fidelity.md: %d cases, %s of %d boxes within 2 pt" % (len(entries), percent(c[2], c["boxes"]), c["boxes"]))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    measure = sub.add_parser("measure", help="measure the boxes of reference PNGs")
    measure.add_argument("--repos", default=DEFAULT_REPOS, help="where the repositories are checked out as OWNER+NAME")
    measure.add_argument("ids", nargs="*", help="only these cases")
    run = sub.add_parser("run", help="match Plumb's layout of every case against its boxes")
    run.add_argument("--json", help="write the matches here")
    report = sub.add_parser("report", help="write docs/layout-fidelity.md")
    for command in (measure, run, report):
        command.add_argument("--plumb", default=DEFAULT_PLUMB)
        command.add_argument("--cases", default=ROOT, help="the checkout whose cases and views to read (default: this one)")
    args = parser.parse_args()
    {"measure": command_measure, "run": command_run, "report": command_report}[args.command](args)


if __name__ == "__main__":
    main()
