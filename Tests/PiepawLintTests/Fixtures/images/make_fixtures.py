#!/usr/bin/env python3
"""Writes the image fixtures for ImageLoaderTests next to this script, and corpus-sizes.tsv.

    pip install Pillow
    python3 Tests/PiepawLintTests/Fixtures/images/make_fixtures.py

PNGs are written by hand (struct + zlib) where the test needs exact chunks: 16-bit, Adam7, crafted
IHDRs, broken CRCs and checksums. JPEGs come from Pillow and are then cut or patched. The outputs are
committed; Pillow versions may change JPEG bytes, which the tests do not depend on.

corpus-sizes.tsv lists width and height of every valid file of ../shared/corpus (PngSuite and the
8-bit libjpeg-turbo test images) as Pillow decodes them: an independent check of the shim's sizes.
"""

import io
import os
import struct
import sys
import zlib
from pathlib import Path

from PIL import Image, ImageCms

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[3]
CORPUS = REPO.parent / "shared" / "corpus"


# ---------- PNG by hand ----------

def chunk(kind: bytes, data: bytes, crc: int | None = None) -> bytes:
    if crc is None:
        crc = zlib.crc32(kind + data)
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc & 0xFFFFFFFF)


SIGNATURE = b"\x89PNG\r\n\x1a\n"


def ihdr(width, height, bit_depth, color_type, interlace=0) -> bytes:
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, interlace))


def png(width, height, bit_depth, color_type, raw: bytes, interlace=0, before_idat=(), after_idat=(), end=True):
    """raw: the filtered scanlines (each starting with its filter byte), all passes in order."""
    parts = [SIGNATURE, ihdr(width, height, bit_depth, color_type, interlace), *before_idat,
             chunk(b"IDAT", zlib.compress(raw, 9)), *after_idat]
    if end:
        parts.append(chunk(b"IEND", b""))
    return b"".join(parts)


def pattern(x, y, channel, maximum):
    return (x * 37 + y * 91 + channel * 53 + x * y) % (maximum + 1)


def rows(width, height, samples, bytes_per_sample, xs=None, ys=None):
    """Unfiltered scanlines (filter byte 0) of a deterministic pattern for the given columns/rows."""
    xs = list(range(width)) if xs is None else xs
    ys = list(range(height)) if ys is None else ys
    out = bytearray()
    maximum = (1 << (8 * bytes_per_sample)) - 1
    for y in ys:
        out.append(0)
        for x in xs:
            for c in range(samples):
                out += pattern(x, y, c, maximum).to_bytes(bytes_per_sample, "big")
    return bytes(out)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def adam7_rows(width, height, samples):
    out = b""
    for x0, y0, dx, dy in ADAM7:
        xs, ys = list(range(x0, width, dx)), list(range(y0, height, dy))
        if xs and ys:
            out += rows(width, height, samples, 1, xs, ys)
    return out


def find_chunk(data: bytes, kind: bytes) -> int:
    """Offset of the length field of the first chunk of this kind."""
    offset = 8
    while offset + 8 <= len(data):
        length = struct.unpack(">I", data[offset:offset + 4])[0]
        if data[offset + 4:offset + 8] == kind:
            return offset
        offset += 12 + length
    raise ValueError(kind)


def with_fixed_crc(data: bytearray, offset: int) -> bytearray:
    length = struct.unpack(">I", data[offset:offset + 4])[0]
    body = bytes(data[offset + 4:offset + 8 + length])
    data[offset + 8 + length:offset + 12 + length] = struct.pack(">I", zlib.crc32(body))
    return data


# ---------- JPEG via Pillow ----------

def photo(width=96, height=64) -> Image.Image:
    image = Image.new("RGB", (width, height))
    image.putdata([((x * 5 + y) % 256, (y * 7) % 256, (x * y) % 256) for y in range(height) for x in range(width)])
    return image


def jpeg(image: Image.Image, **options) -> bytes:
    out = io.BytesIO()
    image.save(out, "JPEG", quality=90, **options)
    return out.getvalue()


def srgb_profile() -> bytes:
    """littlecms's sRGB profile with its creation date (header bytes 24-35) zeroed, for stable output."""
    profile = bytearray(ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes())
    profile[24:36] = bytes(12)
    return bytes(profile)


def scan_start(data: bytes) -> int:
    """Offset of the first entropy-coded byte (after the first SOS header)."""
    sos = data.index(b"\xff\xda")
    return sos + 2 + struct.unpack(">H", data[sos + 2:sos + 4])[0]


def with_marker_making_bit_flip(data: bytes) -> bytes:
    """Flips one bit in the middle of the scan data. JPEG has no checksum, so a random flip may decode
    to other valid codes unnoticed; this flip turns a byte one bit away from 0xFF into 0xFF, which makes
    the next byte read as a marker in the middle of the scan, a flip libjpeg always reports."""
    out = bytearray(data)
    start = scan_start(data)
    for at in range(start + (len(data) - start) // 2, len(data) - 4):
        flipped = out[at] ^ 0xFF
        if flipped != 0 and flipped & (flipped - 1) == 0 and out[at + 1] not in (0x00, 0xFF) and out[at + 1] < 0xD0:
            out[at] = 0xFF
            return bytes(out)
    raise ValueError("no byte one bit away from 0xFF")


def with_sof_size(data: bytes, width: int, height: int) -> bytes:
    out = bytearray(data)
    for marker in (b"\xff\xc0", b"\xff\xc2"):
        at = out.find(marker)
        if at >= 0:
            out[at + 5:at + 9] = struct.pack(">HH", height, width)
            return bytes(out)
    raise ValueError("no SOF")


def exif_orientation(value: int) -> bytes:
    """A minimal big-endian EXIF block with IFD0 holding only the orientation tag."""
    ifd = struct.pack(">H", 1) + struct.pack(">HHIHH", 0x0112, 3, 1, value, 0) + struct.pack(">I", 0)
    return b"Exif\0\0" + b"MM\0*" + struct.pack(">I", 8) + ifd


# ---------- fixtures ----------

def fixtures() -> dict[str, bytes]:
    out: dict[str, bytes] = {}
    rgb8 = png(64, 48, 8, 2, rows(64, 48, 3, 1))
    base_jpeg = jpeg(photo())

    out["rgb8-64x48.png"] = rgb8
    out["rgb16-20x10.png"] = png(20, 10, 16, 2, rows(20, 10, 3, 2))
    out["interlaced-13x7.png"] = png(13, 7, 8, 6, adam7_rows(13, 7, 4), interlace=1)
    out["baseline-96x64.jpg"] = base_jpeg
    # Large enough that libjpeg's whole-image coefficient buffer is more than a few block rows.
    out["progressive-320x240.jpg"] = jpeg(photo(320, 240), progressive=True)
    out["jpeg-named.png"] = base_jpeg
    out["orientation6-96x64.jpg"] = jpeg(photo(), exif=exif_orientation(6))
    out["icc-96x64.jpg"] = jpeg(photo(), icc_profile=srgb_profile())
    # Rasters: Pillow writes CMYK as Adobe does (inks inverted, APP14 "Adobe"): left half red, right half blue.
    cmyk = Image.new("CMYK", (32, 16), (0, 255, 255, 0))
    cmyk.paste((255, 255, 0, 0), (16, 0, 32, 16))
    out["cmyk-adobe-32x16.jpg"] = jpeg(cmyk)
    out["gray-32x16.jpg"] = jpeg(Image.new("L", (32, 16), 200))
    out["srgb-8x8.png"] = png(8, 8, 8, 2, rows(8, 8, 3, 1), before_idat=[chunk(b"sRGB", b"\0")])
    out["trailing-bytes.png"] = rgb8 + b"TRAILING!!"

    # Truncated and damaged.
    out["truncated.png"] = rgb8[: len(rgb8) * 6 // 10]
    out["truncated.jpg"] = base_jpeg[: len(base_jpeg) * 6 // 10]
    out["missing-iend.png"] = png(64, 48, 8, 2, rows(64, 48, 3, 1), end=False)
    idat = find_chunk(rgb8, b"IDAT")
    flipped = bytearray(rgb8)
    flipped[idat + 8 + 40] ^= 0x10
    out["idat-bitflip.png"] = bytes(flipped)  # CRC left stale: a CRC error
    out["idat-bitflip-crc-fixed.png"] = bytes(with_fixed_crc(bytearray(flipped), idat))  # zlib must notice
    adler = bytearray(rgb8)
    idat_length = struct.unpack(">I", adler[idat:idat + 4])[0]
    adler[idat + 8 + idat_length - 1] ^= 0x01  # last byte of the zlib stream: its Adler-32
    out["adler32-mismatch.png"] = bytes(with_fixed_crc(adler, idat))
    extra = zlib.compress(rows(64, 48, 3, 1), 9) + b"\x00EXTRA"
    out["idat-extra-data.png"] = SIGNATURE + ihdr(64, 48, 8, 2) + chunk(b"IDAT", extra) + chunk(b"IEND", b"")
    stream = zlib.compress(rows(64, 48, 3, 1), 9)
    out["idat-after-text.png"] = (SIGNATURE + ihdr(64, 48, 8, 2) + chunk(b"IDAT", stream[:100])
                                  + chunk(b"tEXt", b"Comment\0between") + chunk(b"IDAT", stream[100:])
                                  + chunk(b"IEND", b""))
    out["short-idat.png"] = png(64, 48, 8, 2, rows(64, 40, 3, 1))  # 40 of 48 rows
    out["ancillary-crc.png"] = png(8, 8, 8, 2, rows(8, 8, 3, 1), before_idat=[chunk(b"gAMA", struct.pack(">I", 45455), crc=0)])
    out["scan-bitflip.jpg"] = with_marker_making_bit_flip(base_jpeg)
    sof = base_jpeg.index(b"\xff\xc0")
    out["extraneous-bytes.jpg"] = base_jpeg[:sof] + b"\x12\x34\x56" + base_jpeg[sof:]

    # Oversized: the header alone must be enough to refuse them.
    out["huge-ihdr-100000x100000.png"] = SIGNATURE + ihdr(100000, 100000, 8, 2) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b"")
    out["huge-sof-65000x65000.jpg"] = with_sof_size(base_jpeg, 65000, 65000)
    out["huge-sof-65535x65535.jpg"] = with_sof_size(base_jpeg, 65535, 65535)
    # 16 MiB of text compressed into a zTXt chunk: skipped, never inflated.
    bomb = b"Comment\0\0" + zlib.compress(b"A" * (16 << 20), 9)
    out["ztxt-bomb.png"] = png(8, 8, 8, 2, rows(8, 8, 3, 1), before_idat=[chunk(b"zTXt", bomb)])

    # Not PNG or JPEG.
    out["empty.png"] = b""
    out["text.png"] = b"This is not an image, just text named like one.\n"
    out["lfs-pointer.png"] = (b"version https://git-lfs.github.com/spec/v1\n"
                              b"oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\n"
                              b"size 12345\n")
    out["heic-like.heic"] = struct.pack(">I", 24) + b"ftypheic" + b"\0\0\0\0" + b"mif1heic" + struct.pack(">I", 8) + b"meta"
    out["avif-like.avif"] = struct.pack(">I", 28) + b"ftypavif" + b"\0\0\0\0" + b"avifmif1miaf" + struct.pack(">I", 8) + b"meta"
    out["document.pdf"] = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
    out["vector.svg"] = b'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>\n'
    out["cgbi.png"] = SIGNATURE + chunk(b"CgBI", b"\x50\x00\x20\x06") + ihdr(8, 8, 8, 6) + chunk(b"IEND", b"")
    for name, kind in (("image.gif", "GIF"), ("image.webp", "WEBP"), ("image.bmp", "BMP"), ("image.tiff", "TIFF")):
        buffer = io.BytesIO()
        photo(16, 8).save(buffer, kind)
        out[name] = buffer.getvalue()
    return out


def corpus_sizes() -> list[str]:
    lines = ["# file\twidth\theight (decoded by Pillow %s; invalid and 12-bit files left out)" % Image.__version__]
    for folder, pattern_ in (("pngsuite", "*.png"), ("jpeg", "*.jpg")):
        for path in sorted((CORPUS / folder).glob(pattern_)):
            if path.name.startswith("x") or "12" in path.stem:
                continue
            with Image.open(path) as image:
                image.load()
                lines.append(f"{folder}/{path.name}\t{image.width}\t{image.height}")
    return lines


def main() -> int:
    for name, data in fixtures().items():
        (HERE / name).write_bytes(data)
    if CORPUS.is_dir():
        (HERE / "corpus-sizes.tsv").write_text("\n".join(corpus_sizes()) + "\n")
    else:
        print(f"{CORPUS} not found: corpus-sizes.tsv not regenerated", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
