/* Format detection from the first bytes of a file (never from its name). */

#include <string.h>

#include "piepaw_internal.h"

static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

static int starts_with(const uint8_t *bytes, size_t count, const void *prefix, size_t length) {
  return count >= length && memcmp(bytes, prefix, length) == 0;
}

static int has_at(const uint8_t *bytes, size_t count, size_t offset, const void *text, size_t length) {
  return count >= offset + length && memcmp(bytes + offset, text, length) == 0;
}

static uint32_t big_endian_32(const uint8_t *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* A PNG whose signature was mangled (bit errors, CR/LF conversion) still has "PNG" or the IHDR
 * chunk type near the start; such a file is a corrupt PNG, not "not an image". */
static int looks_like_damaged_png(const uint8_t *bytes, size_t count) {
  if (count >= 4 && (bytes[1] | 0x20) == 'p' && (bytes[2] | 0x20) == 'n' && (bytes[3] | 0x20) == 'g') return 1;
  for (size_t offset = 10; offset <= 14; offset++) {
    if (has_at(bytes, count, offset, "IHDR", 4)) return 1;
  }
  return 0;
}

static int brand_is(const uint8_t *brand, const char *const *names) {
  for (; *names != NULL; names++) {
    if (memcmp(brand, *names, 4) == 0) return 1;
  }
  return 0;
}

/* ISO base media (ftyp box): HEIF and AVIF still images by their major or compatible brands. */
static piepaw_format detect_iso_media(const uint8_t *bytes, size_t count) {
  static const char *const avif_brands[] = {"avif", "avis", NULL};
  static const char *const heif_brands[] = {
      "heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1", NULL};
  uint32_t box_size = big_endian_32(bytes);
  size_t end = box_size < count ? box_size : count;
  piepaw_format found = PIEPAW_FORMAT_UNKNOWN;
  for (size_t offset = 8; offset + 4 <= end; offset += (offset == 8 ? 8 : 4)) {
    if (brand_is(bytes + offset, avif_brands)) return PIEPAW_FORMAT_AVIF;
    if (brand_is(bytes + offset, heif_brands)) found = PIEPAW_FORMAT_HEIF;
  }
  return found;
}

static int is_bmp(const uint8_t *bytes, size_t count) {
  if (!starts_with(bytes, count, "BM", 2) || count < 18) return 0;
  uint32_t header_size = (uint32_t)bytes[14] | (uint32_t)bytes[15] << 8 | (uint32_t)bytes[16] << 16 |
                         (uint32_t)bytes[17] << 24;
  return header_size == 12 || header_size == 16 || header_size == 40 || header_size == 52 ||
         header_size == 56 || header_size == 64 || header_size == 108 || header_size == 124;
}

/* A Windows icon or cursor (ICO/CUR): a reserved 0, type 1 or 2, at least one directory entry, and a first entry
 * whose reserved byte is 0 and whose image data starts after the directory. Only the header is checked: iOS's
 * ImageIO reads such a file, so it is a known format named for what it is, never "not an image". */
static int is_ico(const uint8_t *bytes, size_t count) {
  if (count < 22 || bytes[0] != 0 || bytes[1] != 0 || (bytes[2] != 1 && bytes[2] != 2) || bytes[3] != 0) return 0;
  uint32_t images = (uint32_t)bytes[4] | (uint32_t)bytes[5] << 8;
  if (images == 0 || bytes[9] != 0) return 0;
  uint32_t offset = (uint32_t)bytes[18] | (uint32_t)bytes[19] << 8 | (uint32_t)bytes[20] << 16 |
                    (uint32_t)bytes[21] << 24;
  return offset >= 6 + 16 * images;
}

/* SVG is XML text: optional BOM and whitespace, then markup that contains an <svg element. */
static int is_svg(const uint8_t *bytes, size_t count) {
  size_t offset = starts_with(bytes, count, "\xEF\xBB\xBF", 3) ? 3 : 0;
  while (offset < count && (bytes[offset] == ' ' || bytes[offset] == '\t' || bytes[offset] == '\r' ||
                               bytes[offset] == '\n')) {
    offset++;
  }
  if (offset >= count || bytes[offset] != '<') return 0;
  for (size_t i = offset; i + 4 <= count; i++) {
    if (memcmp(bytes + i, "<svg", 4) == 0) return 1;
    /* A DOCTYPE for SVG says so before its internal subset, which may run past the bytes looked at
     * (Illustrator declares its styles as entities there). */
    if (i + 13 <= count && memcmp(bytes + i, "<!DOCTYPE svg", 13) == 0) return 1;
  }
  return 0;
}

piepaw_format piepaw_detect_format(const uint8_t *bytes, size_t count, int *damaged) {
  *damaged = 0;
  if (starts_with(bytes, count, png_signature, 8)) return PIEPAW_FORMAT_PNG;
  if (count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xD8) return PIEPAW_FORMAT_JPEG;
  if (starts_with(bytes, count, "GIF87a", 6) || starts_with(bytes, count, "GIF89a", 6)) return PIEPAW_FORMAT_GIF;
  if (starts_with(bytes, count, "RIFF", 4) && has_at(bytes, count, 8, "WEBP", 4)) return PIEPAW_FORMAT_WEBP;
  if (starts_with(bytes, count, "II*\0", 4) || starts_with(bytes, count, "MM\0*", 4) ||
      starts_with(bytes, count, "II+\0", 4) || starts_with(bytes, count, "MM\0+", 4)) {
    return PIEPAW_FORMAT_TIFF;
  }
  if (is_bmp(bytes, count)) return PIEPAW_FORMAT_BMP;
  if (is_ico(bytes, count)) return PIEPAW_FORMAT_ICO;
  /* A Photoshop document (PSD, or PSB of version 2): iOS's ImageIO reads it, so it is a format named for what it
   * is, never "not an image". */
  if (starts_with(bytes, count, "8BPS\0\x01", 6) || starts_with(bytes, count, "8BPS\0\x02", 6)) {
    return PIEPAW_FORMAT_PSD;
  }
  if (has_at(bytes, count, 4, "ftyp", 4) && count >= 12) return detect_iso_media(bytes, count);
  if (starts_with(bytes, count, "%PDF-", 5)) return PIEPAW_FORMAT_PDF;
  if (starts_with(bytes, count, "\xFF\x0A", 2) ||
      starts_with(bytes, count, "\0\0\0\x0CJXL \x0D\x0A\x87\x0A", 12)) {
    return PIEPAW_FORMAT_JPEG_XL;
  }
  if (starts_with(bytes, count, "\0\0\0\x0CjP  \x0D\x0A\x87\x0A", 12) ||
      starts_with(bytes, count, "\xFF\x4F\xFF\x51", 4)) {
    return PIEPAW_FORMAT_JPEG_2000;
  }
  if (is_svg(bytes, count)) return PIEPAW_FORMAT_SVG;
  if (looks_like_damaged_png(bytes, count)) {
    *damaged = 1;
    return PIEPAW_FORMAT_PNG;
  }
  return PIEPAW_FORMAT_UNKNOWN;
}

const char *piepaw_format_display_name(piepaw_format format) {
  switch (format) {
  case PIEPAW_FORMAT_PNG: return "PNG";
  case PIEPAW_FORMAT_JPEG: return "JPEG";
  case PIEPAW_FORMAT_GIF: return "GIF";
  case PIEPAW_FORMAT_WEBP: return "WebP";
  case PIEPAW_FORMAT_TIFF: return "TIFF";
  case PIEPAW_FORMAT_BMP: return "BMP";
  case PIEPAW_FORMAT_HEIF: return "HEIF";
  case PIEPAW_FORMAT_AVIF: return "AVIF";
  case PIEPAW_FORMAT_PDF: return "PDF";
  case PIEPAW_FORMAT_SVG: return "SVG";
  case PIEPAW_FORMAT_JPEG_XL: return "JPEG XL";
  case PIEPAW_FORMAT_JPEG_2000: return "JPEG 2000";
  case PIEPAW_FORMAT_ICO: return "ICO";
  case PIEPAW_FORMAT_PSD: return "Photoshop";
  case PIEPAW_FORMAT_UNKNOWN: break;
  }
  return "unknown";
}
