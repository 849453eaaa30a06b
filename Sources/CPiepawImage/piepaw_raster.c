/* Downscaled rasters: a box filter fed one decoded row at a time (PNG and JPEG rows as they are decoded, HEIF
 * rows from libheif's picture), so a raster costs its own pixels plus O(width), never a full-size buffer. Colour
 * is averaged weighted by alpha, so transparent pixels do not darken their neighbours. */

#include <stdlib.h>
#include <string.h>

#include "piepaw_internal.h"


static int is_transposed(uint8_t orientation) { return orientation >= 5 && orientation <= 8; }

static uint32_t scaled_side(uint32_t side, double scale, uint32_t box) {
  double scaled = (double)side * scale + 0.5;
  uint32_t result = scaled >= (double)UINT32_MAX ? UINT32_MAX : (uint32_t)scaled;
  if (result > box) result = box;
  if (result > side) result = side;
  return result == 0 ? 1 : result;
}

void piepaw_raster_size(const piepaw_raster_builder *raster, uint32_t width, uint32_t height, uint8_t orientation,
    uint32_t *raster_width, uint32_t *raster_height) {
  /* The box is for the upright image: a quarter-turned one is stored with its sides swapped. */
  uint32_t box_width = is_transposed(orientation) ? raster->max_height : raster->max_width;
  uint32_t box_height = is_transposed(orientation) ? raster->max_width : raster->max_height;
  if (box_width == 0) box_width = 1;
  if (box_height == 0) box_height = 1;
  if (width == 0 || height == 0) {
    *raster_width = 0;
    *raster_height = 0;
    return;
  }
  double scale_x = (double)box_width / width, scale_y = (double)box_height / height;
  double scale = scale_x < scale_y ? scale_x : scale_y;
  if (scale > 1) scale = 1;
  *raster_width = scaled_side(width, scale, box_width);
  *raster_height = scaled_side(height, scale, box_height);
}

static void release_work(piepaw_raster_builder *raster) {
  free(raster->column_target);
  free(raster->column_count);
  free(raster->sums);
  free(raster->row);
  raster->column_target = NULL;
  raster->column_count = NULL;
  raster->sums = NULL;
  raster->row = NULL;
}

static int allocate(piepaw_raster_builder *raster) {
  size_t width = raster->width, source_width = raster->source_width;
  raster->column_target = malloc(source_width * sizeof *raster->column_target);
  raster->column_count = calloc(width, sizeof *raster->column_count);
  raster->sums = calloc(width * 4, sizeof *raster->sums);
  raster->row = malloc(source_width * 4);
  raster->pixels = malloc(width * raster->height * 4);
  return raster->column_target != NULL && raster->column_count != NULL && raster->sums != NULL &&
         raster->row != NULL && raster->pixels != NULL;
}

int piepaw_raster_begin(
    piepaw_context *ctx, uint32_t full_width, uint32_t full_height, uint32_t source_width, uint32_t source_height) {
  piepaw_raster_builder *raster = ctx->raster;
  if (raster == NULL || raster->started) return 1;
  uint32_t width, height;
  piepaw_raster_size(raster, full_width, full_height, ctx->result.orientation, &width, &height);
  if (width > source_width) width = source_width;
  if (height > source_height) height = source_height;
  if (width == 0 || height == 0) {
    piepaw_fail(ctx, PIEPAW_STATUS_CORRUPT, "the image has no pixels");
    return 0;
  }
  if ((uint64_t)width * height > PIEPAW_MAX_RASTER_PIXELS) {
    piepaw_fail(ctx, PIEPAW_STATUS_TOO_LARGE, "a %ux%u raster is over the %u-pixel raster limit", width, height,
        PIEPAW_MAX_RASTER_PIXELS);
    return 0;
  }
  raster->source_width = source_width;
  raster->source_height = source_height;
  raster->width = width;
  raster->height = height;
  if (!allocate(raster)) {
    release_work(raster);
    free(raster->pixels);
    raster->pixels = NULL;
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "out of memory");
    return 0;
  }
  for (uint32_t x = 0; x < source_width; x++) {
    uint32_t target = (uint32_t)((uint64_t)x * width / source_width);
    raster->column_target[x] = target;
    raster->column_count[target]++;
  }
  raster->started = 1;
  return 1;
}

/* Writes the averages of the rows accumulated so far as raster row `band` and clears the sums. */
static void flush_band(piepaw_raster_builder *raster) {
  uint8_t *out = raster->pixels + (size_t)raster->band * raster->width * 4;
  for (uint32_t x = 0; x < raster->width; x++) {
    uint64_t *sum = raster->sums + (size_t)x * 4;
    uint64_t count = (uint64_t)raster->column_count[x] * raster->band_rows;
    uint64_t alpha = sum[3];
    for (int channel = 0; channel < 3; channel++) {
      out[x * 4 + channel] = alpha == 0 ? 0 : (uint8_t)((sum[channel] + alpha / 2) / alpha);
    }
    out[x * 4 + 3] = count == 0 ? 0 : (uint8_t)((alpha + count / 2) / count);
    memset(sum, 0, 4 * sizeof *sum);
  }
  raster->band_rows = 0;
}

void piepaw_raster_add_row(piepaw_raster_builder *raster, const uint8_t *rgba) {
  if (raster == NULL || !raster->started || raster->fed_rows >= raster->source_height) return;
  uint32_t band = (uint32_t)((uint64_t)raster->fed_rows * raster->height / raster->source_height);
  if (band != raster->band && raster->band_rows > 0) flush_band(raster);
  raster->band = band;
  uint64_t *sums = raster->sums;
  const uint32_t *target = raster->column_target;
  for (uint32_t x = 0; x < raster->source_width; x++) {
    const uint8_t *pixel = rgba + (size_t)x * 4;
    uint64_t *sum = sums + (size_t)target[x] * 4;
    uint32_t alpha = pixel[3];
    sum[0] += (uint32_t)pixel[0] * alpha;
    sum[1] += (uint32_t)pixel[1] * alpha;
    sum[2] += (uint32_t)pixel[2] * alpha;
    sum[3] += alpha;
  }
  raster->band_rows++;
  raster->fed_rows++;
  if (raster->fed_rows == raster->source_height) flush_band(raster);
}

/* Where the upright pixel (x, y) of an image stored `width` x `height` with EXIF `orientation` is stored. */
static void stored_position(
    uint8_t orientation, uint32_t width, uint32_t height, uint32_t x, uint32_t y, uint32_t *sx, uint32_t *sy) {
  switch (orientation) {
  case 2: *sx = width - 1 - x, *sy = y; break;
  case 3: *sx = width - 1 - x, *sy = height - 1 - y; break;
  case 4: *sx = x, *sy = height - 1 - y; break;
  case 5: *sx = y, *sy = x; break;
  case 6: *sx = y, *sy = height - 1 - x; break;
  case 7: *sx = width - 1 - y, *sy = height - 1 - x; break;
  case 8: *sx = width - 1 - y, *sy = x; break;
  default: *sx = x, *sy = y; break;
  }
}

/* Turns the finished raster upright; 0 on out of memory. */
static int make_upright(piepaw_raster_builder *raster, uint8_t orientation, piepaw_raster *out) {
  uint32_t width = raster->width, height = raster->height;
  out->width = is_transposed(orientation) ? height : width;
  out->height = is_transposed(orientation) ? width : height;
  if (orientation <= 1 || orientation > 8) {
    out->rgba = raster->pixels;
    raster->pixels = NULL;
    return 1;
  }
  out->rgba = malloc((size_t)width * height * 4);
  if (out->rgba == NULL) return 0;
  for (uint32_t y = 0; y < out->height; y++) {
    for (uint32_t x = 0; x < out->width; x++) {
      uint32_t sx, sy;
      stored_position(orientation, width, height, x, y, &sx, &sy);
      memcpy(out->rgba + ((size_t)y * out->width + x) * 4, raster->pixels + ((size_t)sy * width + sx) * 4, 4);
    }
  }
  return 1;
}

static void hand_over(piepaw_context *ctx, piepaw_raster_builder *builder, piepaw_raster *out) {
  if (piepaw_has_failed(ctx)) return;
  if (!builder->started || builder->fed_rows != builder->source_height) {
    piepaw_fail(ctx, PIEPAW_STATUS_UNSUPPORTED, "%s: no raster could be made of this image",
        piepaw_format_display_name(ctx->result.format));
    return;
  }
  if (!make_upright(builder, ctx->result.orientation, out)) {
    memset(out, 0, sizeof *out);
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "out of memory");
  }
}

piepaw_image_result piepaw_raster_read_with(piepaw_limits limits, uint32_t max_width, uint32_t max_height,
    piepaw_raster *out, void (*decode)(piepaw_context *ctx, const void *argument), const void *argument) {
  piepaw_raster empty = {0, 0, NULL};
  if (out != NULL) *out = empty;
  piepaw_context *ctx = piepaw_context_create(PIEPAW_DEPTH_FULL, limits);
  piepaw_raster_builder *builder = calloc(1, sizeof *builder);
  if (ctx == NULL || builder == NULL || out == NULL) {
    free(ctx);
    free(builder);
    return piepaw_out_of_memory_result();
  }
  builder->max_width = max_width;
  builder->max_height = max_height;
  ctx->raster = builder;
  decode(ctx, argument);
  hand_over(ctx, builder, out);
  release_work(builder);
  free(builder->pixels);
  free(builder);
  piepaw_image_result result = piepaw_context_finish(ctx);
  if (result.status != PIEPAW_STATUS_OK) piepaw_raster_free(out);
  return result;
}

/* A file (path) or the caller's bytes. */
typedef struct raster_input {
  const char *path;
  const uint8_t *bytes;
  size_t count;
} raster_input;

static void decode_input(piepaw_context *ctx, const void *argument) {
  const raster_input *input = argument;
  if (input->path != NULL || input->bytes == NULL) {
    piepaw_context_decode_file(ctx, input->path);
  } else {
    piepaw_context_decode_memory(ctx, input->bytes, input->count);
  }
}

static piepaw_image_result read_raster(const char *path, const uint8_t *bytes, size_t count, piepaw_limits limits,
    uint32_t max_width, uint32_t max_height, piepaw_raster *out) {
  raster_input input = {path, bytes, count};
  return piepaw_raster_read_with(limits, max_width, max_height, out, decode_input, &input);
}

piepaw_image_result piepaw_raster_read_file(
    const char *path, piepaw_limits limits, uint32_t max_width, uint32_t max_height, piepaw_raster *raster) {
  return read_raster(path, NULL, 0, limits, max_width, max_height, raster);
}

piepaw_image_result piepaw_raster_read_memory(const uint8_t *bytes, size_t count, piepaw_limits limits,
    uint32_t max_width, uint32_t max_height, piepaw_raster *raster) {
  static const uint8_t nothing[1] = {0};
  return read_raster(NULL, bytes == NULL ? nothing : bytes, bytes == NULL ? 0 : count, limits, max_width, max_height,
      raster);
}

void piepaw_raster_free(piepaw_raster *raster) {
  if (raster == NULL) return;
  free(raster->rgba);
  raster->rgba = NULL;
  raster->width = 0;
  raster->height = 0;
}
