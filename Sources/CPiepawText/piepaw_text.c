/* Opens a font's bytes with FreeType and shapes text with HarfBuzz (see piepaw_text.h). Each call makes its own
 * FreeType library with a memory budget, opens the face from the caller's bytes (FreeType copies nothing), and
 * frees everything before it returns, on every path. */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "piepaw_text.h"
#include "piepaw_text_api.h"

/* FreeType's allocations for one call, counted against PIEPAW_TEXT_MEMORY_BUDGET. Each block carries its size in
 * a header so a free knows what it returns. */
typedef struct budget {
  size_t used;
  size_t limit;
  int exceeded;
} budget;

typedef union block_header {
  size_t size;
  max_align_t alignment;
} block_header;

static void *budget_alloc(pt_ft_memory memory, long size) {
  budget *account = memory->user;
  if (size <= 0) return NULL;
  size_t wanted = (size_t)size;
  if (wanted > account->limit - account->used || wanted > SIZE_MAX - sizeof(block_header)) {
    account->exceeded = 1;
    return NULL;
  }
  block_header *header = malloc(sizeof(block_header) + wanted);
  if (header == NULL) return NULL;
  header->size = wanted;
  account->used += wanted;
  return header + 1;
}

static void budget_free(pt_ft_memory memory, void *block) {
  if (block == NULL) return;
  budget *account = memory->user;
  block_header *header = (block_header *)block - 1;
  account->used -= header->size;
  free(header);
}

static void *budget_realloc(pt_ft_memory memory, long current_size, long new_size, void *block) {
  (void)current_size;
  if (block == NULL) return budget_alloc(memory, new_size);
  budget *account = memory->user;
  block_header *header = (block_header *)block - 1;
  size_t old = header->size;
  if (new_size <= 0) return NULL;
  size_t wanted = (size_t)new_size;
  if (wanted > old && (wanted - old > account->limit - account->used || wanted > SIZE_MAX - sizeof(block_header))) {
    account->exceeded = 1;
    return NULL;
  }
  block_header *moved = realloc(header, sizeof(block_header) + wanted);
  if (moved == NULL) return NULL;
  account->used = account->used - old + wanted;
  moved->size = wanted;
  return moved + 1;
}

/* What one call holds open; `close_face` releases it in reverse order. */
typedef struct open_face {
  const piepaw_text_api *api;
  budget account;
  struct pt_ft_memory_rec memory;
  pt_ft_library library;
  pt_ft_face face;
  pt_hb_font *font;
} open_face;

static void set_message(char *message, size_t capacity, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(message, capacity, format, arguments);
  va_end(arguments);
}

static void close_face(open_face *open) {
  if (open->font != NULL) open->api->hb_font_destroy(open->font);
  if (open->face != NULL) open->api->FT_Done_Face(open->face);
  if (open->library != NULL) open->api->FT_Done_Library(open->library);
  open->font = NULL;
  open->face = NULL;
  open->library = NULL;
}

/* Opens face `face_index` of `data` at `size` points (0: at its units per em); on failure fills the message and
 * returns the status, with nothing left open. */
static int open_font(open_face *open, const uint8_t *data, size_t length, long face_index, double size, char *message,
    size_t capacity) {
  const char *why = NULL;
  memset(open, 0, sizeof *open);
  open->api = piepaw_text_api_load(&why);
  if (open->api == NULL) {
    set_message(message, capacity, "%s", why);
    return PIEPAW_TEXT_UNAVAILABLE;
  }
  if (data == NULL || face_index < 0 || face_index > 0xFFFF) {
    set_message(message, capacity, "no font bytes or a bad face index");
    return PIEPAW_TEXT_INVALID_ARGUMENT;
  }
  if (length > PIEPAW_TEXT_MAX_FONT_BYTES) {
    set_message(message, capacity, "the font file is %zu bytes, over the limit of %zu", length,
        (size_t)PIEPAW_TEXT_MAX_FONT_BYTES);
    return PIEPAW_TEXT_TOO_LARGE;
  }
  if (!(size >= 0 && size <= 10000)) {
    set_message(message, capacity, "a font size of %g points is out of range", size);
    return PIEPAW_TEXT_INVALID_ARGUMENT;
  }
  open->account.limit = PIEPAW_TEXT_MEMORY_BUDGET;
  open->memory.user = &open->account;
  open->memory.alloc = budget_alloc;
  open->memory.free = budget_free;
  open->memory.realloc = budget_realloc;
  if (open->api->FT_New_Library(&open->memory, &open->library) != 0) {
    open->library = NULL;
    set_message(message, capacity, "FreeType could not start (out of memory)");
    return PIEPAW_TEXT_TOO_LARGE;
  }
  open->api->FT_Add_Default_Modules(open->library);
  int error = open->api->FT_New_Memory_Face(open->library, data, (long)length, face_index, &open->face);
  if (error != 0 || open->face == NULL) {
    open->face = NULL;
    int over = open->account.exceeded;
    close_face(open);
    set_message(message, capacity, over ? "the font needs more memory than the limit to open"
                                        : "FreeType cannot open it as a font (error 0x%02x)", error);
    return over ? PIEPAW_TEXT_TOO_LARGE : PIEPAW_TEXT_NOT_FONT;
  }
  if ((open->face->face_flags & PT_FT_FACE_FLAG_SCALABLE) == 0) {
    close_face(open);
    set_message(message, capacity, "a bitmap-only font, which has no outlines to measure");
    return PIEPAW_TEXT_NOT_FONT;
  }
  if (size > 0) {
    /* 72 dpi: one pixel is one point, so advances come back in 26.6 points. */
    error = open->api->FT_Set_Char_Size(open->face, 0, (long)(size * 64 + 0.5), 72, 72);
    if (error != 0) {
      close_face(open);
      set_message(message, capacity, "FreeType cannot size the font to %g points (error 0x%02x)", size, error);
      return PIEPAW_TEXT_NOT_FONT;
    }
  }
  open->font = open->api->hb_ft_font_create_referenced(open->face);
  if (open->font == NULL) {
    close_face(open);
    set_message(message, capacity, "HarfBuzz could not open the font (out of memory)");
    return PIEPAW_TEXT_TOO_LARGE;
  }
  /* Unhinted advances, as Core Text lays out text on iOS (fractional, not snapped to pixels). */
  open->api->hb_ft_font_set_load_flags(open->font, (int)(PT_FT_LOAD_NO_HINTING | PT_FT_LOAD_NO_BITMAP));
  return PIEPAW_TEXT_OK;
}

static void copy_name(const open_face *open, pt_hb_face *face, unsigned int preferred, unsigned int fallback,
    char *text) {
  unsigned int size = PIEPAW_TEXT_NAME_CAPACITY;
  text[0] = '\0';
  unsigned int length = open->api->hb_ot_name_get_utf8(face, preferred, NULL, &size, text);
  if (length == 0 && fallback != preferred) {
    size = PIEPAW_TEXT_NAME_CAPACITY;
    open->api->hb_ot_name_get_utf8(face, fallback, NULL, &size, text);
  }
  text[PIEPAW_TEXT_NAME_CAPACITY - 1] = '\0';
}

int piepaw_font_describe(const uint8_t *data, size_t length, long face_index, piepaw_font_info *out) {
  if (out == NULL) return PIEPAW_TEXT_INVALID_ARGUMENT;
  memset(out, 0, sizeof *out);
  open_face open;
  out->status = open_font(&open, data, length, face_index, 0, out->message, sizeof out->message);
  if (out->status != PIEPAW_TEXT_OK) return out->status;
  pt_hb_face *face = open.api->hb_font_get_face(open.font);
  out->face_count = open.face->num_faces;
  out->glyph_count = open.face->num_glyphs;
  out->units_per_em = (int)open.api->hb_face_get_upem(face);
  copy_name(&open, face, 6, 6, out->postscript_name);
  copy_name(&open, face, 4, 4, out->full_name);
  copy_name(&open, face, 16, 1, out->family_name);
  copy_name(&open, face, 17, 2, out->style_name);
  pt_hb_axis_info axis;
  if (open.api->hb_ot_var_find_axis_info(face, PT_HB_TAG('w', 'g', 'h', 't'), &axis)) {
    out->weight_axis_default = axis.default_value;
    out->weight_axis_minimum = axis.min_value;
    out->weight_axis_maximum = axis.max_value;
  }
  close_face(&open);
  return PIEPAW_TEXT_OK;
}

/* Sets a variable font's weight and optical size (HarfBuzz clamps each to its axis; a static font ignores them),
 * and hands them to the FreeType face whose advances hb-ft reads. */
static void set_variations(open_face *open, const piepaw_shape_options *options) {
  pt_hb_variation variations[2];
  unsigned int count = 0;
  if (options->weight > 0) variations[count++] = (pt_hb_variation){PT_HB_TAG('w', 'g', 'h', 't'), options->weight};
  if (options->optical_size > 0) {
    variations[count++] = (pt_hb_variation){PT_HB_TAG('o', 'p', 's', 'z'), options->optical_size};
  }
  if (count == 0) return;
  open->api->hb_font_set_variations(open->font, variations, count);
  open->api->hb_ft_hb_font_changed(open->font);
}

int piepaw_text_shape(const uint8_t *font, size_t font_length, long face_index, const char *utf8,
    size_t utf8_length, const piepaw_shape_options *options, piepaw_glyph *glyphs, size_t capacity,
    piepaw_shape_result *out) {
  if (out == NULL) return PIEPAW_TEXT_INVALID_ARGUMENT;
  memset(out, 0, sizeof *out);
  if (options == NULL || (utf8 == NULL && utf8_length > 0) || (glyphs == NULL && capacity > 0)) {
    set_message(out->message, sizeof out->message, "a NULL argument");
    return out->status = PIEPAW_TEXT_INVALID_ARGUMENT;
  }
  if (utf8_length > PIEPAW_TEXT_MAX_TEXT_BYTES) {
    set_message(out->message, sizeof out->message, "the text is %zu bytes, over the limit of %zu", utf8_length,
        (size_t)PIEPAW_TEXT_MAX_TEXT_BYTES);
    return out->status = PIEPAW_TEXT_TOO_LARGE;
  }
  if (!(options->size > 0)) {
    set_message(out->message, sizeof out->message, "a font size must be positive");
    return out->status = PIEPAW_TEXT_INVALID_ARGUMENT;
  }
  open_face open;
  out->status = open_font(&open, font, font_length, face_index, options->size, out->message, sizeof out->message);
  if (out->status != PIEPAW_TEXT_OK) return out->status;
  set_variations(&open, options);

  const piepaw_text_api *api = open.api;
  pt_hb_buffer *buffer = api->hb_buffer_create();
  api->hb_buffer_add_utf8(buffer, utf8 == NULL ? "" : utf8, (int)utf8_length, 0, (int)utf8_length);
  if (options->language != NULL && options->language[0] != '\0') {
    api->hb_buffer_set_language(buffer, api->hb_language_from_string(options->language, -1));
  }
  api->hb_buffer_guess_segment_properties(buffer);
  pt_hb_feature kerning = {PT_HB_TAG('k', 'e', 'r', 'n'), options->kerning ? 1u : 0u, 0, (unsigned int)-1};
  api->hb_shape(open.font, buffer, &kerning, 1);
  if (!api->hb_buffer_allocation_successful(buffer)) {
    api->hb_buffer_destroy(buffer);
    close_face(&open);
    set_message(out->message, sizeof out->message, "HarfBuzz ran out of memory shaping the text");
    return out->status = PIEPAW_TEXT_TOO_LARGE;
  }
  unsigned int count = 0;
  const pt_hb_glyph_info *infos = api->hb_buffer_get_glyph_infos(buffer, &count);
  const pt_hb_glyph_position *positions = api->hb_buffer_get_glyph_positions(buffer, NULL);
  out->glyph_count = count;
  for (unsigned int i = 0; i < count; i++) {
    double advance = positions[i].x_advance / 64.0;
    out->advance += advance;
    if (infos[i].codepoint == 0) out->missing_glyphs++;
    if (i < capacity) glyphs[i] = (piepaw_glyph){infos[i].codepoint, infos[i].cluster, advance};
  }
  api->hb_buffer_destroy(buffer);
  close_face(&open);
  if (count > capacity) {
    set_message(out->message, sizeof out->message, "%u glyphs do not fit in %zu", count, capacity);
    return out->status = PIEPAW_TEXT_NEEDS_CAPACITY;
  }
  return out->status = PIEPAW_TEXT_OK;
}

int piepaw_text_available(const char **why) { return piepaw_text_api_load(why) != NULL; }
