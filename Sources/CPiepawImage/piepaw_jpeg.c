/* JPEG through libjpeg(-turbo): error_exit longjmps back here (it never exits), and the library's
 * "corrupt data" warnings make the file corrupt. */

#include <limits.h>
#include <string.h>

#include "piepaw_internal.h"

#include <jerror.h>

/* How much of an APP1/APP2 marker is read to find the EXIF orientation or the ICC signature. */
#define APP_MARKER_PEEK 1024

static const JOCTET fake_end_of_image[2] = {0xFF, JPEG_EOI};

static piepaw_context *context_of(j_common_ptr cinfo) { return (piepaw_context *)cinfo->client_data; }

/* ---- Errors and warnings ---- */

static int is_corruption_warning(int code) {
  switch (code) {
  case JWRN_ARITH_BAD_CODE:
  case JWRN_BOGUS_PROGRESSION:
  case JWRN_EXTRANEOUS_DATA:
  case JWRN_HIT_MARKER:
  case JWRN_HUFF_BAD_CODE:
  case JWRN_JPEG_EOF:
  case JWRN_MUST_RESYNC:
  case JWRN_NOT_SEQUENTIAL: return 1;
  default: return 0;
  }
}

static piepaw_status status_of_error(j_common_ptr cinfo) {
  j_decompress_ptr decompress = (j_decompress_ptr)cinfo;
  switch (cinfo->err->msg_code) {
  case JERR_BAD_PRECISION:
  case JERR_SOF_UNSUPPORTED:
  case JERR_NOT_COMPILED: return PIEPAW_STATUS_UNSUPPORTED;
  case JERR_EMPTY_IMAGE:
    /* A zero height with a real width is the DNL marker form of JPEG, which libjpeg lacks. */
    return decompress->image_height == 0 && decompress->image_width != 0 ? PIEPAW_STATUS_UNSUPPORTED
                                                                         : PIEPAW_STATUS_CORRUPT;
  case JERR_IMAGE_TOO_BIG:
  case JERR_WIDTH_OVERFLOW:
  case JERR_OUT_OF_MEMORY:
  case JERR_NO_BACKING_STORE: return PIEPAW_STATUS_TOO_LARGE;
  default: return PIEPAW_STATUS_CORRUPT;
  }
}

static void describe(piepaw_context *ctx, j_decompress_ptr cinfo);

static void record_error(j_common_ptr cinfo) {
  piepaw_context *ctx = context_of(cinfo);
  char message[JMSG_LENGTH_MAX];
  (*cinfo->err->format_message)(cinfo, message);
  /* SOF may have been read before the failure (a 12-bit file fails just after it). */
  if (ctx->result.width == 0) describe(ctx, (j_decompress_ptr)cinfo);
  if (ctx->source.failed) {
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "read error (errno %d)", ctx->source.failure_errno);
    return;
  }
  piepaw_status status = status_of_error(cinfo);
  if (cinfo->err->msg_code == JERR_NO_BACKING_STORE) {
    /* Only multi-scan (progressive) files need whole-image buffers. */
    piepaw_fail(ctx, status, "decoding needs more than the decoder memory limit of %llu bytes (a %ux%u %s JPEG)",
        (unsigned long long)ctx->limits.max_decoder_memory, ctx->result.width, ctx->result.height,
        ctx->result.interlaced ? "progressive" : "multi-scan");
  } else {
    piepaw_fail(ctx, status, "%s", message);
  }
}

static void stop(j_common_ptr cinfo) {
  piepaw_jpeg_error *error = (piepaw_jpeg_error *)cinfo->err;
  longjmp(error->jump, 1);
}

static void on_error_exit(j_common_ptr cinfo) {
  record_error(cinfo);
  stop(cinfo);
}

/* Level -1 is a warning; higher levels are trace messages, which are dropped. */
static void on_message(j_common_ptr cinfo, int level) {
  if (level >= 0) return;
  piepaw_context *ctx = context_of(cinfo);
  char message[JMSG_LENGTH_MAX];
  (*cinfo->err->format_message)(cinfo, message);
  if (is_corruption_warning(cinfo->err->msg_code)) {
    piepaw_fail(ctx, PIEPAW_STATUS_CORRUPT, "%s", message);
    stop(cinfo);
  }
  piepaw_warn(ctx, message);
}

static void never_print(j_common_ptr cinfo) { (void)cinfo; }

/* Blocks the next row of the current scan decodes: an interleaved scan's MCU row holds blocks_in_MCU blocks
 * per MCU; a one-component scan's row is v_samp_factor block rows of that component. */
static uint64_t blocks_in_scan_row(j_decompress_ptr cinfo) {
  if (cinfo->comps_in_scan <= 0) return 0;
  uint64_t rows = cinfo->comps_in_scan == 1 ? (uint64_t)cinfo->cur_comp_info[0]->v_samp_factor : 1;
  return (uint64_t)cinfo->MCUs_per_row * (uint64_t)cinfo->blocks_in_MCU * rows;
}

/* Progressive files can hold hundreds of scans of a few bytes each, and each scan decodes every block of its
 * components: a 60 KB file of 883 scans over a 3840x3840 image took 2 s. The scan count and the passes over
 * the image are bounded; libjpeg calls this before each row it absorbs, so the work stops at the limit. */
static void on_progress(j_common_ptr cinfo) {
  piepaw_context *ctx = context_of(cinfo);
  j_decompress_ptr decompress = (j_decompress_ptr)cinfo;
  piepaw_jpeg_state *state = &ctx->decoder.jpeg;
  uint32_t max_scans = ctx->limits.max_jpeg_scans;
  int scan = decompress->input_scan_number;
  if (max_scans != 0 && scan > 0 && (uint32_t)scan > max_scans) {
    piepaw_fail(ctx, PIEPAW_STATUS_TOO_LARGE, "more than %u progressive scans", max_scans);
    stop(cinfo);
  }
  if (!state->absorbing_scans) return;
  state->scan_blocks += blocks_in_scan_row(decompress);
  uint64_t max_passes = ctx->limits.max_jpeg_passes;
  if (max_passes == 0 || state->image_blocks == 0 || state->scan_blocks <= max_passes * state->image_blocks) return;
  piepaw_fail(ctx, PIEPAW_STATUS_TOO_LARGE,
      "by scan %d its scans go over the %ux%u image more than %llu times (limits.jpegPasses; real files take up "
      "to 7): save it as baseline or with a standard progression",
      scan, ctx->result.width, ctx->result.height, (unsigned long long)max_passes);
  stop(cinfo);
}

static uint64_t image_blocks(j_decompress_ptr cinfo) {
  uint64_t blocks = 0;
  for (int i = 0; i < cinfo->num_components; i++) {
    blocks += (uint64_t)cinfo->comp_info[i].width_in_blocks * cinfo->comp_info[i].height_in_blocks;
  }
  return blocks;
}

/* ---- Source: the shim's input, never suspending ---- */

static void source_init(j_decompress_ptr cinfo) { (void)cinfo; }

static boolean source_fill(j_decompress_ptr cinfo) {
  piepaw_context *ctx = context_of((j_common_ptr)cinfo);
  piepaw_jpeg_source *source = &ctx->decoder.jpeg.source;
  const uint8_t *bytes;
  size_t count = piepaw_source_take_window(&ctx->source, &bytes);
  if (count == 0) {
    if (ctx->source.failed) ERREXIT(cinfo, JERR_FILE_READ);
    /* Like libjpeg's own sources: end the data with a fake EOI and warn (premature end). */
    WARNMS(cinfo, JWRN_JPEG_EOF);
    bytes = fake_end_of_image;
    count = sizeof fake_end_of_image;
    source->inserted_end = 1;
  }
  source->manager.next_input_byte = bytes;
  source->manager.bytes_in_buffer = count;
  return TRUE;
}

static void source_skip(j_decompress_ptr cinfo, long count) {
  struct jpeg_source_mgr *source = cinfo->src;
  if (count <= 0) return;
  while ((size_t)count > source->bytes_in_buffer) {
    count -= (long)source->bytes_in_buffer;
    source_fill(cinfo);
  }
  source->next_input_byte += count;
  source->bytes_in_buffer -= (size_t)count;
}

static void source_term(j_decompress_ptr cinfo) { (void)cinfo; }

/* Bytes of the input libjpeg has consumed. */
static uint64_t consumed_bytes(piepaw_context *ctx) {
  return piepaw_source_offset(&ctx->source) - ctx->decoder.jpeg.source.manager.bytes_in_buffer;
}

/* ---- APP markers: EXIF orientation (APP1) and ICC profile (APP2), read without saving ---- */

static unsigned next_byte(j_decompress_ptr cinfo) {
  struct jpeg_source_mgr *source = cinfo->src;
  if (source->bytes_in_buffer == 0) source_fill(cinfo);
  source->bytes_in_buffer--;
  return *source->next_input_byte++;
}

static boolean read_app_marker(j_decompress_ptr cinfo) {
  piepaw_context *ctx = context_of((j_common_ptr)cinfo);
  unsigned length = next_byte(cinfo) << 8;
  length |= next_byte(cinfo);
  length = length >= 2 ? length - 2 : 0;
  uint8_t head[APP_MARKER_PEEK];
  size_t kept = length < sizeof head ? length : sizeof head;
  for (size_t i = 0; i < kept; i++) head[i] = (uint8_t)next_byte(cinfo);
  source_skip(cinfo, (long)(length - kept));
  if (cinfo->unread_marker == JPEG_APP0 + 1 && kept >= 6 && memcmp(head, "Exif\0\0", 6) == 0 &&
      ctx->result.orientation == 0) {
    ctx->result.orientation = piepaw_exif_orientation(head + 6, kept - 6);
  }
  if (cinfo->unread_marker == JPEG_APP0 + 2 && kept >= 12 && memcmp(head, "ICC_PROFILE\0", 12) == 0) {
    ctx->result.has_icc = 1;
  }
  return TRUE;
}

/* ---- Decoding ---- */

static void install_managers(piepaw_context *ctx, piepaw_jpeg_state *state) {
  j_decompress_ptr cinfo = &state->cinfo;
  state->source.manager.init_source = source_init;
  state->source.manager.fill_input_buffer = source_fill;
  state->source.manager.skip_input_data = source_skip;
  state->source.manager.resync_to_restart = jpeg_resync_to_restart;
  state->source.manager.term_source = source_term;
  cinfo->src = &state->source.manager;
  state->progress.progress_monitor = on_progress;
  cinfo->progress = &state->progress;
  /* libjpeg allocates whole-image buffers only for progressive or multi-scan files; beyond this
   * it would need a backing store, which the library reports as an error. */
  uint64_t memory = ctx->limits.max_decoder_memory;
  if (memory != 0) cinfo->mem->max_memory_to_use = memory > (uint64_t)LONG_MAX ? LONG_MAX : (long)memory;
  jpeg_set_marker_processor(cinfo, JPEG_APP0 + 1, read_app_marker);
  jpeg_set_marker_processor(cinfo, JPEG_APP0 + 2, read_app_marker);
}

static piepaw_color color_of(J_COLOR_SPACE space) {
  switch (space) {
  case JCS_GRAYSCALE: return PIEPAW_COLOR_GRAY;
  case JCS_RGB: return PIEPAW_COLOR_RGB;
  case JCS_YCbCr: return PIEPAW_COLOR_YCBCR;
  case JCS_CMYK: return PIEPAW_COLOR_CMYK;
  case JCS_YCCK: return PIEPAW_COLOR_YCCK;
  default: return PIEPAW_COLOR_UNKNOWN;
  }
}

static void describe(piepaw_context *ctx, j_decompress_ptr cinfo) {
  piepaw_image_result *result = &ctx->result;
  result->width = cinfo->image_width;
  result->height = cinfo->image_height;
  result->bit_depth = (uint8_t)cinfo->data_precision;
  result->channels = (uint8_t)cinfo->num_components;
  result->color = color_of(cinfo->jpeg_color_space);
  result->interlaced = cinfo->progressive_mode != 0;
  result->arithmetic = cinfo->arith_code != 0;
}

/* Entropy-decodes every scan into one reused row. Damage shows up only in entropy decoding (bad Huffman
 * codes, markers or the end of data hit mid-scan, restart markers out of order), which parses every
 * coefficient of every block whatever the output size. What follows it cannot find any, so it is made
 * as cheap as libjpeg allows: 1/8 scale (the inverse DCT keeps only each block's DC term, and upsampling
 * works on 1/64 of the pixels), output in the file's own colour space (no conversion), plain upsampling,
 * no block smoothing. This halves the time of a full-size decode. */
static void read_scanlines(piepaw_jpeg_state *state) {
  j_decompress_ptr cinfo = &state->cinfo;
  cinfo->scale_num = 1;
  cinfo->scale_denom = 8;
  cinfo->out_color_space = cinfo->jpeg_color_space;
  cinfo->do_block_smoothing = FALSE;
  cinfo->do_fancy_upsampling = FALSE;
  state->image_blocks = image_blocks(cinfo);
  state->absorbing_scans = 1;
  jpeg_start_decompress(cinfo);
  state->absorbing_scans = 0;
  JSAMPARRAY row = (*cinfo->mem->alloc_sarray)(
      (j_common_ptr)cinfo, JPOOL_IMAGE, cinfo->output_width * (JDIMENSION)cinfo->output_components, 1);
  while (cinfo->output_scanline < cinfo->output_height) {
    if (jpeg_read_scanlines(cinfo, row, 1) != 1) break;
  }
  jpeg_finish_decompress(cinfo);
}

/* ---- Rasters ---- */

/* The smallest DCT scaling (1/8, 1/4, 1/2) whose output still has at least the raster's pixels: libjpeg then
 * does most of the downscaling in the inverse DCT, and the box filter the rest. */
static void choose_raster_scale(piepaw_context *ctx, j_decompress_ptr cinfo) {
  uint32_t width, height;
  piepaw_raster_size(ctx->raster, cinfo->image_width, cinfo->image_height, ctx->result.orientation, &width, &height);
  unsigned denominator = 8;
  while (denominator > 1 && ((cinfo->image_width + denominator - 1) / denominator < width ||
                                (cinfo->image_height + denominator - 1) / denominator < height)) {
    denominator /= 2;
  }
  cinfo->scale_num = 1;
  cinfo->scale_denom = denominator;
}

static uint8_t from_ink(unsigned ink, unsigned black) { return (uint8_t)((255 - ink) * (255 - black) / 255); }

/* One decoded row (grey, RGB or CMYK as libjpeg gives it) as RGBA. Adobe's CMYK JPEGs (Photoshop's) store every
 * ink inverted; others store it as is. */
static void convert_row(j_decompress_ptr cinfo, const JSAMPLE *in, uint8_t *out) {
  JDIMENSION width = cinfo->output_width;
  JDIMENSION step = (JDIMENSION)cinfo->output_components;
  switch (cinfo->out_color_space) {
  case JCS_GRAYSCALE:
  case JCS_UNKNOWN:
    for (JDIMENSION x = 0; x < width; x++) {
      out[x * 4] = out[x * 4 + 1] = out[x * 4 + 2] = in[x * step];
      out[x * 4 + 3] = 255;
    }
    return;
  case JCS_CMYK: {
    unsigned flip = cinfo->saw_Adobe_marker ? 255 : 0;
    for (JDIMENSION x = 0; x < width; x++) {
      unsigned black = in[x * 4 + 3] ^ flip;
      for (int channel = 0; channel < 3; channel++) out[x * 4 + channel] = from_ink(in[x * 4 + channel] ^ flip, black);
      out[x * 4 + 3] = 255;
    }
    return;
  }
  default:
    for (JDIMENSION x = 0; x < width; x++) {
      memcpy(out + x * 4, in + x * 3, 3);
      out[x * 4 + 3] = 255;
    }
    return;
  }
}

static J_COLOR_SPACE raster_color_space(J_COLOR_SPACE stored) {
  switch (stored) {
  case JCS_GRAYSCALE: return JCS_GRAYSCALE;
  case JCS_CMYK:
  case JCS_YCCK: return JCS_CMYK;
  case JCS_UNKNOWN: return JCS_UNKNOWN; /* no conversion: the first component is taken as grey */
  default: return JCS_RGB;
  }
}

/* Decodes every scan as read_scanlines does (the same checks and limits), at the scale and in the colours the
 * raster needs, feeding each row to it. */
static void read_scanlines_into_raster(piepaw_context *ctx, piepaw_jpeg_state *state) {
  j_decompress_ptr cinfo = &state->cinfo;
  choose_raster_scale(ctx, cinfo);
  cinfo->out_color_space = raster_color_space(cinfo->jpeg_color_space);
  state->image_blocks = image_blocks(cinfo);
  state->absorbing_scans = 1;
  jpeg_start_decompress(cinfo);
  state->absorbing_scans = 0;
  if (!piepaw_raster_begin(ctx, cinfo->image_width, cinfo->image_height, cinfo->output_width, cinfo->output_height)) stop((j_common_ptr)cinfo);
  JSAMPARRAY row = (*cinfo->mem->alloc_sarray)(
      (j_common_ptr)cinfo, JPOOL_IMAGE, cinfo->output_width * (JDIMENSION)cinfo->output_components, 1);
  while (cinfo->output_scanline < cinfo->output_height) {
    if (jpeg_read_scanlines(cinfo, row, 1) != 1) break;
    convert_row(cinfo, row[0], ctx->raster->row);
    piepaw_raster_add_row(ctx->raster, ctx->raster->row);
  }
  jpeg_finish_decompress(cinfo);
}

static void read_jpeg(piepaw_context *ctx, piepaw_jpeg_state *state) {
  j_decompress_ptr cinfo = &state->cinfo;
  jpeg_create_decompress(cinfo);
  install_managers(ctx, state);
  jpeg_read_header(cinfo, TRUE);
  describe(ctx, cinfo);
  if (piepaw_check_limits(ctx) || ctx->depth == PIEPAW_DEPTH_HEADER) return;
  if (ctx->raster != NULL) {
    read_scanlines_into_raster(ctx, state);
  } else {
    read_scanlines(state);
  }
  uint64_t consumed = state->source.inserted_end ? ctx->result.byte_count : consumed_bytes(ctx);
  ctx->result.trailing_bytes = ctx->result.byte_count > consumed ? ctx->result.byte_count - consumed : 0;
}

void piepaw_decode_jpeg(piepaw_context *ctx) {
  piepaw_jpeg_state *state = &ctx->decoder.jpeg;
  state->cinfo.err = jpeg_std_error(&state->error.manager);
  state->cinfo.client_data = ctx;
  state->error.manager.error_exit = on_error_exit;
  state->error.manager.emit_message = on_message;
  state->error.manager.output_message = never_print;
  if (setjmp(state->error.jump) == 0) read_jpeg(ctx, state);
  jpeg_destroy_decompress(&state->cinfo);
}
