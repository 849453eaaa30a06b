/* PNG through libpng: every libpng error and warning becomes part of the result. */

#include <string.h>

#include "piepaw_internal.h"

/* The largest chunk libpng may allocate when no decoder-memory limit is given (libpng's default). */
#define DEFAULT_CHUNK_MALLOC_MAX 8000000

/* Text and other metadata chunks are dropped (CRC still checked) instead of being decompressed and
 * kept: nothing here needs them, and compressed text is a classic decompression bomb. */
static const png_byte skipped_chunks[] = "tEXt\0zTXt\0iTXt\0sPLT\0pCAL\0sCAL\0hIST\0tIME";
#define SKIPPED_CHUNK_COUNT 8
/* Read by on_unknown_chunk, not by libpng's eXIf handler (see there). */
static const png_byte exif_chunk[] = "eXIf";

static piepaw_context *context_of(png_structp png) { return (piepaw_context *)png_get_error_ptr(png); }

/* libpng sets the IHDR fields in info before it validates them, so a rejected IHDR still tells how
 * large the image claimed to be. */
static void remember_dimensions(piepaw_context *ctx) {
  piepaw_png_state *state = &ctx->decoder.png;
  if (ctx->result.width != 0 || state->info == NULL) return;
  ctx->result.width = png_get_image_width(state->png, state->info);
  ctx->result.height = png_get_image_height(state->png, state->info);
}

/* For a rejected IHDR, libpng gives the reason ("Invalid bit depth in IHDR") as a warning just
 * before the error; IHDR is the first chunk, so no other warning can come first. */
static void fail_as_corrupt(piepaw_context *ctx, png_const_charp message) {
  if (strcmp(message, "Invalid IHDR data") == 0 && ctx->result.warning_count > 0) {
    piepaw_fail(ctx, PIEPAW_STATUS_CORRUPT, "%s: %s", message, ctx->result.warning);
  } else {
    piepaw_fail(ctx, PIEPAW_STATUS_CORRUPT, "%s", message);
  }
}

static void on_error(png_structp png, png_const_charp message) {
  piepaw_context *ctx = context_of(png);
  remember_dimensions(ctx);
  if (ctx->source.failed) {
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "read error (errno %d)", ctx->source.failure_errno);
  } else if (!piepaw_check_dimension_limits(ctx)) {
    fail_as_corrupt(ctx, message);
  }
  png_longjmp(png, 1);
}

/* libpng reports some damage to the image data only as (benign) warnings, which it prefixes with
 * the chunk name: an Adler-32 mismatch ("IDAT: incorrect data check"), too much or extra compressed
 * data, IDAT chunks split by other chunks. */
static int is_image_data_warning(png_const_charp message) { return strncmp(message, "IDAT: ", 6) == 0; }

/* libpng marks some messages with leading dots ("IDAT: ..Too many IDATs found"); drop them. */
static void fail_with_image_data_warning(piepaw_context *ctx, png_const_charp message) {
  const char *text = message + 6;
  while (*text == '.') text++;
  piepaw_fail(ctx, PIEPAW_STATUS_CORRUPT, "IDAT: %s", text);
}

/* An ancillary chunk whose CRC fails: libpng skips the chunk and goes on, as it does by default. */
static int is_skipped_chunk_warning(png_const_charp message) {
  return strlen(message) == 4 + strlen(PIEPAW_DAMAGE_SUFFIX) && strcmp(message + 4, PIEPAW_DAMAGE_SUFFIX) == 0;
}

static void on_warning(png_structp png, png_const_charp message) {
  piepaw_context *ctx = context_of(png);
  if (is_image_data_warning(message)) {
    fail_with_image_data_warning(ctx, message);
    png_longjmp(png, 1);
  }
  if (is_skipped_chunk_warning(message)) {
    piepaw_warn_damage(ctx, message);
  } else {
    piepaw_warn(ctx, message);
  }
}

static void read_bytes(png_structp png, png_bytep data, size_t length) {
  piepaw_context *ctx = (piepaw_context *)png_get_io_ptr(png);
  if (piepaw_source_read(&ctx->source, data, length) == length) return;
  png_error(png, ctx->source.failed ? "read error" : "unexpected end of file (truncated)");
}

/* eXIf holds a TIFF structure; some writers wrongly keep JPEG's "Exif\0\0" prefix. */
static uint8_t orientation_of(const png_byte *exif, size_t count) {
  if (count >= 6 && memcmp(exif, "Exif\0\0", 6) == 0) return piepaw_exif_orientation(exif + 6, count - 6);
  return piepaw_exif_orientation(exif, count);
}

/* libpng's own eXIf handler allocates the chunk's declared length before reading a byte of it, whatever the
 * chunk memory limit (a 60-byte file can ask for 2 GiB), so eXIf is read as an unknown chunk instead: libpng
 * caches those only within png_set_chunk_malloc_max (a larger one is skipped with a warning). Only an eXIf
 * before the image data counts, as for every other header fact. Every ancillary chunk that reaches here is
 * dropped; an unknown critical one is left to libpng, which rejects it. */
static int on_unknown_chunk(png_structp png, png_unknown_chunkp chunk) {
  piepaw_context *ctx = (piepaw_context *)png_get_user_chunk_ptr(png);
  int is_exif = memcmp(chunk->name, "eXIf", 4) == 0;
  if (is_exif && !ctx->decoder.png.reading_rows && ctx->result.orientation == 0 && chunk->data != NULL) {
    ctx->result.orientation = orientation_of(chunk->data, chunk->size);
  }
  return (chunk->name[0] & 0x20) != 0;
}

static void configure(piepaw_context *ctx, png_structp png) {
  png_set_read_fn(png, ctx, read_bytes);
  uint32_t side_limit = ctx->limits.max_dimension;
  if (side_limit == 0 || side_limit > PNG_UINT_31_MAX) side_limit = PNG_UINT_31_MAX;
  png_set_user_limits(png, side_limit, side_limit);
  uint64_t memory = ctx->limits.max_decoder_memory;
  png_set_chunk_malloc_max(png, memory == 0 || memory > PNG_SIZE_MAX ? DEFAULT_CHUNK_MALLOC_MAX : (size_t)memory);
  /* A CRC mismatch on an ancillary chunk: the chunk is skipped, as libpng does by default and as the image is
   * drawn, and the damage is kept as the result's warning (piepaw_warn_damage) for the rules to report. */
  png_set_crc_action(png, PNG_CRC_DEFAULT, PNG_CRC_WARN_DISCARD);
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, skipped_chunks, SKIPPED_CHUNK_COUNT);
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, exif_chunk, 1);
  png_set_read_user_chunk_fn(png, ctx, on_unknown_chunk);
  png_set_option(png, PNG_SKIP_sRGB_CHECK_PROFILE, PNG_OPTION_ON);
}

static piepaw_color color_of(int color_type) {
  switch (color_type) {
  case PNG_COLOR_TYPE_GRAY: return PIEPAW_COLOR_GRAY;
  case PNG_COLOR_TYPE_GRAY_ALPHA: return PIEPAW_COLOR_GRAY_ALPHA;
  case PNG_COLOR_TYPE_RGB: return PIEPAW_COLOR_RGB;
  case PNG_COLOR_TYPE_RGB_ALPHA: return PIEPAW_COLOR_RGBA;
  case PNG_COLOR_TYPE_PALETTE: return PIEPAW_COLOR_PALETTE;
  default: return PIEPAW_COLOR_UNKNOWN;
  }
}

static void describe(piepaw_context *ctx, png_structp png, png_infop info) {
  piepaw_image_result *result = &ctx->result;
  int color_type = png_get_color_type(png, info);
  result->width = png_get_image_width(png, info);
  result->height = png_get_image_height(png, info);
  result->bit_depth = png_get_bit_depth(png, info);
  result->channels = png_get_channels(png, info);
  result->color = color_of(color_type);
  result->interlaced = png_get_interlace_type(png, info) == PNG_INTERLACE_ADAM7;
  result->has_alpha = (color_type & PNG_COLOR_MASK_ALPHA) != 0 || png_get_valid(png, info, PNG_INFO_tRNS) != 0;
  result->has_icc = png_get_valid(png, info, PNG_INFO_iCCP) != 0;
  result->is_srgb = png_get_valid(png, info, PNG_INFO_sRGB) != 0;
}

/* Decodes every row (every pass of an interlaced image): inflate, Adler-32, filter bytes and unfiltering all
 * run inside png_read_row. With no row given, libpng keeps the row in its own buffer and skips the copy out. */
static void read_rows(piepaw_context *ctx, piepaw_png_state *state) {
  int passes = png_set_interlace_handling(state->png);
  png_read_update_info(state->png, state->info);
  state->reading_rows = 1;
  for (int pass = 0; pass < passes; pass++) {
    for (uint32_t y = 0; y < ctx->result.height; y++) png_read_row(state->png, NULL, NULL);
  }
}

/* Every sample format becomes 8-bit RGBA: palettes and low-bit grey expanded, tRNS made alpha, 16 bits scaled
 * down, grey copied to RGB, opaque images given alpha 255. */
static void expand_to_rgba(png_structp png) {
  png_set_expand(png);
  png_set_scale_16(png);
  png_set_gray_to_rgb(png);
  png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
}

/* An Adam7 image's last pass holds every odd row whole; the even rows are spread over the six passes before
 * it, which only a full-size buffer could put together. So the raster is made from the odd rows, each standing
 * for itself and the even row above it (and the last row of an odd height). A one-row image has no odd row:
 * its single row is gathered from every pass into the one row buffer (libpng writes only each pass's pixels). */
static void feed_interlaced(piepaw_context *ctx, piepaw_png_state *state, int passes, uint8_t *row) {
  uint32_t height = ctx->result.height;
  piepaw_raster_builder *raster = ctx->raster;
  for (int pass = 0; pass < passes; pass++) {
    int last = pass == passes - 1;
    for (uint32_t y = 0; y < height; y++) {
      png_read_row(state->png, height == 1 || last ? row : NULL, NULL);
      if (!last || (y & 1) == 0) continue;
      piepaw_raster_add_row(raster, row);
      piepaw_raster_add_row(raster, row);
      if (y + 2 == height) piepaw_raster_add_row(raster, row);
    }
  }
  if (height == 1) piepaw_raster_add_row(raster, row);
}

/* Decodes every row as read_rows does, converting each to RGBA for the raster. */
static void read_rows_into_raster(piepaw_context *ctx, piepaw_png_state *state) {
  expand_to_rgba(state->png);
  int passes = png_set_interlace_handling(state->png);
  png_read_update_info(state->png, state->info);
  state->reading_rows = 1;
  if (png_get_rowbytes(state->png, state->info) != (size_t)ctx->result.width * 4) {
    piepaw_fail(ctx, PIEPAW_STATUS_UNSUPPORTED, "PNG rows could not be converted to RGBA");
    png_longjmp(state->png, 1);
  }
  if (!piepaw_raster_begin(ctx, ctx->result.width, ctx->result.height, ctx->result.width, ctx->result.height)) png_longjmp(state->png, 1);
  uint8_t *row = ctx->raster->row;
  if (passes > 1) {
    feed_interlaced(ctx, state, passes, row);
    return;
  }
  for (uint32_t y = 0; y < ctx->result.height; y++) {
    png_read_row(state->png, row, NULL);
    piepaw_raster_add_row(ctx->raster, row);
  }
}

static void read_png(piepaw_context *ctx, piepaw_png_state *state) {
  configure(ctx, state->png);
  png_read_info(state->png, state->info);
  describe(ctx, state->png, state->info);
  if (piepaw_check_limits(ctx) || ctx->depth == PIEPAW_DEPTH_HEADER) return;
  if (ctx->raster != NULL) {
    read_rows_into_raster(ctx, state);
  } else {
    read_rows(ctx, state);
  }
  png_read_end(state->png, state->info);
  uint64_t consumed = piepaw_source_offset(&ctx->source);
  ctx->result.trailing_bytes = ctx->result.byte_count > consumed ? ctx->result.byte_count - consumed : 0;
}

/* Xcode's "pngcrush -iphone" output starts with a CgBI chunk and has a headerless deflate stream
 * and BGRA pixels, which libpng cannot read. */
static int is_apple_cgbi(piepaw_context *ctx) {
  const uint8_t *start;
  size_t available = piepaw_source_peek(&ctx->source, 16, &start);
  return available == 16 && memcmp(start + 12, "CgBI", 4) == 0;
}

void piepaw_decode_png(piepaw_context *ctx) {
  if (is_apple_cgbi(ctx)) {
    piepaw_fail(ctx, PIEPAW_STATUS_UNSUPPORTED, "Apple CgBI PNG (Xcode-optimized for iOS): not a standard PNG");
    return;
  }
  piepaw_png_state *state = &ctx->decoder.png;
  state->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, ctx, on_error, on_warning);
  if (state->png == NULL) {
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "out of memory");
    return;
  }
  state->info = png_create_info_struct(state->png);
  if (state->info == NULL) {
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "out of memory");
  } else if (setjmp(png_jmpbuf(state->png)) == 0) {
    read_png(ctx, state);
  }
  png_destroy_read_struct(&state->png, &state->info, NULL);
}
