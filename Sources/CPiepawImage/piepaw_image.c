/* Entry points, result recording and limits. */

#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "piepaw_internal.h"

void piepaw_fail(piepaw_context *ctx, piepaw_status status, const char *format, ...) {
  if (piepaw_has_failed(ctx)) return;
  ctx->result.status = status;
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(ctx->result.message, sizeof ctx->result.message, format, arguments);
  va_end(arguments);
}

void piepaw_warn(piepaw_context *ctx, const char *message) {
  if (ctx->result.warning_count == 0) {
    snprintf(ctx->result.warning, sizeof ctx->result.warning, "%s", message);
  }
  if (ctx->result.warning_count < UINT32_MAX) ctx->result.warning_count++;
}

static int ends_with(const char *text, const char *suffix) {
  size_t length = strlen(text), suffix_length = strlen(suffix);
  return length >= suffix_length && strcmp(text + length - suffix_length, suffix) == 0;
}

void piepaw_warn_damage(piepaw_context *ctx, const char *message) {
  int damage_kept = ctx->result.warning_count > 0 && ends_with(ctx->result.warning, PIEPAW_DAMAGE_SUFFIX);
  if (!damage_kept) snprintf(ctx->result.warning, sizeof ctx->result.warning, "%s", message);
  if (ctx->result.warning_count < UINT32_MAX) ctx->result.warning_count++;
}

int piepaw_has_failed(const piepaw_context *ctx) { return ctx->result.status != PIEPAW_STATUS_OK; }

static int side_over_limit(const piepaw_context *ctx) {
  uint32_t max_dimension = ctx->limits.max_dimension;
  return max_dimension != 0 && (ctx->result.width > max_dimension || ctx->result.height > max_dimension);
}

static int pixels_over_limit(const piepaw_context *ctx) {
  return ctx->limits.max_pixels != 0 && (uint64_t)ctx->result.width * ctx->result.height > ctx->limits.max_pixels;
}

int piepaw_check_dimension_limits(piepaw_context *ctx) {
  const piepaw_image_result *result = &ctx->result;
  const piepaw_limits *limits = &ctx->limits;
  if (side_over_limit(ctx)) {
    piepaw_fail(ctx, PIEPAW_STATUS_TOO_LARGE, "%ux%u pixels: a side is over the limit of %u pixels", result->width,
        result->height, limits->max_dimension);
  } else if (pixels_over_limit(ctx)) {
    piepaw_fail(ctx, PIEPAW_STATUS_TOO_LARGE, "%ux%u = %llu pixels is over the limit of %llu pixels", result->width,
        result->height, (unsigned long long)result->width * result->height, (unsigned long long)limits->max_pixels);
  } else {
    return 0;
  }
  return 1;
}

int piepaw_check_limits(piepaw_context *ctx) {
  if (piepaw_check_dimension_limits(ctx)) return 1;
  uint64_t max_bytes = ctx->limits.max_bytes;
  if (max_bytes == 0 || ctx->result.byte_count <= max_bytes) return 0;
  piepaw_fail(ctx, PIEPAW_STATUS_TOO_LARGE, "%llu bytes is over the limit of %llu bytes",
      (unsigned long long)ctx->result.byte_count, (unsigned long long)max_bytes);
  return 1;
}

/* A Git LFS pointer committed in place of the image is a common way for a repository to hold
 * "images" that are text; say so, since the fix (git lfs pull) is not obvious from "not an image". */
static void fail_as_not_image(piepaw_context *ctx, const uint8_t *start, size_t available) {
  static const char lfs_pointer[] = "version https://git-lfs.github.com/spec/";
  if (available >= sizeof lfs_pointer - 1 && memcmp(start, lfs_pointer, sizeof lfs_pointer - 1) == 0) {
    piepaw_fail(ctx, PIEPAW_STATUS_NOT_IMAGE, "a Git LFS pointer file, not the image itself (run git lfs pull)");
  } else {
    piepaw_fail(ctx, PIEPAW_STATUS_NOT_IMAGE, "not an image: the bytes start with no known image signature");
  }
}

static void decode_detected(piepaw_context *ctx) {
  const uint8_t *start;
  size_t available = piepaw_source_peek(&ctx->source, PIEPAW_DETECTION_BYTES, &start);
  if (ctx->source.failed) {
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "read error (errno %d)", ctx->source.failure_errno);
    return;
  }
  if (available == 0) {
    piepaw_fail(ctx, PIEPAW_STATUS_NOT_IMAGE, "the file is empty (0 bytes)");
    return;
  }
  int damaged;
  ctx->result.format = piepaw_detect_format(start, available, &damaged);
  switch (ctx->result.format) {
  case PIEPAW_FORMAT_PNG:
    if (damaged) {
      piepaw_fail(ctx, PIEPAW_STATUS_CORRUPT, "damaged PNG signature");
    } else {
      piepaw_decode_png(ctx);
    }
    return;
  case PIEPAW_FORMAT_JPEG: piepaw_decode_jpeg(ctx); return;
  case PIEPAW_FORMAT_HEIF: piepaw_decode_heif(ctx); return;
  case PIEPAW_FORMAT_UNKNOWN: fail_as_not_image(ctx, start, available); return;
  default:
    piepaw_fail(ctx, PIEPAW_STATUS_UNSUPPORTED, "%s image: only PNG, JPEG and HEIF are decoded here",
        piepaw_format_display_name(ctx->result.format));
    return;
  }
}

piepaw_context *piepaw_context_create(piepaw_depth depth, piepaw_limits limits) {
  piepaw_context *ctx = malloc(sizeof *ctx);
  if (ctx == NULL) return NULL;
  /* Everything but the read buffer starts zeroed. The buffer is only ever read where read(2) has filled it;
   * zeroing its 64 KiB for every file cost more than a header pass itself. */
  memset(ctx, 0, offsetof(piepaw_context, buffer));
  /* No input yet: a context finished before one is opened must not close descriptor 0 (stdin). */
  ctx->source.fd = -1;
  ctx->depth = depth;
  ctx->limits = limits;
  return ctx;
}

piepaw_image_result piepaw_out_of_memory_result(void) {
  piepaw_image_result result;
  memset(&result, 0, sizeof result);
  result.status = PIEPAW_STATUS_IO_ERROR;
  snprintf(result.message, sizeof result.message, "out of memory");
  return result;
}

piepaw_image_result piepaw_context_finish(piepaw_context *ctx) {
  piepaw_source_close(&ctx->source);
  piepaw_image_result result = ctx->result;
  free(ctx);
  return result;
}

void piepaw_context_decode_file(piepaw_context *ctx, const char *path) {
  char reason[PIEPAW_MESSAGE_CAPACITY];
  if (path == NULL) {
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "no path");
  } else if (!piepaw_source_open_file(&ctx->source, path, ctx->buffer, &ctx->result.byte_count, reason, sizeof reason)) {
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "%s", reason);
  } else {
    decode_detected(ctx);
  }
}

void piepaw_context_decode_memory(piepaw_context *ctx, const uint8_t *bytes, size_t count) {
  piepaw_source_open_memory(&ctx->source, bytes, count);
  ctx->result.byte_count = bytes == NULL ? 0 : count;
  decode_detected(ctx);
}

piepaw_image_result piepaw_image_read_file(const char *path, piepaw_depth depth, piepaw_limits limits) {
  piepaw_context *ctx = piepaw_context_create(depth, limits);
  if (ctx == NULL) return piepaw_out_of_memory_result();
  piepaw_context_decode_file(ctx, path);
  return piepaw_context_finish(ctx);
}

piepaw_image_result piepaw_image_read_memory(
    const uint8_t *bytes, size_t count, piepaw_depth depth, piepaw_limits limits) {
  piepaw_context *ctx = piepaw_context_create(depth, limits);
  if (ctx == NULL) return piepaw_out_of_memory_result();
  piepaw_context_decode_memory(ctx, bytes, count);
  return piepaw_context_finish(ctx);
}
