// The versions of the decoding libraries this build runs with, for the image cache's key: a verdict reached by
// one libpng or libjpeg is not reused by another (an upgrade can change what is damaged or supported).
#include "piepaw_image.h"

#include <stddef.h>
#include <stdio.h>

#include <jpeglib.h>
#include <png.h>

void piepaw_decoder_versions(char *buffer, size_t size) {
    if (buffer == NULL || size == 0) return;
#ifdef LIBJPEG_TURBO_VERSION_NUMBER
    long turbo = LIBJPEG_TURBO_VERSION_NUMBER;
#else
    long turbo = 0;
#endif
    // libpng's number is the library loaded at run time (10639 for 1.6.39); the jpeg numbers are the headers'
    // (libjpeg has no run-time query), which match the library the build links.
    snprintf(buffer, size, "png %lu jpeg %d turbo %ld", (unsigned long)png_access_version_number(), JPEG_LIB_VERSION,
             turbo);
}
