#ifndef PIEPAW_IMAGE_H
#define PIEPAW_IMAGE_H

/* The C shim over libpng, libjpeg and libheif (and zlib's inflate, for PDF streams). Every setjmp/longjmp of both libraries stays inside this
 * target: callers get a plain result struct and never see a library error unwind through them.
 * There is no global or static mutable state, so any number of threads may decode at once. */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** What became of one decode. */
typedef enum piepaw_status {
  PIEPAW_STATUS_OK = 0,
  /** The bytes are damaged: truncated, CRC or checksum mismatch, bad compressed data. */
  PIEPAW_STATUS_CORRUPT = 1,
  /** A valid file this build cannot check: 12-bit or lossless JPEG, GIF, WebP, ... (PDF and SVG are detected
   * here and left to the Swift readers as unsupported). */
  PIEPAW_STATUS_UNSUPPORTED = 2,
  /** Over a caller limit (pixels, dimension, bytes, decoder memory); rows were not decoded. */
  PIEPAW_STATUS_TOO_LARGE = 3,
  /** The file could not be opened or read, or is not a regular file. */
  PIEPAW_STATUS_IO_ERROR = 4,
  /** The bytes are no image format we recognise (including an empty file). */
  PIEPAW_STATUS_NOT_IMAGE = 5,
} piepaw_status;

/** The format detected from the bytes (never from a file name). */
typedef enum piepaw_format {
  PIEPAW_FORMAT_UNKNOWN = 0,
  PIEPAW_FORMAT_PNG,
  PIEPAW_FORMAT_JPEG,
  PIEPAW_FORMAT_GIF,
  PIEPAW_FORMAT_WEBP,
  PIEPAW_FORMAT_TIFF,
  PIEPAW_FORMAT_BMP,
  PIEPAW_FORMAT_HEIF,
  PIEPAW_FORMAT_AVIF,
  PIEPAW_FORMAT_PDF,
  PIEPAW_FORMAT_SVG,
  PIEPAW_FORMAT_JPEG_XL,
  PIEPAW_FORMAT_JPEG_2000,
  PIEPAW_FORMAT_ICO,
  PIEPAW_FORMAT_PSD,
} piepaw_format;

/** How the samples of a pixel are to be read. */
typedef enum piepaw_color {
  PIEPAW_COLOR_UNKNOWN = 0,
  PIEPAW_COLOR_GRAY,
  PIEPAW_COLOR_GRAY_ALPHA,
  PIEPAW_COLOR_RGB,
  PIEPAW_COLOR_RGBA,
  PIEPAW_COLOR_PALETTE,
  PIEPAW_COLOR_YCBCR,
  PIEPAW_COLOR_CMYK,
  PIEPAW_COLOR_YCCK,
} piepaw_color;

/** How much of the file to decode. */
typedef enum piepaw_depth {
  /** Signature and header chunks/markers only (PNG up to the first IDAT, JPEG up to the first SOS). */
  PIEPAW_DEPTH_HEADER = 0,
  /** Every row decoded and the end of the file read, so data, CRC and checksum errors are caught. */
  PIEPAW_DEPTH_FULL = 1,
} piepaw_depth;

/** Caller limits, checked from the header before any row is decoded. 0 means no limit of our own. */
typedef struct piepaw_limits {
  /** Width x height. */
  uint64_t max_pixels;
  /** Width or height. */
  uint32_t max_dimension;
  /** File size: above it rows are not decoded (the header is still read). */
  uint64_t max_bytes;
  /** libjpeg working memory (progressive JPEGs keep every coefficient) and libpng's largest chunk. */
  uint64_t max_decoder_memory;
  /** Progressive JPEG scans (a normal file has about 10; thousands are a decoding-time bomb). */
  uint32_t max_jpeg_scans;
  /** Passes over the image the scans of a multi-scan JPEG may add up to: every scan decodes each block of its
   * components, so this bounds the work per image whatever the file's size (real files take 5 to 7). */
  uint32_t max_jpeg_passes;
} piepaw_limits;

#define PIEPAW_MESSAGE_CAPACITY 200

/** Everything learned about one file. Fields the decoder never reached stay 0. */
typedef struct piepaw_image_result {
  piepaw_status status;
  piepaw_format format;
  piepaw_color color;
  /** Pixels, from IHDR or SOF; also set when a later step failed. */
  uint32_t width;
  uint32_t height;
  /** Bits per sample (PNG bit depth, JPEG data precision). */
  uint8_t bit_depth;
  /** Samples per pixel as stored (a palette PNG has 1). */
  uint8_t channels;
  /** PNG Adam7 interlacing or a progressive JPEG. */
  uint8_t interlaced;
  /** Arithmetic-coded JPEG. */
  uint8_t arithmetic;
  /** An alpha channel or a PNG tRNS chunk. */
  uint8_t has_alpha;
  /** An embedded ICC profile (PNG iCCP, JPEG APP2 ICC_PROFILE). */
  uint8_t has_icc;
  /** A PNG sRGB chunk. */
  uint8_t is_srgb;
  /** EXIF orientation 1-8 (JPEG APP1 Exif, PNG eXIf), 0 when absent. */
  uint8_t orientation;
  /** Size of the input. */
  uint64_t byte_count;
  /** Bytes after PNG IEND or JPEG EOI (full depth only). */
  uint64_t trailing_bytes;
  /** Warnings the libraries raised that did not make the file corrupt. */
  uint32_t warning_count;
  /** Why the status is not ok: libpng's or libjpeg's own message, or ours. */
  char message[PIEPAW_MESSAGE_CAPACITY];
  /** The first warning, for a file that is otherwise ok; a warning of damage the decoder did without (an
   * ancillary PNG chunk whose CRC fails, `gAMA: CRC error`) takes the place of an earlier ordinary one. */
  char warning[PIEPAW_MESSAGE_CAPACITY];
} piepaw_image_result;

/** Reads the file at `path` (opened read-only; never a FIFO or device). */
piepaw_image_result piepaw_image_read_file(const char *path, piepaw_depth depth, piepaw_limits limits);

/** Reads `count` bytes at `bytes`, which stay owned by the caller. */
piepaw_image_result piepaw_image_read_memory(
    const uint8_t *bytes, size_t count, piepaw_depth depth, piepaw_limits limits);

/** An image decoded and box-filtered down while its rows stream in: 8-bit sRGB RGBA, not premultiplied, rows
 * top to bottom, `width * 4` bytes each, turned upright by the EXIF orientation. */
typedef struct piepaw_raster {
  uint32_t width;
  uint32_t height;
  /** `width * height * 4` bytes from malloc, or NULL when the decode failed; release with piepaw_raster_free. */
  uint8_t *rgba;
} piepaw_raster;

/** A full-depth read of the file at `path` (the same verdict as piepaw_image_read_file at full depth) that also
 * fills `raster` with the image scaled to fit `max_width` x `max_height` (aspect kept, never enlarged). The rows
 * are averaged as they are decoded, so memory is the raster plus O(width), never the full-size image (except
 * HEIF, which libheif decodes whole). `raster->rgba` is NULL unless the status is ok. */
piepaw_image_result piepaw_raster_read_file(
    const char *path, piepaw_limits limits, uint32_t max_width, uint32_t max_height, piepaw_raster *raster);

/** The same for `count` bytes at `bytes`. */
piepaw_image_result piepaw_raster_read_memory(const uint8_t *bytes, size_t count, piepaw_limits limits,
    uint32_t max_width, uint32_t max_height, piepaw_raster *raster);

/** Releases the pixels of a raster (NULL is fine) and zeroes it. */
void piepaw_raster_free(piepaw_raster *raster);

/** How a stand-in decoder run by piepaw_isolation_probe ends. */
typedef enum piepaw_probe_ending {
  /** With a 2x1 picture, red then blue. */
  PIEPAW_PROBE_FINISH = 0,
  /** abort(), as a failed assertion does. */
  PIEPAW_PROBE_ABORT,
  /** Killed by SIGSEGV, as a bad memory access is. */
  PIEPAW_PROBE_SIGNAL,
  /** Exit status 3 before it is done, as a sanitizer report does. */
  PIEPAW_PROBE_EXIT,
  /** Never: it waits until the time limit. */
  PIEPAW_PROBE_HANG,
} piepaw_probe_ending;

/** For tests of the process boundary HEIF files are decoded behind (libheif runs in a child process, since it can
 * end a process on a hostile file): runs a stand-in decoder there as HEIF decoding runs, with a time limit of
 * `timeout_milliseconds`, and returns what the caller gets of it, with the raster when it finished. */
piepaw_image_result piepaw_isolation_probe(
    piepaw_probe_ending behaviour, uint32_t timeout_milliseconds, piepaw_raster *raster);

/** Bytes an encoder wrote: from malloc, released with piepaw_encoded_free. */
typedef struct piepaw_encoded {
  uint8_t *bytes;
  size_t count;
} piepaw_encoded;

/** Compresses `width` x `height` RGBA pixels (alpha dropped) as a baseline 4:2:0 JPEG of `quality` 1-100.
 * Returns 0 and leaves `out` empty when libjpeg fails (its error stays inside the shim). */
int piepaw_encode_jpeg(const uint8_t *rgba, uint32_t width, uint32_t height, int quality, piepaw_encoded *out);

/** Compresses `width` x `height` RGBA pixels as an 8-bit RGBA PNG (RGB when every pixel is opaque). */
int piepaw_encode_png(const uint8_t *rgba, uint32_t width, uint32_t height, piepaw_encoded *out);

void piepaw_encoded_free(piepaw_encoded *encoded);

/** What became of one zlib inflate. */
typedef enum piepaw_inflate_status {
  PIEPAW_INFLATE_OK = 0,
  /** The compressed data is damaged (bad header, bad code, Adler-32 mismatch). */
  PIEPAW_INFLATE_DATA_ERROR = 1,
  /** The input ended before the end of the compressed stream. */
  PIEPAW_INFLATE_TRUNCATED = 2,
  /** The stream inflates to more than the capacity (what was written is kept). */
  PIEPAW_INFLATE_OVER_CAPACITY = 3,
  PIEPAW_INFLATE_OUT_OF_MEMORY = 4,
} piepaw_inflate_status;

/** Inflates a zlib stream (RFC 1950) of `input_count` bytes into `output` (at most `output_capacity` bytes);
 * `*written` is how many were written. With `output` NULL the data is only checked, and `output_capacity`
 * (when not 0) caps how much it may inflate to. Bytes after the end of the stream are ignored. */
piepaw_inflate_status piepaw_inflate(
    const uint8_t *input, size_t input_count, uint8_t *output, size_t output_capacity, size_t *written);

// The libpng and libjpeg versions this build decodes with ("png 10639 jpeg 62 turbo 2001005"), NUL-terminated and
// cut to `size` bytes: part of the image cache's key.
void piepaw_decoder_versions(char *buffer, size_t size);

#ifdef __cplusplus
}
#endif

#endif
