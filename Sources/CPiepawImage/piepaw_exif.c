/* The EXIF orientation tag, read with bounds checks from a possibly truncated TIFF block. */

#include "piepaw_internal.h"

#define EXIF_ORIENTATION_TAG 0x0112
#define TIFF_TYPE_SHORT 3

static uint32_t read_16(const uint8_t *p, int little_endian) {
  return little_endian ? (uint32_t)p[0] | (uint32_t)p[1] << 8 : (uint32_t)p[0] << 8 | p[1];
}

static uint32_t read_32(const uint8_t *p, int little_endian) {
  return little_endian ? read_16(p, 1) | read_16(p + 2, 1) << 16 : read_16(p, 0) << 16 | read_16(p + 2, 0);
}

uint8_t piepaw_exif_orientation(const uint8_t *tiff, size_t count) {
  if (count < 8) return 0;
  int little_endian;
  if (tiff[0] == 'I' && tiff[1] == 'I') {
    little_endian = 1;
  } else if (tiff[0] == 'M' && tiff[1] == 'M') {
    little_endian = 0;
  } else {
    return 0;
  }
  if (read_16(tiff + 2, little_endian) != 42) return 0;
  uint32_t directory = read_32(tiff + 4, little_endian);
  if (directory > count - 2) return 0;
  uint32_t entries = read_16(tiff + directory, little_endian);
  for (uint32_t index = 0; index < entries; index++) {
    size_t entry = (size_t)directory + 2 + (size_t)index * 12;
    if (entry + 12 > count) return 0;
    if (read_16(tiff + entry, little_endian) != EXIF_ORIENTATION_TAG) continue;
    if (read_16(tiff + entry + 2, little_endian) != TIFF_TYPE_SHORT) return 0;
    uint32_t value = read_16(tiff + entry + 8, little_endian);
    return value >= 1 && value <= 8 ? (uint8_t)value : 0;
  }
  return 0;
}
