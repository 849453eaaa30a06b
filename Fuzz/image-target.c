/* libFuzzer target over the CPiepawImage shim's memory API: PNG, JPEG or HEIF (PIEPAW_FUZZ_FORMAT picks which
 * signature is forced onto the input, so each target spends its time in one decoder; for HEIF an ftyp box with
 * the heic and mif1 brands), at header and full depth, with default and with small limits. Built by scripts/fuzz
 * with -fsanitize=fuzzer,address,undefined. */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "piepaw_image.h"

#ifndef PIEPAW_FUZZ_FORMAT
#error "define PIEPAW_FUZZ_FORMAT as 1 (PNG), 2 (JPEG) or 3 (HEIF)"
#endif

static const piepaw_limits default_limits = {50000000u, 65535u, 256u << 20, 32u << 20, 1000u, 16u};
/* Small enough that a mutant claiming a huge image stops at the header instead of timing out. */
static const piepaw_limits small_limits = {1u << 20, 4096u, 1u << 20, 4u << 20, 64u, 8u};

static void check_terminated(const piepaw_image_result *result) {
  if (memchr(result->message, 0, sizeof result->message) == NULL) abort();
  if (memchr(result->warning, 0, sizeof result->warning) == NULL) abort();
  if ((unsigned)result->status > PIEPAW_STATUS_NOT_IMAGE) abort();
}

/* A raster exists exactly when the decode is ok, fits its box, and encodes both ways. */
static void rasterize(const uint8_t *bytes, size_t count, piepaw_limits limits) {
  piepaw_raster raster;
  piepaw_image_result result = piepaw_raster_read_memory(bytes, count, limits, 24, 32, &raster);
  check_terminated(&result);
  if ((result.status == PIEPAW_STATUS_OK) != (raster.rgba != NULL)) abort();
  if (raster.rgba != NULL && (raster.width == 0 || raster.width > 24 || raster.height == 0 || raster.height > 32)) abort();
  if (raster.rgba != NULL) {
    piepaw_encoded encoded;
    if (!piepaw_encode_jpeg(raster.rgba, raster.width, raster.height, 60, &encoded)) abort();
    piepaw_encoded_free(&encoded);
    if (!piepaw_encode_png(raster.rgba, raster.width, raster.height, &encoded)) abort();
    piepaw_encoded_free(&encoded);
  }
  piepaw_raster_free(&raster);
}

static void decode(const uint8_t *bytes, size_t count, piepaw_depth depth, piepaw_limits limits) {
  piepaw_image_result result = piepaw_image_read_memory(bytes, count, depth, limits);
  check_terminated(&result);
  if (result.status == PIEPAW_STATUS_OK && result.trailing_bytes > count) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
#if PIEPAW_FUZZ_FORMAT == 1
  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
#elif PIEPAW_FUZZ_FORMAT == 3
  static const uint8_t signature[24] = {0, 0, 0, 24, 'f', 't', 'y', 'p', 'h', 'e', 'i', 'c', 0, 0, 0, 0,
      'm', 'i', 'f', '1', 'h', 'e', 'i', 'c'};
#else
  static const uint8_t signature[2] = {0xFF, 0xD8};
#endif
  /* The input with the format's signature in front (unless it already has one): mutations then explore the
   * chunks and markers rather than the eight signature bytes. */
#if PIEPAW_FUZZ_FORMAT == 3
  /* Any ftyp box counts: real files' brands and box sizes differ. */
  int has_signature = size >= 8 && memcmp(data + 4, "ftyp", 4) == 0;
#else
  int has_signature = size >= sizeof signature && memcmp(data, signature, sizeof signature) == 0;
#endif
  size_t count = has_signature ? size : size + sizeof signature;
  uint8_t *bytes = malloc(count > 0 ? count : 1);
  if (bytes == NULL) return 0;
  if (has_signature) {
    memcpy(bytes, data, size);
  } else {
    memcpy(bytes, signature, sizeof signature);
    if (size > 0) memcpy(bytes + sizeof signature, data, size);
  }
  decode(bytes, count, PIEPAW_DEPTH_HEADER, small_limits);
  decode(bytes, count, PIEPAW_DEPTH_FULL, small_limits);
  rasterize(bytes, count, small_limits);
  /* Default limits only for inputs that cannot describe a huge image cheaply: full depth at the default
   * 50 MP limit could spend seconds on a legitimate large image, which is a slow input, not a bug. */
  piepaw_image_result header = piepaw_image_read_memory(bytes, count, PIEPAW_DEPTH_HEADER, default_limits);
  check_terminated(&header);
  if ((uint64_t)header.width * header.height <= (1u << 22)) decode(bytes, count, PIEPAW_DEPTH_FULL, default_limits);
  free(bytes);
  return 0;
}
