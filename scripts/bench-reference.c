/* The single-threaded C reference of scripts/bench: walks a folder and decodes every PNG and JPEG in
 * it with libpng and libjpeg in the plain documented way (stdio input, default settings, every row
 * read into one reused row buffer, the end of the file read), or only reads each header.
 *
 *   cc -O2 -o bench-reference scripts/bench-reference.c $(pkg-config --cflags --libs libpng libjpeg)
 *   bench-reference [--header] DIR
 *
 * Prints one line: files, decoded, failed, total pixels. Exit status 0 when every file decoded. */

#define _XOPEN_SOURCE 700

#include <ftw.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <png.h>

typedef struct totals {
  unsigned long files;
  unsigned long decoded;
  unsigned long failed;
  unsigned long long pixels;
} totals;

static totals counted;
static int header_only;

/* ---- PNG ---- */

static int decode_png(FILE *file, unsigned long long *pixels) {
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  if (png == NULL) return 0;
  png_infop info = png_create_info_struct(png);
  png_bytep volatile row = NULL;
  if (info == NULL || setjmp(png_jmpbuf(png))) {
    free(row);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
  }
  png_init_io(png, file);
  png_read_info(png, info);
  png_uint_32 width = png_get_image_width(png, info);
  png_uint_32 height = png_get_image_height(png, info);
  if (!header_only) {
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    row = malloc(png_get_rowbytes(png, info));
    if (row == NULL) png_error(png, "out of memory");
    for (int pass = 0; pass < passes; pass++) {
      for (png_uint_32 y = 0; y < height; y++) png_read_row(png, row, NULL);
    }
    png_read_end(png, NULL);
  }
  *pixels = (unsigned long long)width * height;
  free(row);
  png_destroy_read_struct(&png, &info, NULL);
  return 1;
}

/* ---- JPEG ---- */

typedef struct jpeg_failure {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
} jpeg_failure;

static void jpeg_fail(j_common_ptr cinfo) { longjmp(((jpeg_failure *)cinfo->err)->jump, 1); }

static int decode_jpeg(FILE *file, unsigned long long *pixels) {
  struct jpeg_decompress_struct cinfo;
  jpeg_failure failure;
  cinfo.err = jpeg_std_error(&failure.manager);
  failure.manager.error_exit = jpeg_fail;
  if (setjmp(failure.jump)) {
    jpeg_destroy_decompress(&cinfo);
    return 0;
  }
  jpeg_create_decompress(&cinfo);
  jpeg_stdio_src(&cinfo, file);
  jpeg_read_header(&cinfo, TRUE);
  if (!header_only) {
    jpeg_start_decompress(&cinfo);
    JSAMPARRAY row = (*cinfo.mem->alloc_sarray)(
        (j_common_ptr)&cinfo, JPOOL_IMAGE, cinfo.output_width * (JDIMENSION)cinfo.output_components, 1);
    while (cinfo.output_scanline < cinfo.output_height) jpeg_read_scanlines(&cinfo, row, 1);
    jpeg_finish_decompress(&cinfo);
  }
  *pixels = (unsigned long long)cinfo.image_width * cinfo.image_height;
  jpeg_destroy_decompress(&cinfo);
  return 1;
}

/* ---- Walk ---- */

static int decode_file(const char *path) {
  FILE *file = fopen(path, "rb");
  if (file == NULL) return -1;
  unsigned char signature[8];
  size_t count = fread(signature, 1, sizeof signature, file);
  rewind(file);
  unsigned long long pixels = 0;
  int ok = -1;
  if (count == 8 && png_sig_cmp(signature, 0, 8) == 0) {
    ok = decode_png(file, &pixels);
  } else if (count >= 3 && signature[0] == 0xFF && signature[1] == 0xD8 && signature[2] == 0xFF) {
    ok = decode_jpeg(file, &pixels);
  }
  fclose(file);
  if (ok == 1) counted.pixels += pixels;
  return ok;
}

static int visit(const char *path, const struct stat *status, int type, struct FTW *where) {
  (void)status;
  (void)where;
  if (type != FTW_F) return 0;
  const char *dot = strrchr(path, '.');
  if (dot == NULL || (strcmp(dot, ".png") != 0 && strcmp(dot, ".jpg") != 0 && strcmp(dot, ".jpeg") != 0)) return 0;
  counted.files++;
  int ok = decode_file(path);
  if (ok == 1) {
    counted.decoded++;
  } else {
    counted.failed++;
    fprintf(stderr, "failed: %s\n", path);
  }
  return 0;
}

int main(int argc, char **argv) {
  int first = 1;
  if (argc > 1 && strcmp(argv[1], "--header") == 0) {
    header_only = 1;
    first = 2;
  }
  if (argc != first + 1) {
    fprintf(stderr, "usage: %s [--header] DIR\n", argv[0]);
    return 2;
  }
  if (nftw(argv[first], visit, 32, FTW_PHYS) != 0) {
    perror(argv[first]);
    return 2;
  }
  printf("files %lu decoded %lu failed %lu pixels %llu\n", counted.files, counted.decoded, counted.failed,
      counted.pixels);
  return counted.failed == 0 ? 0 : 1;
}
