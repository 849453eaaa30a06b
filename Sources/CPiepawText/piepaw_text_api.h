#ifndef PIEPAW_TEXT_API_H
#define PIEPAW_TEXT_API_H

/* The part of FreeType's (libfreetype.so.6) and HarfBuzz's (libharfbuzz.so.0, 4.4 and later) C APIs the shim
 * uses, loaded with dlopen on the first call. Linking them would load them and their dependencies (glib, pcre2,
 * graphite2, brotli, libpng) at every start-up (see the README's "Will it fit?" for the measurement). The
 * declarations copy ft2build.h's and hb.h's stable ABI; piepaw_text_abi_check.c compares them with the installed
 * headers when there are some. */

#include <stddef.h>
#include <stdint.h>

/* FreeType */
typedef struct pt_ft_library *pt_ft_library;
typedef int pt_ft_error;

/* The leading fields of FT_FaceRec (the rest is not read). */
typedef struct pt_ft_face_rec {
  long num_faces;
  long face_index;
  long face_flags;
  long style_flags;
  long num_glyphs;
} *pt_ft_face;

enum { PT_FT_FACE_FLAG_SCALABLE = 1L << 0, PT_FT_LOAD_NO_HINTING = 1L << 1, PT_FT_LOAD_NO_BITMAP = 1L << 3 };

struct pt_ft_memory_rec;
typedef struct pt_ft_memory_rec *pt_ft_memory;
struct pt_ft_memory_rec {
  void *user;
  void *(*alloc)(pt_ft_memory memory, long size);
  void (*free)(pt_ft_memory memory, void *block);
  void *(*realloc)(pt_ft_memory memory, long current_size, long new_size, void *block);
};

/* HarfBuzz */
typedef struct pt_hb_font pt_hb_font;
typedef struct pt_hb_face pt_hb_face;
typedef struct pt_hb_buffer pt_hb_buffer;
typedef const struct pt_hb_language *pt_hb_language;
typedef uint32_t pt_hb_tag;

typedef struct pt_hb_feature {
  pt_hb_tag tag;
  uint32_t value;
  unsigned int start;
  unsigned int end;
} pt_hb_feature;

typedef struct pt_hb_variation {
  pt_hb_tag tag;
  float value;
} pt_hb_variation;

typedef struct pt_hb_glyph_info {
  uint32_t codepoint;
  uint32_t mask;
  uint32_t cluster;
  uint32_t var1;
  uint32_t var2;
} pt_hb_glyph_info;

typedef struct pt_hb_glyph_position {
  int32_t x_advance;
  int32_t y_advance;
  int32_t x_offset;
  int32_t y_offset;
  uint32_t var;
} pt_hb_glyph_position;

typedef struct pt_hb_axis_info {
  unsigned int axis_index;
  pt_hb_tag tag;
  unsigned int name_id;
  int flags;
  float min_value;
  float default_value;
  float max_value;
  unsigned int reserved;
} pt_hb_axis_info;

#define PT_HB_TAG(a, b, c, d) ((pt_hb_tag)(((uint32_t)(a) << 24) | ((uint32_t)(b) << 16) | ((uint32_t)(c) << 8) | (uint32_t)(d)))

typedef struct piepaw_text_api {
  pt_ft_error (*FT_New_Library)(pt_ft_memory memory, pt_ft_library *library);
  void (*FT_Add_Default_Modules)(pt_ft_library library);
  pt_ft_error (*FT_Done_Library)(pt_ft_library library);
  pt_ft_error (*FT_New_Memory_Face)(
      pt_ft_library library, const unsigned char *base, long size, long face_index, pt_ft_face *face);
  pt_ft_error (*FT_Done_Face)(pt_ft_face face);
  pt_ft_error (*FT_Set_Char_Size)(pt_ft_face face, long width, long height, unsigned horizontal, unsigned vertical);

  pt_hb_font *(*hb_ft_font_create_referenced)(pt_ft_face face);
  void (*hb_ft_font_set_load_flags)(pt_hb_font *font, int load_flags);
  int (*hb_ft_hb_font_changed)(pt_hb_font *font);
  void (*hb_font_set_variations)(pt_hb_font *font, const pt_hb_variation *variations, unsigned int count);
  pt_hb_face *(*hb_font_get_face)(pt_hb_font *font);
  void (*hb_font_destroy)(pt_hb_font *font);
  unsigned int (*hb_face_get_upem)(const pt_hb_face *face);
  unsigned int (*hb_ot_name_get_utf8)(
      pt_hb_face *face, unsigned int name_id, pt_hb_language language, unsigned int *size, char *text);
  int (*hb_ot_var_find_axis_info)(pt_hb_face *face, pt_hb_tag tag, pt_hb_axis_info *info);
  pt_hb_buffer *(*hb_buffer_create)(void);
  void (*hb_buffer_destroy)(pt_hb_buffer *buffer);
  int (*hb_buffer_allocation_successful)(pt_hb_buffer *buffer);
  void (*hb_buffer_add_utf8)(
      pt_hb_buffer *buffer, const char *text, int length, unsigned int item_offset, int item_length);
  void (*hb_buffer_guess_segment_properties)(pt_hb_buffer *buffer);
  void (*hb_buffer_set_language)(pt_hb_buffer *buffer, pt_hb_language language);
  pt_hb_language (*hb_language_from_string)(const char *text, int length);
  void (*hb_shape)(pt_hb_font *font, pt_hb_buffer *buffer, const pt_hb_feature *features, unsigned int count);
  unsigned int (*hb_buffer_get_length)(pt_hb_buffer *buffer);
  pt_hb_glyph_info *(*hb_buffer_get_glyph_infos)(pt_hb_buffer *buffer, unsigned int *length);
  pt_hb_glyph_position *(*hb_buffer_get_glyph_positions)(pt_hb_buffer *buffer, unsigned int *length);
} piepaw_text_api;

/* FreeType and HarfBuzz, loaded on the first call (thread-safe); NULL when either is not installed or lacks a
 * function, with `*why` saying which. */
const piepaw_text_api *piepaw_text_api_load(const char **why);

#endif
