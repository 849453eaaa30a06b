#ifndef PIEPAW_IMAGE_H
#define PIEPAW_IMAGE_H
/* The C shim over libpng and libjpeg; see Sources/CPiepawImage. */
int piepaw_image_version(void);
#endif
