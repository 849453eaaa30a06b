/* Loads FreeType and HarfBuzz with dlopen on first use (see piepaw_text_api.h for why they are not linked). */

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "piepaw_text_api.h"

/* Where the runtime libraries are looked for: the loader's search path first, then the usual Homebrew and MacPorts
 * prefixes, which macOS does not search for a bare name. */
static const char *const freetype_paths[] = {
#if defined(__APPLE__)
    "libfreetype.6.dylib",
    "/opt/homebrew/lib/libfreetype.6.dylib",
    "/usr/local/lib/libfreetype.6.dylib",
    "/opt/local/lib/libfreetype.6.dylib",
#else
    "libfreetype.so.6",
#endif
};

static const char *const harfbuzz_paths[] = {
#if defined(__APPLE__)
    "libharfbuzz.0.dylib",
    "/opt/homebrew/lib/libharfbuzz.0.dylib",
    "/usr/local/lib/libharfbuzz.0.dylib",
    "/opt/local/lib/libharfbuzz.0.dylib",
#else
    "libharfbuzz.so.0",
#endif
};

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static piepaw_text_api api;
static const piepaw_text_api *loaded;
static char failure[200];

/* PIEPAW_LIBFREETYPE / PIEPAW_LIBHARFBUZZ name the library to load instead (one outside the usual places, or
 * none: tests). */
static void *open_library(const char *variable, const char *const *paths, size_t count, const char *name) {
  const char *chosen = getenv(variable);
  if (chosen != NULL && chosen[0] != '\0') {
    void *library = dlopen(chosen, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
      snprintf(failure, sizeof failure, "measuring text needs %s, not found at %s (%s)", name, chosen, variable);
    }
    return library;
  }
  for (size_t i = 0; i < count; i++) {
    void *library = dlopen(paths[i], RTLD_NOW | RTLD_LOCAL);
    if (library != NULL) return library;
  }
  snprintf(failure, sizeof failure, "measuring text needs %s (%s), which is not installed", name, paths[0]);
  return NULL;
}

/* Stores the address of `name` in the table, or names the missing function. */
#define RESOLVE(library, field)                                                                                \
  do {                                                                                                         \
    *(void **)&api.field = dlsym(library, #field);                                                             \
    if (api.field == NULL) {                                                                                   \
      snprintf(failure, sizeof failure, "the installed %s is too old (it has no %s)",                          \
          library == freetype ? "FreeType" : "HarfBuzz", #field);                                              \
      return;                                                                                                  \
    }                                                                                                          \
  } while (0)

static void load(void) {
  void *freetype = open_library(
      "PIEPAW_LIBFREETYPE", freetype_paths, sizeof freetype_paths / sizeof freetype_paths[0], "FreeType");
  if (freetype == NULL) return;
  void *harfbuzz = open_library(
      "PIEPAW_LIBHARFBUZZ", harfbuzz_paths, sizeof harfbuzz_paths / sizeof harfbuzz_paths[0], "HarfBuzz");
  if (harfbuzz == NULL) return;
  RESOLVE(freetype, FT_New_Library);
  RESOLVE(freetype, FT_Add_Default_Modules);
  RESOLVE(freetype, FT_Done_Library);
  RESOLVE(freetype, FT_New_Memory_Face);
  RESOLVE(freetype, FT_Done_Face);
  RESOLVE(freetype, FT_Set_Char_Size);
  RESOLVE(harfbuzz, hb_ft_font_create_referenced);
  RESOLVE(harfbuzz, hb_ft_font_set_load_flags);
  RESOLVE(harfbuzz, hb_ft_hb_font_changed);
  RESOLVE(harfbuzz, hb_font_set_variations);
  RESOLVE(harfbuzz, hb_font_get_face);
  RESOLVE(harfbuzz, hb_font_destroy);
  RESOLVE(harfbuzz, hb_face_get_upem);
  RESOLVE(harfbuzz, hb_ot_name_get_utf8);
  RESOLVE(harfbuzz, hb_ot_var_find_axis_info);
  RESOLVE(harfbuzz, hb_buffer_create);
  RESOLVE(harfbuzz, hb_buffer_destroy);
  RESOLVE(harfbuzz, hb_buffer_allocation_successful);
  RESOLVE(harfbuzz, hb_buffer_add_utf8);
  RESOLVE(harfbuzz, hb_buffer_guess_segment_properties);
  RESOLVE(harfbuzz, hb_buffer_set_language);
  RESOLVE(harfbuzz, hb_language_from_string);
  RESOLVE(harfbuzz, hb_shape);
  RESOLVE(harfbuzz, hb_buffer_get_length);
  RESOLVE(harfbuzz, hb_buffer_get_glyph_infos);
  RESOLVE(harfbuzz, hb_buffer_get_glyph_positions);
  loaded = &api;
}

const piepaw_text_api *piepaw_text_api_load(const char **why) {
  pthread_once(&load_once, load);
  if (loaded == NULL && why != NULL) *why = failure;
  return loaded;
}
