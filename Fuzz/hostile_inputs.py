"""Hostile inputs for the text and image readers (issue 10: 3, 4, 5, 15), shared by `mutate-sweep` (the
"reader-bomb" mutation) and `build-corpus` (seeds for the plist and jpeg fuzz targets). Each is bounded by a
budget or a limit of the reader now: binary plist reference bombs, cycles and deep chains (the value budget,
cycle check and depth limit of BinaryPlistReader), exclude globs that make backtracking matchers exponential
(Glob's product-of-lengths matcher), long runs of combining marks (stream-safe text), many-scan progressive JPEGs
(limits.jpegPasses).
"""
import json
import struct

READER_BOMB_KINDS = ("info-plist", "config", "content-json", "swift", "pbxproj", "jpeg")


def binary_plist(objects, top=0):
    """A bplist00 file of encoded objects (references one byte each)."""
    out = bytearray(b"bplist00")
    offsets = []
    for body in objects:
        offsets.append(len(out))
        out += body
    table = len(out)
    size = 1 if table < 256 else 2
    for offset in offsets:
        out += offset.to_bytes(size, "big")
    return bytes(out + bytes(6) + bytes([size, 1]) + struct.pack(">QQQ", len(objects), top, table))


def plist_bomb(rng):
    """Objects that each refer to the next twice (a reference bomb), a cycle, or a chain past the depth limit."""
    how = rng.choice(["twice", "twice", "cycle", "deep", "shared-deep"])
    levels = rng.choice([20, 40, 120, 200]) if how != "twice" else rng.choice([18, 24, 40, 60, 120])
    if how == "twice":
        arrays = [bytes([0xA2, i + 2, i + 2]) for i in range(levels - 1)]
        return binary_plist([bytes([0xD1, levels + 1, 1])] + arrays + [b"\x09", b"\x51a"])
    if how == "cycle":
        return binary_plist([bytes([0xD1, 3, 1]), bytes([0xA1, 2]), bytes([0xA1, 1]), b"\x51a"])
    # A chain of nested one-element arrays; "shared-deep" also refers to the chain's middle from the top.
    chain = [bytes([0xA1, i + 1]) for i in range(levels)] + [b"\x08"]
    if how == "shared-deep":
        chain[0] = bytes([0xA2, 1, levels // 2])
    return binary_plist(chain)


def combining_marks(count, rng):
    """`a` then `count` combining marks in alternating classes (above, below): worst case for normalization."""
    first, second = rng.choice([("\u0301", "\u0316"), ("\u0316", "\u0301"), ("\u0f73", "\u0f71")])
    return "a" + (first + second) * (count // 2)


def hostile_glob_config(data, rng):
    """Exclude patterns that backtracking matchers take exponential time on."""
    patterns = rng.choice([
        ["*a" * rng.randint(8, 40) + "*b"],
        ["/".join(["**"] * rng.randint(10, 200)) + "/x"],
        ["**/" * 30 + "*a*a*a*a*a*a*a*a*c", "[" * 1000 + "*" * 1000],
        ["?" * 300 + "*" * 300 + "a" * 300],
    ])
    try:
        config = json.loads(data.decode("utf-8")) if data.strip() else {}
    except ValueError:
        config = {}
    if not isinstance(config, dict):
        config = {}
    config["exclude"] = patterns
    return json.dumps(config).encode()


def marks_in_content_json(data, rng):
    """Two titles (or image names) of ~750 000 combining marks, canonically equivalent; raw or as \\u escapes."""
    try:
        content = json.loads(data.decode("utf-8"))
        pages = content["pages"]
    except (ValueError, KeyError, TypeError):
        return data
    field = rng.choice(["title", "title", "description", "background", "icon"])
    count = rng.choice([1000, 100000, 750000])
    text = combining_marks(count, rng)
    for page in pages[:2]:
        if isinstance(page, dict):
            page[field] = text
    return json.dumps(content, ensure_ascii=count <= 100000 and rng.random() < 0.5).encode()


def marks_in_swift(data, rng):
    """The first string literal's text replaced by combining marks (raw, or as \\u{…} escapes)."""
    start = data.find(b'"')
    end = data.find(b'"', start + 1)
    if start < 0 or end < 0:
        return data
    text = combining_marks(rng.choice([1000, 100000, 700000]), rng)
    if rng.random() < 0.3:
        body = "".join(f"\\u{{{ord(c):x}}}" if ord(c) > 127 else c for c in text[:200000]).encode()
    else:
        body = text.encode()
    return data[: start + 1] + body + data[end:]


def many_scan_jpeg(width, height, scans_wanted):
    """A valid grey progressive JPEG: a DC scan, then every AC coefficient alone at each approximation bit (883
    scans at most), each scan an end-of-band run over the whole image: a few bytes, a decode of every block."""
    blocks = ((width + 7) // 8) * ((height + 7) // 8)

    def segment(code, payload):
        return bytes([0xFF, code]) + struct.pack(">H", len(payload) + 2) + payload

    def bits_of(pieces):
        out, acc, filled = bytearray(), 0, 0
        for value, length in pieces:
            for shift in range(length - 1, -1, -1):
                acc, filled = (acc << 1) | ((value >> shift) & 1), filled + 1
                if filled == 8:
                    out.append(acc)
                    if acc == 0xFF:
                        out.append(0)
                    acc, filled = 0, 0
        if filled:
            out.append((acc << (8 - filled)) | ((1 << (8 - filled)) - 1))
        return bytes(out)

    def end_of_band_runs():
        pieces, left = [], blocks
        while left > 0:
            run = min(left, 32767)
            size = run.bit_length() - 1
            pieces += [(size, 4), (run - (1 << size), size)]
            left -= run
        return bits_of(pieces)

    out = bytearray(b"\xFF\xD8")
    out += segment(0xDB, bytes([0]) + bytes([1] * 64))
    out += segment(0xC2, bytes([8]) + struct.pack(">HH", height, width) + bytes([1, 1, 0x11, 0]))
    out += segment(0xC4, bytes([0x00, 1] + [0] * 15 + [0]))
    out += segment(0xC4, bytes([0x10, 0, 0, 0, 15] + [0] * 12) + bytes(range(0x00, 0xF0, 0x10)))
    out += segment(0xDA, bytes([1, 1, 0x00, 0, 0, 0])) + bits_of([(0, 1)] * blocks)
    runs = end_of_band_runs()
    scans = 1
    for coefficient in range(1, 64):
        for level in range(13, -1, -1):
            if scans >= scans_wanted:
                break
            high, low = (0, 13) if level == 13 else (level + 1, level)
            out += segment(0xDA, bytes([1, 1, 0x00, coefficient, coefficient, (high << 4) | low])) + runs
            scans += 1
    return bytes(out + b"\xFF\xD9")


def reader_bomb(kind, data, rng):
    if kind == "info-plist":
        if rng.random() < 0.7:
            return plist_bomb(rng)
        marks = "".join(f"&#x{ord(c):x};" for c in combining_marks(200000, rng))
        return f"<plist><dict><key>UIMainStoryboardFile</key><string>{marks}</string></dict></plist>".encode()
    if kind == "config":
        return hostile_glob_config(data, rng)
    if kind == "content-json":
        return marks_in_content_json(data, rng)
    if kind == "swift":
        return marks_in_swift(data, rng)
    if kind == "pbxproj":
        marks = "".join(f"\\U{ord(c):04x}" for c in combining_marks(200000, rng))
        return b'{ a = "' + marks.encode() + b'"; b = "' + marks.encode() + b'"; }'
    width, height = rng.choice([(3840, 3840), (4000, 2800), (512, 512), (1290, 2796)])
    return many_scan_jpeg(width, height, rng.choice([15, 17, 100, 883]))


def plist_seeds():
    """For the plist fuzz target: a bomb, a cycle, a deep chain, a run of marks as character references."""
    marks = "".join(f"&#x{ord(c):x};" for c in combining_marks(400, _First()))
    return [plist_bomb(_First()), binary_plist([bytes([0xA1, 1]), bytes([0xA1, 0])]),
            binary_plist([bytes([0xA1, i + 1]) for i in range(130)] + [b"\x08"]),
            f"<plist><dict><key>UIMainStoryboardFile</key><string>{marks}</string></dict></plist>".encode()]


def jpeg_seeds():
    """For the jpeg fuzz target: many-scan progressive JPEGs that fit its 32 KiB inputs."""
    return [many_scan_jpeg(512, 512, 883), many_scan_jpeg(1024, 1024, 40), many_scan_jpeg(64, 64, 883)]


class _First:
    """A stand-in random source that always picks the first choice (deterministic seeds)."""

    def choice(self, options):
        return options[0]

    def random(self):
        return 0.0
