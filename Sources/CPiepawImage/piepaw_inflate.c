/* zlib inflate for the PDF reader's Flate streams (Foundation on Linux has no public inflate API). */

#include <string.h>

#include <zlib.h>

#include "piepaw_image.h"

/* Output goes here when the caller only checks the stream (no destination): overwritten chunk by chunk. */
#define DISCARD_CHUNK 16384

static piepaw_inflate_status finish(z_stream *stream, piepaw_inflate_status status, size_t written, size_t *out) {
  *out = written;
  inflateEnd(stream);
  return status;
}

piepaw_inflate_status piepaw_inflate(
    const uint8_t *input, size_t input_count, uint8_t *output, size_t output_capacity, size_t *written) {
  *written = 0;
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  if (inflateInit(&stream) != Z_OK) return PIEPAW_INFLATE_OUT_OF_MEMORY;
  uint8_t discard[DISCARD_CHUNK];
  uint8_t probe;
  size_t consumed = 0, produced = 0;
  for (;;) {
    /* zlib counts in uInt: feed and take at most 1 GiB at a time. */
    if (stream.avail_in == 0 && consumed < input_count) {
      size_t step = input_count - consumed < (1u << 30) ? input_count - consumed : (1u << 30);
      stream.next_in = (Bytef *)(uintptr_t)(input + consumed);
      stream.avail_in = (uInt)step;
      consumed += step;
    }
    int probing = 0;
    if (output == NULL) {
      stream.next_out = discard;
      stream.avail_out = sizeof discard;
    } else if (produced < output_capacity) {
      size_t room = output_capacity - produced;
      stream.next_out = output + produced;
      stream.avail_out = (uInt)(room < (1u << 30) ? room : (1u << 30));
    } else {
      /* Full: one more byte would prove the stream longer than the capacity. */
      probing = 1;
      stream.next_out = &probe;
      stream.avail_out = 1;
    }
    uInt room_before = stream.avail_out;
    uInt input_before = stream.avail_in;
    int code = inflate(&stream, Z_NO_FLUSH);
    size_t step = (size_t)(room_before - stream.avail_out);
    if (probing && step > 0) return finish(&stream, PIEPAW_INFLATE_OVER_CAPACITY, produced, written);
    produced += step;
    if (code == Z_STREAM_END) return finish(&stream, PIEPAW_INFLATE_OK, produced, written);
    if (output == NULL && output_capacity != 0 && produced > output_capacity) {
      return finish(&stream, PIEPAW_INFLATE_OVER_CAPACITY, produced, written);
    }
    if (code == Z_MEM_ERROR) return finish(&stream, PIEPAW_INFLATE_OUT_OF_MEMORY, produced, written);
    if (code == Z_NEED_DICT || code == Z_DATA_ERROR || code == Z_STREAM_ERROR) {
      return finish(&stream, PIEPAW_INFLATE_DATA_ERROR, produced, written);
    }
    /* No progress with no input left: the data ends before the end of the stream. */
    if (step == 0 && stream.avail_in == input_before && stream.avail_in == 0 && consumed == input_count) {
      return finish(&stream, PIEPAW_INFLATE_TRUNCATED, produced, written);
    }
  }
}
