/* A guard before libheif decodes: the item references of a HEIF file (meta/iref) must not form a cycle. libheif
 * 1.15 follows a grid's 'dimg' references (and an image's 'auxl' alpha) recursively without checking for one,
 * so a grid that names itself as its tile overflowed the stack (fuzz target heif). The boxes are read through
 * the same reader libheif uses, bounded in size and count. */

#include <stdlib.h>
#include <string.h>

#include "piepaw_heif_refs.h"

#define MAXIMUM_TOP_LEVEL_BOXES 64
#define MAXIMUM_META_BYTES (4u << 20)
#define MAXIMUM_EDGES 4096

static uint32_t be32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }
static uint32_t be16(const uint8_t *p) { return (uint32_t)p[0] << 8 | p[1]; }

typedef struct edge {
  uint32_t from, to;
  int derived; /* a 'dimg' edge: grid or overlay to tile */
} edge;

/* Box at `offset` of a buffer: its type, payload start and end; 0 when not even its header fits. */
static int box_at(const uint8_t *bytes, size_t count, size_t offset, uint32_t *type, size_t *payload, size_t *end) {
  if (offset + 8 > count) return 0;
  uint64_t size = be32(bytes + offset);
  *type = be32(bytes + offset + 4);
  size_t header = 8;
  if (size == 1) {
    if (offset + 16 > count) return 0;
    size = (uint64_t)be32(bytes + offset + 8) << 32 | be32(bytes + offset + 12);
    header = 16;
  } else if (size == 0) {
    size = count - offset;
  }
  if (size < header) return 0;
  /* A box longer than its parent is read up to the parent's end, as libheif reads it. */
  if (size > count - offset) size = count - offset;
  *payload = offset + header;
  *end = offset + (size_t)size;
  return 1;
}

/* The edges "decoding A needs B" of an iref payload (after its version and flags). Read as libheif 1.15 reads
 * them: one reference after another, each a box header, the from-ID, a count and the to-IDs, the next one starting
 * right after the last ID whatever the reference box's own size says (a reference box claiming 6 bytes once hid a
 * self-referencing grid from a guard that trusted the size: fuzz target heif). */
static size_t read_edges(const uint8_t *bytes, size_t start, size_t end, int wide, edge *edges, int *too_many) {
  size_t count = 0, offset = start;
  size_t id_size = wide ? 4 : 2;
  while (offset + 8 <= end) {
    uint32_t size32 = be32(bytes + offset);
    uint32_t type = be32(bytes + offset + 4);
    size_t at = offset + (size32 == 1 ? 16 : 8);
    if (at + id_size + 2 > end) break;
    int dimg = type == 0x64696d67u, auxl = type == 0x6175786cu; /* 'dimg', 'auxl' */
    uint32_t from = wide ? be32(bytes + at) : be16(bytes + at);
    uint32_t references = be16(bytes + at + id_size);
    at += id_size + 2;
    for (uint32_t i = 0; i < references && at + id_size <= end; i++, at += id_size) {
      if (!dimg && !auxl) continue;
      uint32_t to = wide ? be32(bytes + at) : be16(bytes + at);
      if (count == MAXIMUM_EDGES) {
        *too_many = 1;
        return count;
      }
      /* An alpha image (auxl from alpha to its master) is decoded with its master. */
      edges[count].from = dimg ? from : to;
      edges[count].to = dimg ? to : from;
      edges[count].derived = dimg;
      count++;
    }
    offset = at;
  }
  return count;
}

/* Whether the edges hold a cycle: repeatedly drop edges whose target has no outgoing edge (Kahn's algorithm on
 * the reversed graph); whatever cannot be dropped lies on or leads into a cycle. O(E²) for at most 4096 edges. */
static int has_cycle(edge *edges, size_t count) {
  int changed = 1;
  while (changed && count > 0) {
    changed = 0;
    for (size_t i = 0; i < count;) {
      int target_has_out = 0;
      for (size_t j = 0; j < count; j++) {
        if (edges[j].from == edges[i].to) {
          target_has_out = 1;
          break;
        }
      }
      if (!target_has_out) {
        edges[i] = edges[--count];
        changed = 1;
      } else {
        i++;
      }
    }
  }
  return count > 0;
}

static int by_derived_pair(const void *a, const void *b) {
  const edge *x = a, *y = b;
  if (x->derived != y->derived) return x->derived < y->derived ? -1 : 1;
  if (x->from != y->from) return x->from < y->from ? -1 : 1;
  return x->to < y->to ? -1 : (x->to > y->to);
}

/* Whether one grid or overlay names the same tile twice (sorts the edges). */
static int has_reused_tile(edge *edges, size_t count) {
  qsort(edges, count, sizeof(edge), by_derived_pair);
  for (size_t i = 1; i < count; i++) {
    if (edges[i].derived && edges[i - 1].derived && edges[i].from == edges[i - 1].from &&
        edges[i].to == edges[i - 1].to) {
      return 1;
    }
  }
  return 0;
}

static piepaw_heif_refs_status check_meta(const uint8_t *meta, size_t count) {
  /* meta is a full box: four bytes of version and flags, then its children. */
  size_t offset = 4;
  uint32_t type;
  size_t payload, end;
  while (box_at(meta, count, offset, &type, &payload, &end)) {
    if (type == 0x69726566u && payload + 4 <= end) { /* 'iref' */
      edge *edges = malloc(sizeof(edge) * MAXIMUM_EDGES);
      if (edges == NULL) return PIEPAW_HEIF_REFS_TOO_MANY;
      int too_many = 0;
      size_t edge_count = read_edges(meta, payload + 4, end, meta[payload] != 0, edges, &too_many);
      /* The reuse check sorts the edges and the cycle check drops them: reuse first. */
      int reused = !too_many && has_reused_tile(edges, edge_count);
      int cycle = !too_many && !reused && has_cycle(edges, edge_count);
      free(edges);
      if (too_many) return PIEPAW_HEIF_REFS_TOO_MANY;
      if (reused) return PIEPAW_HEIF_REFS_REUSED_TILE;
      return cycle ? PIEPAW_HEIF_REFS_CYCLE : PIEPAW_HEIF_REFS_OK;
    }
    offset = end;
  }
  return PIEPAW_HEIF_REFS_OK;
}

piepaw_heif_refs_status piepaw_heif_check_references(
    uint64_t size, int (*read_at)(uint64_t offset, void *data, size_t count, void *userdata), void *userdata) {
  uint64_t offset = 0;
  for (int box = 0; box < MAXIMUM_TOP_LEVEL_BOXES && offset + 8 <= size; box++) {
    uint8_t header[16];
    if (read_at(offset, header, 8, userdata) != 0) return PIEPAW_HEIF_REFS_OK;
    uint64_t box_size = be32(header);
    uint32_t type = be32(header + 4);
    uint64_t header_size = 8;
    if (box_size == 1) {
      if (offset + 16 > size || read_at(offset + 8, header + 8, 8, userdata) != 0) return PIEPAW_HEIF_REFS_OK;
      box_size = (uint64_t)be32(header + 8) << 32 | be32(header + 12);
      header_size = 16;
    } else if (box_size == 0) {
      box_size = size - offset;
    }
    /* A malformed box is libheif's to report; one longer than the file is read to its end, as libheif does. */
    if (box_size < header_size) return PIEPAW_HEIF_REFS_OK;
    if (box_size > size - offset) box_size = size - offset;
    if (type == 0x6d657461u) { /* 'meta' */
      uint64_t length = box_size - header_size;
      if (length > MAXIMUM_META_BYTES) return PIEPAW_HEIF_REFS_TOO_MANY;
      uint8_t *meta = malloc(length > 0 ? (size_t)length : 1);
      if (meta == NULL) return PIEPAW_HEIF_REFS_TOO_MANY;
      piepaw_heif_refs_status status = PIEPAW_HEIF_REFS_OK;
      if (read_at(offset + header_size, meta, (size_t)length, userdata) == 0) status = check_meta(meta, (size_t)length);
      free(meta);
      return status;
    }
    offset += box_size;
  }
  return PIEPAW_HEIF_REFS_OK;
}
