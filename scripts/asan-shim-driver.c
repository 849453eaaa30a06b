/* Drives the CPiepawImage shim over files for scripts/asan-shim (built with -fsanitize=address,undefined).
 *
 *   asan-shim-driver [--print] [--threads N] [--flips N] FILE...
 *
 * Every file goes through header and full depth, from the path and from memory (the two must agree),
 * with default and with tiny limits, and then as mutants in memory: truncated at many lengths and
 * with single bits flipped. Each is also rasterized (piepaw_raster_read_*), and every raster encoded as JPEG
 * and PNG and read back. A sanitizer report aborts the process; a disagreement exits 1.
 * --print writes one line per file and depth (for looking at results, not for the check). */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "piepaw_image.h"

#define TRUNCATIONS_PER_FILE 24

static const piepaw_limits default_limits = {50000000u, 65535u, 256u << 20, 32u << 20, 1000u, 16u};
static const piepaw_limits tiny_limits = {256u, 16u, 4096u, 65536u, 3u, 2u};

typedef struct file_list {
  char **paths;
  int count;
  int print;
  int flips; /* bit-flip mutants per file */
} file_list;

static const char *status_name(piepaw_status status) {
  static const char *const names[] = {"ok", "corrupt", "unsupported", "too_large", "io_error", "not_image"};
  return (unsigned)status < sizeof names / sizeof names[0] ? names[status] : "?";
}

static unsigned char *read_whole(const char *path, size_t *count) {
  FILE *file = fopen(path, "rb");
  if (file == NULL) return NULL;
  size_t capacity = 4096, length = 0;
  unsigned char *bytes = malloc(capacity);
  size_t got;
  while (bytes != NULL && (got = fread(bytes + length, 1, capacity - length, file)) > 0) {
    length += got;
    if (length == capacity) {
      unsigned char *grown = realloc(bytes, capacity * 2);
      if (grown == NULL) {
        free(bytes);
        bytes = NULL;
        break;
      }
      bytes = grown;
      capacity *= 2;
    }
  }
  fclose(file);
  *count = length;
  return bytes;
}

static void print_result(const char *path, const char *depth, const piepaw_image_result *r) {
  printf("%s\t%s\t%s\tformat=%d\t%ux%u\tbits=%u ch=%u color=%d interlaced=%u arith=%u alpha=%u icc=%u srgb=%u "
         "orient=%u\tbytes=%llu trailing=%llu warnings=%u\t%s\t%s\n",
      path, depth, status_name(r->status), r->format, r->width, r->height, r->bit_depth, r->channels, r->color,
      r->interlaced, r->arithmetic, r->has_alpha, r->has_icc, r->is_srgb, r->orientation,
      (unsigned long long)r->byte_count, (unsigned long long)r->trailing_bytes, r->warning_count, r->message,
      r->warning);
}

static int same_result(const piepaw_image_result *a, const piepaw_image_result *b) {
  return a->status == b->status && a->format == b->format && a->width == b->width && a->height == b->height &&
         a->trailing_bytes == b->trailing_bytes && strcmp(a->message, b->message) == 0;
}

/* A message must always be terminated inside its buffer. */
static int terminated(const piepaw_image_result *r) {
  return memchr(r->message, 0, sizeof r->message) != NULL && memchr(r->warning, 0, sizeof r->warning) != NULL;
}

/* Rasterizes the bytes into a small box; a raster is encoded both ways and must read back at its size. Returns 1
 * on a disagreement: a raster of a file verification rejects, or an encoding that does not read back. */
static int check_raster(const unsigned char *bytes, size_t count, piepaw_status verified) {
  piepaw_raster raster;
  piepaw_image_result result = piepaw_raster_read_memory(bytes, count, default_limits, 48, 40, &raster);
  int failures = 0;
  if (result.status == PIEPAW_STATUS_OK && verified != PIEPAW_STATUS_OK) failures++;
  if (result.status == PIEPAW_STATUS_OK && (raster.rgba == NULL || raster.width > 48 || raster.height > 40)) failures++;
  if (result.status != PIEPAW_STATUS_OK && raster.rgba != NULL) failures++;
  if (raster.rgba != NULL) {
    piepaw_encoded encoded[2];
    int made[2] = {piepaw_encode_jpeg(raster.rgba, raster.width, raster.height, 75, &encoded[0]),
        piepaw_encode_png(raster.rgba, raster.width, raster.height, &encoded[1])};
    for (int i = 0; i < 2; i++) {
      if (!made[i]) {
        failures++;
        continue;
      }
      piepaw_image_result back = piepaw_image_read_memory(encoded[i].bytes, encoded[i].count, PIEPAW_DEPTH_FULL, default_limits);
      if (back.status != PIEPAW_STATUS_OK || back.width != raster.width || back.height != raster.height) failures++;
      piepaw_encoded_free(&encoded[i]);
    }
  }
  piepaw_raster_free(&raster);
  return failures;
}

static void run_mutants(const unsigned char *bytes, size_t count, int flips) {
  unsigned char *copy = malloc(count > 0 ? count : 1);
  if (copy == NULL) return;
  for (int i = 0; i < TRUNCATIONS_PER_FILE && count > 0; i++) {
    size_t length = i < 12 ? (size_t)i * 3 : count * (size_t)(i - 11) / 13;
    if (length >= count) continue;
    memcpy(copy, bytes, length);
    piepaw_image_read_memory(copy, length, PIEPAW_DEPTH_HEADER, default_limits);
    piepaw_image_result full = piepaw_image_read_memory(copy, length, PIEPAW_DEPTH_FULL, default_limits);
    if (i % 4 == 0) check_raster(copy, length, full.status);
  }
  unsigned seed = (unsigned)count * 2654435761u;
  for (int i = 0; i < flips && count > 0; i++) {
    memcpy(copy, bytes, count);
    seed = seed * 1103515245u + 12345u;
    size_t position = i < 16 ? (size_t)i % count : (seed >> 8) % count;
    copy[position] ^= (unsigned char)(1u << (seed % 8));
    piepaw_image_read_memory(copy, count, PIEPAW_DEPTH_HEADER, default_limits);
    piepaw_image_result full = piepaw_image_read_memory(copy, count, PIEPAW_DEPTH_FULL, default_limits);
    if (i % 4 == 0) check_raster(copy, count, full.status);
  }
  free(copy);
}

/* Returns the number of disagreements for one file. */
static int check_file(const char *path, int print, int flips) {
  int failures = 0;
  size_t count = 0;
  unsigned char *bytes = read_whole(path, &count);
  const piepaw_depth depths[2] = {PIEPAW_DEPTH_HEADER, PIEPAW_DEPTH_FULL};
  for (int d = 0; d < 2; d++) {
    piepaw_image_result from_file = piepaw_image_read_file(path, depths[d], default_limits);
    if (print) print_result(path, d == 0 ? "header" : "full", &from_file);
    piepaw_image_read_file(path, depths[d], tiny_limits);
    if (bytes == NULL) continue;
    piepaw_image_result from_memory = piepaw_image_read_memory(bytes, count, depths[d], default_limits);
    piepaw_image_read_memory(bytes, count, depths[d], tiny_limits);
    if (!same_result(&from_file, &from_memory) || !terminated(&from_file) || !terminated(&from_memory)) {
      fprintf(stderr, "MISMATCH %s (%s): file=%s '%s' memory=%s '%s'\n", path, d == 0 ? "header" : "full",
          status_name(from_file.status), from_file.message, status_name(from_memory.status), from_memory.message);
      failures++;
    }
  }
  if (bytes != NULL) {
    piepaw_image_result full = piepaw_image_read_memory(bytes, count, PIEPAW_DEPTH_FULL, default_limits);
    piepaw_raster raster;
    piepaw_image_result from_file = piepaw_raster_read_file(path, default_limits, 48, 40, &raster);
    piepaw_raster_free(&raster);
    piepaw_image_result from_memory = piepaw_raster_read_memory(bytes, count, default_limits, 48, 40, &raster);
    if (check_raster(bytes, count, full.status) != 0 || from_file.status != from_memory.status) {
      fprintf(stderr, "RASTER MISMATCH %s: verified %s '%s', raster from file %s '%s', from memory %s '%s'\n", path,
          status_name(full.status), full.message, status_name(from_file.status), from_file.message,
          status_name(from_memory.status), from_memory.message);
      failures++;
    }
    piepaw_raster_free(&raster);
    run_mutants(bytes, count, flips);
  }
  free(bytes);
  return failures;
}

static void *check_all(void *argument) {
  const file_list *files = argument;
  long failures = 0;
  for (int i = 0; i < files->count; i++) failures += check_file(files->paths[i], files->print, files->flips);
  return (void *)failures;
}

int main(int argc, char **argv) {
  file_list files = {NULL, 0, 0, 48};
  int threads = 1;
  int first = 1;
  for (; first < argc; first++) {
    if (strcmp(argv[first], "--print") == 0) {
      files.print = 1;
    } else if (strcmp(argv[first], "--threads") == 0 && first + 1 < argc) {
      threads = atoi(argv[++first]);
    } else if (strcmp(argv[first], "--flips") == 0 && first + 1 < argc) {
      files.flips = atoi(argv[++first]);
    } else {
      break;
    }
  }
  files.paths = argv + first;
  files.count = argc - first;
  if (threads < 1 || threads > 64) threads = 1;
  /* Not a file: a directory, a missing path and NULL must all be plain io errors. */
  piepaw_image_read_file("/", PIEPAW_DEPTH_FULL, default_limits);
  piepaw_image_read_file("/nonexistent/piepaw.png", PIEPAW_DEPTH_FULL, default_limits);
  piepaw_image_read_file(NULL, PIEPAW_DEPTH_FULL, default_limits);
  piepaw_image_read_memory(NULL, 0, PIEPAW_DEPTH_FULL, default_limits);
  piepaw_raster none;
  piepaw_raster_read_file(NULL, default_limits, 10, 10, &none);
  piepaw_raster_read_memory(NULL, 0, default_limits, 10, 10, &none);
  piepaw_raster_read_file("/", default_limits, 0, 0, &none);

  pthread_t workers[64];
  for (int t = 0; t < threads; t++) pthread_create(&workers[t], NULL, check_all, &files);
  long failures = 0;
  for (int t = 0; t < threads; t++) {
    void *returned;
    pthread_join(workers[t], &returned);
    failures += (long)returned;
  }
  if (files.print) fflush(stdout);
  fprintf(stderr, "asan-shim-driver: %d files x %d threads, %ld disagreements\n", files.count, threads, failures);
  return failures == 0 ? 0 : 1;
}
