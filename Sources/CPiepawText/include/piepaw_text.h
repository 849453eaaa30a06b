#ifndef PIEPAW_TEXT_H
#define PIEPAW_TEXT_H

/* The C shim over FreeType and HarfBuzz: opens a font file's bytes and shapes UTF-8 text with it. Fonts are input
 * (a repository ships them), so every call checks its sizes, caps FreeType's memory, and owns every error path:
 * callers get a plain result struct. All state lives in one call (no global mutable state except the
 * once-only loading of the libraries), so any number of threads may shape at once.
 *
 * FreeType and HarfBuzz are not linked: they are loaded with dlopen on the first call (see piepaw_text_api.h),
 * so a run that measures no text does not pay for loading them and their dependencies. */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum piepaw_text_status {
  PIEPAW_TEXT_OK = 0,
  /** The bytes are no font FreeType opens (or not a scalable outline font). */
  PIEPAW_TEXT_NOT_FONT = 1,
  /** Over a limit: font bytes, text bytes, FreeType's memory budget. */
  PIEPAW_TEXT_TOO_LARGE = 2,
  /** FreeType or HarfBuzz is not installed (or too old); the message says which. */
  PIEPAW_TEXT_UNAVAILABLE = 3,
  /** The glyph array was too small: `glyph_count` says how many are needed. */
  PIEPAW_TEXT_NEEDS_CAPACITY = 4,
  /** A bad argument (NULL pointer, face index out of range). */
  PIEPAW_TEXT_INVALID_ARGUMENT = 5,
} piepaw_text_status;

/** The largest font file the shim opens, and the longest text it shapes, in bytes. */
#define PIEPAW_TEXT_MAX_FONT_BYTES ((size_t)64 << 20)
#define PIEPAW_TEXT_MAX_TEXT_BYTES ((size_t)64 << 10)
/** FreeType's allocations for one call stop here (a hostile font cannot make it take more). */
#define PIEPAW_TEXT_MEMORY_BUDGET ((size_t)96 << 20)

#define PIEPAW_TEXT_NAME_CAPACITY 128

/** The names and counts of one face of a font file. Names are UTF-8 (English where the font has it), empty when
 * the font has none. */
typedef struct piepaw_font_info {
  int status;
  char message[200];
  /** Faces in the file (a .ttc collection holds several). */
  long face_count;
  long glyph_count;
  int units_per_em;
  /** The `name` table's PostScript name (6), full name (4), family (16, else 1) and style (17, else 2). */
  char postscript_name[PIEPAW_TEXT_NAME_CAPACITY];
  char full_name[PIEPAW_TEXT_NAME_CAPACITY];
  char family_name[PIEPAW_TEXT_NAME_CAPACITY];
  char style_name[PIEPAW_TEXT_NAME_CAPACITY];
  /** The default position of the weight axis of a variable font (`wght`); 0 for a static font. */
  float weight_axis_default;
  float weight_axis_minimum;
  float weight_axis_maximum;
} piepaw_font_info;

/** Reads the names of face `face_index` of the font in `data`. */
int piepaw_font_describe(const uint8_t *data, size_t length, long face_index, piepaw_font_info *out);

/** How to shape. */
typedef struct piepaw_shape_options {
  /** The font size in points (one point is one unit of the returned advances). */
  double size;
  /** A variable font's `wght` and `opsz` axis positions; 0 leaves the axis at its default. */
  float weight;
  float optical_size;
  /** BCP 47 language (`de`, `ja`), or NULL to let HarfBuzz guess from the text. */
  const char *language;
  /** 1: the font's kerning (`kern` feature and table), as UIKit applies it; 0: off. */
  int kerning;
} piepaw_shape_options;

/** One shaped glyph: its id (0 is .notdef: the font has no glyph for the text), the byte offset in the UTF-8 text
 * of the cluster it belongs to, and its advance in points. */
typedef struct piepaw_glyph {
  uint32_t glyph;
  uint32_t cluster;
  double advance;
} piepaw_glyph;

typedef struct piepaw_shape_result {
  int status;
  char message[200];
  /** Glyphs the text shaped into (written to the array when it holds them all). */
  size_t glyph_count;
  /** The sum of the advances, in points. */
  double advance;
  /** Glyphs that are .notdef. */
  size_t missing_glyphs;
} piepaw_shape_result;

/** Shapes `utf8` with face `face_index` of the font in `font`. */
int piepaw_text_shape(const uint8_t *font, size_t font_length, long face_index, const char *utf8,
    size_t utf8_length, const piepaw_shape_options *options, piepaw_glyph *glyphs, size_t capacity,
    piepaw_shape_result *out);

/** Whether FreeType and HarfBuzz could be loaded; when not, `*why` says why. */
int piepaw_text_available(const char **why);

#ifdef __cplusplus
}
#endif

#endif
