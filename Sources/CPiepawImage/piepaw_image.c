#include "piepaw_image.h"
int piepaw_image_version(void) { return 1; }
