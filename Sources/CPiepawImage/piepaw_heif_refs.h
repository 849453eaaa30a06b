#ifndef PIEPAW_HEIF_REFS_H
#define PIEPAW_HEIF_REFS_H

/* Internal to the shim: the HEIF item-reference guard (piepaw_heif_refs.c). */

#include <stddef.h>
#include <stdint.h>

typedef enum piepaw_heif_refs_status {
  PIEPAW_HEIF_REFS_OK = 0,
  /* A grid, overlay or alpha image needs itself, directly or through others. */
  PIEPAW_HEIF_REFS_CYCLE = 1,
  /* More references (or a larger meta box) than the guard reads. */
  PIEPAW_HEIF_REFS_TOO_MANY = 2,
  /* A grid or overlay names one tile more than once: encoders never do, and a few bytes could make the decoder
   * decode one tile thousands of times (6 KB of 1600 references to one tile took 0.85 s). */
  PIEPAW_HEIF_REFS_REUSED_TILE = 3,
} piepaw_heif_refs_status;

/* Reads the top-level boxes of a file of `size` bytes through `read_at` (0 on success) and checks the 'dimg' and
 * 'auxl' references of its meta box's iref for a cycle, and its 'dimg' references for a tile named twice. */
piepaw_heif_refs_status piepaw_heif_check_references(
    uint64_t size, int (*read_at)(uint64_t offset, void *data, size_t count, void *userdata), void *userdata);

#endif
