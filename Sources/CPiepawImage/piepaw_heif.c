/* HEIF (HEIC) through libheif (loaded on first use: piepaw_heif_api.h): the container is parsed, the primary
 * image's size checked against the limits, and at full depth the image decoded. libheif's errors come back as
 * heif_error values (it never longjmps), so no error handling of ours can be skipped; what ends a process instead
 * (an assertion of libheif or libde265 on a hostile stream) is kept to a child process (piepaw_isolate.c). */

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "piepaw_heif_api.h"
#include "piepaw_heif_refs.h"
#include "piepaw_internal.h"
#include "piepaw_isolate.h"

/* Decoded samples of a HEIF image: the full-size luma and chroma planes (at most 2 bytes a sample) plus the
 * decoder's own buffers for one tile. Estimated at 3 bytes a pixel, 6 above 8 bits, over a square of the
 * longer side (see check_decoder_memory). */
#define HEIF_BYTES_PER_PIXEL 3
/* The largest coding block of a HEIF codec (AV1 superblock); HEVC CTUs are at most 64 px. */
#define HEIF_LARGEST_CODING_BLOCK 128

/* A read-only view of the input for libheif: a file read with pread(2) (so the file is never held in memory
 * whole: libheif reads the boxes, then only the primary image's data), or the caller's bytes. */
typedef struct heif_input {
  piepaw_context *ctx;
  int fd;
  const uint8_t *bytes;
  uint64_t size;
  uint64_t position;
} heif_input;

static int64_t input_position(void *userdata) { return (int64_t)((heif_input *)userdata)->position; }

static int input_read(void *data, size_t size, void *userdata) {
  heif_input *input = userdata;
  /* libheif asks for 0 bytes into an empty buffer (data NULL) for an empty box: memcpy must not see it. */
  if (size == 0) return 0;
  if (size > input->size || input->position > input->size - size) return -1;
  if (input->bytes != NULL) {
    memcpy(data, input->bytes + input->position, size);
    input->position += size;
    return 0;
  }
  uint8_t *out = data;
  size_t done = 0;
  while (done < size) {
    ssize_t got = pread(input->fd, out + done, size - done, (off_t)(input->position + done));
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) {
      if (got < 0) {
        input->ctx->source.failed = 1;
        input->ctx->source.failure_errno = errno;
      }
      return -1;
    }
    done += (size_t)got;
  }
  input->position += size;
  return 0;
}

static int input_seek(int64_t position, void *userdata) {
  heif_input *input = userdata;
  if (position < 0 || (uint64_t)position > input->size) return -1;
  input->position = (uint64_t)position;
  return 0;
}

static int input_wait(int64_t target_size, void *userdata) {
  heif_input *input = userdata;
  return target_size >= 0 && (uint64_t)target_size <= input->size ? PH_READER_SIZE_REACHED
                                                                    : PH_READER_SIZE_BEYOND_EOF;
}

/* For the reference guard: `count` bytes at `offset`, leaving libheif's position as it was. */
static int input_read_at(uint64_t offset, void *data, size_t count, void *userdata) {
  heif_input *input = userdata;
  uint64_t position = input->position;
  input->position = offset;
  int status = offset <= input->size ? input_read(data, count, input) : -1;
  input->position = position;
  return status;
}

static const struct ph_reader input_reader = {1, input_position, input_read, input_seek, input_wait};

/* libheif's error classes: damaged data is corrupt, a valid file we lack a decoder for is unsupported, a
 * security limit (huge boxes, too many items) is too large. */
static piepaw_status status_of(struct ph_error error) {
  switch (error.code) {
  case PH_ERROR_UNSUPPORTED_FILETYPE:
  case PH_ERROR_UNSUPPORTED_FEATURE:
  case PH_ERROR_PLUGIN_LOADING: return PIEPAW_STATUS_UNSUPPORTED;
  case PH_ERROR_MEMORY_ALLOCATION: return PIEPAW_STATUS_TOO_LARGE;
  default: break;
  }
  return error.subcode == PH_SUBERROR_SECURITY_LIMIT_EXCEEDED ? PIEPAW_STATUS_TOO_LARGE : PIEPAW_STATUS_CORRUPT;
}

static void fail_with(piepaw_context *ctx, struct ph_error error, const char *step) {
  if (ctx->source.failed) {
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "read error (errno %d)", ctx->source.failure_errno);
    return;
  }
  const char *message = error.message != NULL && error.message[0] != '\0' ? error.message : "unknown error";
  piepaw_fail(ctx, status_of(error), "%s: %s", step, message);
}

static void record_header(const piepaw_heif_api *lib, piepaw_context *ctx, const struct ph_image_handle *handle) {
  int width = lib->image_handle_get_width(handle);
  int height = lib->image_handle_get_height(handle);
  ctx->result.width = width > 0 ? (uint32_t)width : 0;
  ctx->result.height = height > 0 ? (uint32_t)height : 0;
  int bits = lib->image_handle_get_luma_bits_per_pixel(handle);
  ctx->result.bit_depth = bits > 0 && bits <= 16 ? (uint8_t)bits : 0;
  ctx->result.has_alpha = lib->image_handle_has_alpha_channel(handle) ? 1 : 0;
  ctx->result.channels = (uint8_t)(ctx->result.has_alpha ? 4 : 3);
  ctx->result.color = PIEPAW_COLOR_YCBCR;
}

/* The stored (ispe) size is what the decoder allocates; it is checked too, since a rotation or crop can make
 * the displayed size smaller than the planes behind it. */
static int check_stored_size(const piepaw_heif_api *lib, piepaw_context *ctx, const struct ph_image_handle *handle) {
  uint32_t width = ctx->result.width, height = ctx->result.height;
  int stored_width = lib->image_handle_get_ispe_width(handle);
  int stored_height = lib->image_handle_get_ispe_height(handle);
  if (stored_width > 0 && stored_height > 0) {
    ctx->result.width = (uint32_t)stored_width;
    ctx->result.height = (uint32_t)stored_height;
  }
  int over = piepaw_check_limits(ctx);
  ctx->result.width = width;
  ctx->result.height = height;
  return over;
}

/* Auxiliary images (alpha) are decoded with the primary: their stored sizes count against the limits too. A
 * hostile alpha plane of 13287x64119 behind a 40x40 image once made libheif allocate 852 MB (fuzz: heif). */
#define HEIF_MAXIMUM_AUXILIARY_IMAGES 16

static uint64_t stored_pixels(
    const piepaw_heif_api *lib, const struct ph_image_handle *handle, uint32_t *width, uint32_t *height) {
  int stored_width = lib->image_handle_get_ispe_width(handle);
  int stored_height = lib->image_handle_get_ispe_height(handle);
  *width = stored_width > 0 ? (uint32_t)stored_width : 0;
  *height = stored_height > 0 ? (uint32_t)stored_height : 0;
  return (uint64_t)*width * *height;
}

/* The pixels decoding allocates: the primary's and its auxiliary images'. Returns 1 (and fails) when an
 * auxiliary image breaks a limit of its own. */
static int decoded_pixels(
    const piepaw_heif_api *lib, piepaw_context *ctx, const struct ph_image_handle *handle, uint64_t *total) {
  uint32_t width, height;
  *total = stored_pixels(lib, handle, &width, &height);
  if (*total == 0) *total = (uint64_t)ctx->result.width * ctx->result.height;
  int count = lib->image_handle_get_number_of_auxiliary_images(handle, 0);
  if (count <= 0) return 0;
  if (count > HEIF_MAXIMUM_AUXILIARY_IMAGES) {
    piepaw_fail(ctx, PIEPAW_STATUS_TOO_LARGE, "%d auxiliary images, more than the %d read here", count,
        HEIF_MAXIMUM_AUXILIARY_IMAGES);
    return 1;
  }
  ph_item_id ids[HEIF_MAXIMUM_AUXILIARY_IMAGES];
  int listed = lib->image_handle_get_list_of_auxiliary_image_IDs(handle, 0, ids, count);
  for (int i = 0; i < listed && i < count; i++) {
    struct ph_image_handle *auxiliary = NULL;
    struct ph_error error = lib->image_handle_get_auxiliary_image_handle(handle, ids[i], &auxiliary);
    if (error.code != PH_ERROR_OK || auxiliary == NULL) {
      fail_with(ctx, error, "an auxiliary image");
      return 1;
    }
    uint64_t pixels = stored_pixels(lib, auxiliary, &width, &height);
    lib->image_handle_release(auxiliary);
    uint32_t max_dimension = ctx->limits.max_dimension;
    uint64_t max_pixels = ctx->limits.max_pixels;
    if ((max_dimension != 0 && (width > max_dimension || height > max_dimension)) ||
        (max_pixels != 0 && pixels > max_pixels)) {
      piepaw_fail(ctx, PIEPAW_STATUS_TOO_LARGE, "an auxiliary (alpha) image of %ux%u pixels is over the limits",
          width, height);
      return 1;
    }
    *total += pixels;
  }
  return 0;
}

/* libheif checks every image it decodes (grid tiles, alpha) only against a limit per side, which it applies
 * when decoding: set to the primary's longer side, no tile or auxiliary plane can be larger than a square of
 * it. That square is what the memory estimate counts (a 40x40 grid whose tile claimed 13287x64119 once made
 * libheif allocate 852 MB: fuzz target heif). */
/* The largest integer whose square is at most `value`. */
static uint64_t integer_square_root(uint64_t value) {
  uint64_t root = 0;
  uint64_t bit = (uint64_t)1 << 62;
  while (bit > value) bit >>= 2;
  while (bit != 0) {
    if (value >= root + bit) {
      value -= root + bit;
      root = (root >> 1) + bit;
    } else {
      root >>= 1;
    }
    bit >>= 2;
  }
  return root;
}

static int check_decoder_memory(
    const piepaw_heif_api *lib, piepaw_context *ctx, struct ph_context *heif, const struct ph_image_handle *handle) {
  uint64_t pixels;
  if (decoded_pixels(lib, ctx, handle, &pixels)) return 1;
  uint32_t width, height;
  if (stored_pixels(lib, handle, &width, &height) == 0) {
    width = ctx->result.width;
    height = ctx->result.height;
  }
  uint32_t side = width > height ? width : height;
  /* Newer libheif builds (Debian's 1.15.1-1+deb12u2) also check the size the codec decodes to, which is padded
   * to whole coding blocks (a 40x40 HEVC image decodes as 64x64) and may be larger still where a clean aperture
   * crops it (a 64x64 icon coded 160x64): the side is rounded up to the largest block any HEIF codec uses (AV1's
   * 128 px superblock), and raised to the largest square the decoder memory limit leaves room for, so a coded
   * picture within the budget decodes and a tile or plane beyond it is refused before anything is allocated. */
  uint64_t padded = ((uint64_t)side + HEIF_LARGEST_CODING_BLOCK - 1) / HEIF_LARGEST_CODING_BLOCK *
                    HEIF_LARGEST_CODING_BLOCK;
  uint64_t limit = ctx->limits.max_decoder_memory;
  uint64_t bytes_per_pixel = HEIF_BYTES_PER_PIXEL * (ctx->result.bit_depth > 8 ? 2 : 1);
  /* A raster also needs libheif's RGBA copy of the picture. */
  uint64_t raster = ctx->raster != NULL ? (uint64_t)ctx->result.width * ctx->result.height * 4 : 0;
  /* With no memory limit, no side limit; else the largest square the limit leaves room for, at least the side. */
  uint64_t allowed = limit == 0 ? INT32_MAX - 1
                     : limit > raster ? integer_square_root((limit - raster) / bytes_per_pixel)
                                      : 0;
  if (allowed < padded) allowed = padded;
  side = allowed >= INT32_MAX ? INT32_MAX - 1 : (uint32_t)allowed;
  /* libheif refuses a side equal to its limit: one more. */
  lib->context_set_maximum_image_size_limit(heif, (int)side + 1);
  /* Decoding may allocate the stored pictures, or a square of the side libheif allows (a tile or plane that
   * claims less than it decodes to); with a memory limit, that square is within it unless the image is not. */
  if (limit != 0) {
    uint64_t square = (uint64_t)side * side;
    if (square > pixels) pixels = square;
  }
  uint64_t needed = pixels * bytes_per_pixel + raster;
  if (limit == 0 || needed <= limit) return 0;
  piepaw_fail(ctx, PIEPAW_STATUS_TOO_LARGE,
      "decoding this %ux%u HEIF image needs up to %llu MiB, over the decoder memory limit of %llu MiB",
      ctx->result.width, ctx->result.height, (unsigned long long)(needed >> 20), (unsigned long long)(limit >> 20));
  return 1;
}

/* libheif hands back the whole picture: its rows go to the raster one at a time. */
static void feed_raster(const piepaw_heif_api *lib, piepaw_context *ctx, const struct ph_image *image) {
  int stride = 0;
  const uint8_t *plane = lib->image_get_plane_readonly(image, PH_CHANNEL_INTERLEAVED, &stride);
  int width = lib->image_get_width(image, PH_CHANNEL_INTERLEAVED);
  int height = lib->image_get_height(image, PH_CHANNEL_INTERLEAVED);
  if (plane == NULL || width <= 0 || height <= 0 || stride < width * 4) {
    piepaw_fail(ctx, PIEPAW_STATUS_UNSUPPORTED, "libheif gave no RGBA picture for this image");
    return;
  }
  /* The raster's size follows the decoded (rotated, cropped) picture, not the stored planes. */
  if (!piepaw_raster_begin(ctx, (uint32_t)width, (uint32_t)height, (uint32_t)width, (uint32_t)height)) return;
  for (int y = 0; y < height; y++) piepaw_raster_add_row(ctx->raster, plane + (size_t)y * (size_t)stride);
}

static void decode_primary(const piepaw_heif_api *lib, piepaw_context *ctx, const struct ph_image_handle *handle) {
  struct ph_decoding_options *options = lib->decoding_options_alloc();
  if (options == NULL) {
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "out of memory");
    return;
  }
  /* For verification the samples as coded: no rotation, crop or colour conversion, each of which would copy the
   * image. A raster needs the picture as shown: RGBA, rotated and cropped. */
  int wants_raster = ctx->raster != NULL;
  options->ignore_transformations = wants_raster ? 0 : 1;
  struct ph_image *image = NULL;
  struct ph_error error = lib->decode_image(handle, &image, wants_raster ? PH_COLORSPACE_RGB : PH_COLORSPACE_UNDEFINED,
      wants_raster ? PH_CHROMA_INTERLEAVED_RGBA : PH_CHROMA_UNDEFINED, options);
  lib->decoding_options_free(options);
  if (error.code != PH_ERROR_OK) {
    fail_with(ctx, error, "decoding the image");
  } else if (image == NULL) {
    piepaw_fail(ctx, PIEPAW_STATUS_CORRUPT, "decoding the image: no image data");
  } else if (wants_raster) {
    feed_raster(lib, ctx, image);
  }
  if (image != NULL) lib->image_release(image);
}

/* libheif would recurse forever on a cycle of grid, overlay or alpha references. */
static int check_references(piepaw_context *ctx, heif_input *input) {
  switch (piepaw_heif_check_references(input->size, input_read_at, input)) {
  case PIEPAW_HEIF_REFS_OK: return 0;
  case PIEPAW_HEIF_REFS_CYCLE:
    piepaw_fail(ctx, PIEPAW_STATUS_CORRUPT, "the image's tiles or alpha refer back to it (a cycle of item references)");
    return 1;
  case PIEPAW_HEIF_REFS_REUSED_TILE:
    piepaw_fail(ctx, PIEPAW_STATUS_TOO_LARGE,
        "the image's grid names one tile more than once, which would decode it again for every use");
    return 1;
  case PIEPAW_HEIF_REFS_TOO_MANY: break;
  }
  piepaw_fail(ctx, PIEPAW_STATUS_TOO_LARGE, "more item references than are checked here");
  return 1;
}

static void read_primary(const piepaw_heif_api *lib, piepaw_context *ctx, struct ph_context *heif, heif_input *input) {
  struct ph_image_handle *handle = NULL;
  struct ph_error error = lib->context_get_primary_image_handle(heif, &handle);
  if (error.code != PH_ERROR_OK || handle == NULL) {
    fail_with(ctx, error, "the primary image");
    return;
  }
  record_header(lib, ctx, handle);
  if (ctx->result.width == 0 || ctx->result.height == 0) {
    piepaw_fail(ctx, PIEPAW_STATUS_CORRUPT, "the primary image has no size (no ispe property)");
  } else if (!check_stored_size(lib, ctx, handle) && ctx->depth == PIEPAW_DEPTH_FULL &&
             !check_decoder_memory(lib, ctx, heif, handle) && !check_references(ctx, input)) {
    decode_primary(lib, ctx, handle);
  }
  lib->image_handle_release(handle);
}

/* The whole read, from the container to the decoded picture, in the process that runs it. */
static void decode_here(piepaw_context *ctx, const void *library) {
  const piepaw_heif_api *lib = library;
  heif_input input = {ctx, ctx->source.fd, NULL, ctx->result.byte_count, 0};
  if (ctx->source.fd < 0) {
    input.bytes = ctx->source.window;
    input.size = ctx->source.window_length;
  }
  struct ph_context *heif = lib->context_alloc();
  if (heif == NULL) {
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "out of memory");
    return;
  }
  /* Tiles are decoded on this thread: files are already decoded in parallel, one per core. */
  lib->context_set_max_decoding_threads(heif, 0);
  uint32_t max_dimension = ctx->limits.max_dimension;
  if (max_dimension != 0) {
    lib->context_set_maximum_image_size_limit(heif, max_dimension > INT32_MAX ? INT32_MAX : (int)max_dimension);
  }
  struct ph_error error = lib->context_read_from_reader(heif, &input_reader, &input, NULL);
  if (error.code != PH_ERROR_OK) {
    fail_with(ctx, error, "reading the container");
  } else {
    read_primary(lib, ctx, heif, &input);
  }
  lib->context_free(heif);
}

/* libheif and libde265 end the process on some hostile files (a failed assertion): they run in a child process
 * (piepaw_isolate.c), loaded here first so that the child never runs the dynamic loader. */
void piepaw_decode_heif(piepaw_context *ctx) {
  const char *why = NULL;
  const piepaw_heif_api *lib = piepaw_heif_api_load(&why);
  if (lib == NULL) {
    piepaw_fail(ctx, PIEPAW_STATUS_UNSUPPORTED, "%s", why);
    return;
  }
  piepaw_run_isolated(ctx, "libheif", decode_here, lib, PIEPAW_HEIF_DECODE_MILLISECONDS);
}
