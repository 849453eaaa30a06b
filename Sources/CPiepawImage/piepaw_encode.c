/* Encoders for small rasters (thumbnails): JPEG through libjpeg, PNG through libpng, into memory. As in the
 * decoders, every library error longjmps back to a setjmp in this file and becomes a 0 return; the state the
 * error path reads lives on the heap, not in registers. */

#include <stdlib.h>
#include <string.h>

#include "piepaw_internal.h"

void piepaw_encoded_free(piepaw_encoded *encoded) {
  if (encoded == NULL) return;
  free(encoded->bytes);
  encoded->bytes = NULL;
  encoded->count = 0;
}

static int is_valid_size(uint32_t width, uint32_t height) {
  /* libjpeg's limit per side (JPEG_MAX_DIMENSION); also keeps width * height * 4 far from overflow. */
  return width > 0 && height > 0 && width <= 65500 && height <= 65500;
}

/* ---- JPEG ---- */

typedef struct jpeg_encoder {
  struct jpeg_compress_struct cinfo;
  piepaw_jpeg_error error;
  unsigned char *buffer; /* jpeg_mem_dest's output, from malloc */
  unsigned long size;
  JSAMPLE *row; /* one RGB row */
} jpeg_encoder;

static void encoder_error_exit(j_common_ptr cinfo) {
  piepaw_jpeg_error *error = (piepaw_jpeg_error *)cinfo->err;
  longjmp(error->jump, 1);
}

static void encoder_message(j_common_ptr cinfo, int level) {
  (void)cinfo;
  (void)level;
}

static void encoder_output(j_common_ptr cinfo) { (void)cinfo; }

static void compress_rows(jpeg_encoder *encoder, const uint8_t *rgba, uint32_t width, uint32_t height, int quality) {
  j_compress_ptr cinfo = &encoder->cinfo;
  jpeg_create_compress(cinfo);
  jpeg_mem_dest(cinfo, &encoder->buffer, &encoder->size);
  cinfo->image_width = width;
  cinfo->image_height = height;
  cinfo->input_components = 3;
  cinfo->in_color_space = JCS_RGB;
  jpeg_set_defaults(cinfo);
  jpeg_set_quality(cinfo, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
  /* Optimal Huffman tables: about 5% smaller for a second pass over a small raster's coefficients. */
  cinfo->optimize_coding = TRUE;
  jpeg_start_compress(cinfo, TRUE);
  JSAMPROW rows[1] = {encoder->row};
  while (cinfo->next_scanline < height) {
    const uint8_t *in = rgba + (size_t)cinfo->next_scanline * width * 4;
    for (uint32_t x = 0; x < width; x++) memcpy(encoder->row + (size_t)x * 3, in + (size_t)x * 4, 3);
    jpeg_write_scanlines(cinfo, rows, 1);
  }
  jpeg_finish_compress(cinfo);
}

int piepaw_encode_jpeg(const uint8_t *rgba, uint32_t width, uint32_t height, int quality, piepaw_encoded *out) {
  if (out == NULL) return 0;
  out->bytes = NULL;
  out->count = 0;
  if (rgba == NULL || !is_valid_size(width, height)) return 0;
  jpeg_encoder *encoder = calloc(1, sizeof *encoder);
  if (encoder == NULL) return 0;
  encoder->row = malloc((size_t)width * 3);
  int ok = 0;
  if (encoder->row != NULL) {
    encoder->cinfo.err = jpeg_std_error(&encoder->error.manager);
    encoder->error.manager.error_exit = encoder_error_exit;
    encoder->error.manager.emit_message = encoder_message;
    encoder->error.manager.output_message = encoder_output;
    if (setjmp(encoder->error.jump) == 0) {
      compress_rows(encoder, rgba, width, height, quality);
      ok = 1;
    }
    jpeg_destroy_compress(&encoder->cinfo);
  }
  if (ok && encoder->buffer != NULL && encoder->size > 0) {
    out->bytes = encoder->buffer;
    out->count = encoder->size;
  } else {
    ok = 0;
    free(encoder->buffer);
  }
  free(encoder->row);
  free(encoder);
  return ok;
}

/* ---- PNG ---- */

typedef struct png_encoder {
  png_structp png;
  png_infop info;
  uint8_t *bytes;
  size_t count;
  size_t capacity;
} png_encoder;

static void encoder_png_error(png_structp png, png_const_charp message) {
  (void)message;
  png_longjmp(png, 1);
}

static void encoder_png_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void append_bytes(png_structp png, png_bytep data, size_t length) {
  png_encoder *encoder = png_get_io_ptr(png);
  if (length > SIZE_MAX - encoder->count) png_error(png, "output too large");
  if (encoder->count + length > encoder->capacity) {
    size_t capacity = encoder->capacity < 4096 ? 4096 : encoder->capacity;
    while (capacity < encoder->count + length) {
      if (capacity > SIZE_MAX / 2) png_error(png, "output too large");
      capacity *= 2;
    }
    uint8_t *grown = realloc(encoder->bytes, capacity);
    if (grown == NULL) png_error(png, "out of memory");
    encoder->bytes = grown;
    encoder->capacity = capacity;
  }
  memcpy(encoder->bytes + encoder->count, data, length);
  encoder->count += length;
}

static void flush_nothing(png_structp png) { (void)png; }

static int is_opaque(const uint8_t *rgba, size_t pixels) {
  for (size_t i = 0; i < pixels; i++) {
    if (rgba[i * 4 + 3] != 255) return 0;
  }
  return 1;
}

static void write_png(png_encoder *encoder, const uint8_t *rgba, uint32_t width, uint32_t height) {
  png_structp png = encoder->png;
  png_set_write_fn(png, encoder, append_bytes, flush_nothing);
  int opaque = is_opaque(rgba, (size_t)width * height);
  png_set_IHDR(png, encoder->info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
      PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_sRGB(png, encoder->info, PNG_sRGB_INTENT_PERCEPTUAL);
  png_write_info(png, encoder->info);
  /* On write, a filler means the rows carry a fourth byte that is dropped. */
  if (opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);
  for (uint32_t y = 0; y < height; y++) png_write_row(png, rgba + (size_t)y * width * 4);
  png_write_end(png, encoder->info);
}

int piepaw_encode_png(const uint8_t *rgba, uint32_t width, uint32_t height, piepaw_encoded *out) {
  if (out == NULL) return 0;
  out->bytes = NULL;
  out->count = 0;
  if (rgba == NULL || !is_valid_size(width, height)) return 0;
  png_encoder *encoder = calloc(1, sizeof *encoder);
  if (encoder == NULL) return 0;
  int ok = 0;
  encoder->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, encoder_png_error, encoder_png_warning);
  if (encoder->png != NULL) encoder->info = png_create_info_struct(encoder->png);
  if (encoder->info != NULL && setjmp(png_jmpbuf(encoder->png)) == 0) {
    write_png(encoder, rgba, width, height);
    ok = 1;
  }
  png_destroy_write_struct(&encoder->png, &encoder->info);
  if (ok) {
    out->bytes = encoder->bytes;
    out->count = encoder->count;
  } else {
    free(encoder->bytes);
  }
  free(encoder);
  return ok;
}
