#ifndef PIEPAW_INTERNAL_H
#define PIEPAW_INTERNAL_H

/* Shared between the shim's source files; not part of the public header. */

#include <setjmp.h>
#include <stdio.h>

#include <jpeglib.h>
#include <png.h>

#include "piepaw_image.h"

/* Bytes read from a file at a time; also how much of the start is available for format detection. */
#define PIEPAW_READ_BUFFER_SIZE 65536
/* The first read(2) of a file: enough for most headers. Each further read doubles, up to the buffer size,
 * so a header pass does not copy 64 KiB of every file and a full decode soon reads in large blocks. */
#define PIEPAW_FIRST_READ_SIZE 4096
#define PIEPAW_DETECTION_BYTES 512

/* The input: a file read through one reused buffer, or the caller's memory. */
typedef struct piepaw_source {
  int fd; /* -1 for memory */
  const uint8_t *window; /* bytes available now: the whole input for memory, else the buffer */
  size_t window_length;
  size_t position; /* next unread byte in the window */
  uint64_t window_start; /* offset of window[0] in the input */
  int at_end;
  int failed; /* a read(2) error (io_error, not corrupt) */
  int failure_errno;
  size_t next_read_size; /* bytes the next read(2) asks for, files only */
  uint8_t *buffer; /* PIEPAW_READ_BUFFER_SIZE bytes, files only */
} piepaw_source;

typedef struct piepaw_png_state {
  png_structp png;
  png_infop info;
  int reading_rows; /* set once the image data is being decoded: header facts come only from before it */
} piepaw_png_state;

typedef struct piepaw_jpeg_error {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
} piepaw_jpeg_error;

typedef struct piepaw_jpeg_source {
  struct jpeg_source_mgr manager;
  int inserted_end; /* the input ran out and a fake EOI was handed over */
} piepaw_jpeg_source;

typedef struct piepaw_jpeg_state {
  struct jpeg_decompress_struct cinfo;
  piepaw_jpeg_error error;
  piepaw_jpeg_source source;
  struct jpeg_progress_mgr progress;
  int absorbing_scans; /* inside jpeg_start_decompress, which reads every scan of a multi-scan file */
  uint64_t image_blocks; /* blocks of all components: one pass over the image */
  uint64_t scan_blocks; /* blocks the scans have decoded so far */
} piepaw_jpeg_state;

/* The largest raster handed out: 16 megapixels (64 MiB), far above any preview or contrast grid. */
#define PIEPAW_MAX_RASTER_PIXELS (16u << 20)

/* A downscaled raster built from the rows a decoder streams (piepaw_raster.c): a box filter whose accumulators
 * hold one output row, so memory is O(width) beyond the raster itself. */
typedef struct piepaw_raster_builder {
  uint32_t max_width, max_height; /* the box the upright raster must fit */
  uint32_t source_width, source_height; /* the rows the decoder feeds (after its own scaling) */
  uint32_t width, height; /* the raster, in the stored (not yet upright) orientation */
  uint32_t *column_target; /* source column -> raster column */
  uint32_t *column_count; /* source columns per raster column */
  uint64_t *sums; /* per raster column: red, green, blue weighted by alpha, then alpha */
  uint8_t *row; /* one RGBA source row, for decoders that convert into it */
  uint8_t *pixels; /* the raster, width * height * 4 */
  uint32_t fed_rows; /* source rows added so far */
  uint32_t band; /* the raster row being accumulated */
  uint32_t band_rows; /* source rows in it so far */
  int started;
} piepaw_raster_builder;

/* One decode. Lives on the heap so that nothing the error paths read sits in a register across
 * a longjmp, and so that deep call stacks (Dispatch workers) need no large frames. */
typedef struct piepaw_context {
  piepaw_image_result result;
  piepaw_depth depth;
  piepaw_limits limits;
  piepaw_source source;
  /* Set when the caller asked for a raster (piepaw_raster_read_*): the decoders then feed it their rows. */
  piepaw_raster_builder *raster;
  union {
    piepaw_png_state png;
    piepaw_jpeg_state jpeg;
  } decoder;
  uint8_t buffer[PIEPAW_READ_BUFFER_SIZE];
} piepaw_context;

/* Result recording (piepaw_image.c). The first failure wins; later ones are ignored. */
void piepaw_fail(piepaw_context *ctx, piepaw_status status, const char *format, ...)
    __attribute__((format(printf, 3, 4)));
void piepaw_warn(piepaw_context *ctx, const char *message);
/* Records a warning that says the file was damaged where the decoder could do without the damaged part (an
 * ancillary PNG chunk whose CRC fails, which libpng skips): it is kept as the result's warning in place of an
 * earlier ordinary one. Its message ends with PIEPAW_DAMAGE_SUFFIX. */
void piepaw_warn_damage(piepaw_context *ctx, const char *message);
#define PIEPAW_DAMAGE_SUFFIX ": CRC error"
int piepaw_has_failed(const piepaw_context *ctx);
/* Sets too_large and returns 1 when the header's width or height breaks a limit. */
int piepaw_check_dimension_limits(piepaw_context *ctx);
/* The same, and also the file size. */
int piepaw_check_limits(piepaw_context *ctx);

/* Input (piepaw_source.c). */
int piepaw_source_open_file(piepaw_source *source, const char *path, uint8_t *buffer, uint64_t *size,
    char *message, size_t message_capacity);
void piepaw_source_open_memory(piepaw_source *source, const uint8_t *bytes, size_t count);
void piepaw_source_close(piepaw_source *source);
/* Makes up to `count` bytes from the current position available without consuming them. */
size_t piepaw_source_peek(piepaw_source *source, size_t count, const uint8_t **bytes);
/* Copies up to `count` bytes; fewer only at the end of input or on a read error. */
size_t piepaw_source_read(piepaw_source *source, void *destination, size_t count);
/* Hands over the rest of the window (refilling it when empty); 0 at the end or on error. */
size_t piepaw_source_take_window(piepaw_source *source, const uint8_t **bytes);
/* Bytes handed out so far. */
uint64_t piepaw_source_offset(const piepaw_source *source);

/* Format detection (piepaw_detect.c). `damaged` is set for a PNG whose signature is mangled. */
piepaw_format piepaw_detect_format(const uint8_t *bytes, size_t count, int *damaged);
const char *piepaw_format_display_name(piepaw_format format);

/* EXIF (piepaw_exif.c): the orientation (1-8) in a TIFF-structured EXIF block, or 0. */
uint8_t piepaw_exif_orientation(const uint8_t *tiff, size_t count);

/* Contexts (piepaw_image.c), shared by the verification and raster entry points. */
piepaw_context *piepaw_context_create(piepaw_depth depth, piepaw_limits limits);
void piepaw_context_decode_file(piepaw_context *ctx, const char *path);
void piepaw_context_decode_memory(piepaw_context *ctx, const uint8_t *bytes, size_t count);
/* Closes the input, frees the context and returns its result. */
piepaw_image_result piepaw_context_finish(piepaw_context *ctx);
piepaw_image_result piepaw_out_of_memory_result(void);

/* Rasters (piepaw_raster.c). A decoder that has a raster to fill calls begin once it knows the size of the rows
 * it will feed (0 and a failure on out of memory), then adds every row top to bottom. */
/* The raster size for an image of `width` x `height` stored pixels, and the orientation the rows come in. */
void piepaw_raster_size(const piepaw_raster_builder *raster, uint32_t width, uint32_t height, uint8_t orientation,
    uint32_t *raster_width, uint32_t *raster_height);
/* `width` x `height` is the picture's full size (rows fed at `source_width` x `source_height`, the decoder's
 * scaling applied), in the orientation of ctx->result.orientation. */
int piepaw_raster_begin(
    piepaw_context *ctx, uint32_t width, uint32_t height, uint32_t source_width, uint32_t source_height);
void piepaw_raster_add_row(piepaw_raster_builder *raster, const uint8_t *rgba);
/* A raster of at most `max_width` x `max_height` from what `decode` feeds a full-depth context (the file and memory
 * entry points, and the isolation probe, share it). */
piepaw_image_result piepaw_raster_read_with(piepaw_limits limits, uint32_t max_width, uint32_t max_height,
    piepaw_raster *out, void (*decode)(piepaw_context *ctx, const void *argument), const void *argument);

/* Decoders. */
void piepaw_decode_png(piepaw_context *ctx);
void piepaw_decode_jpeg(piepaw_context *ctx);
void piepaw_decode_heif(piepaw_context *ctx);

#endif
