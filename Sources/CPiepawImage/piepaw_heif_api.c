/* Loads libheif with dlopen on first use (see piepaw_heif_api.h for why it is not linked). */

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "piepaw_heif_api.h"

/* Where libheif's runtime library is looked for: the loader's search path first, then the usual Homebrew and
 * MacPorts prefixes, which macOS does not search for a bare name. */
static const char *const library_paths[] = {
#if defined(__APPLE__)
    "libheif.1.dylib",
    "/opt/homebrew/lib/libheif.1.dylib",
    "/usr/local/lib/libheif.1.dylib",
    "/opt/local/lib/libheif.1.dylib",
#else
    "libheif.so.1",
#endif
};

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static piepaw_heif_api api;
static const piepaw_heif_api *loaded;
static char failure[160];

/* PIEPAW_LIBHEIF names the library to load instead (a libheif outside the usual places, or none: tests). */
static void *open_library(void) {
  const char *chosen = getenv("PIEPAW_LIBHEIF");
  if (chosen != NULL && chosen[0] != '\0') {
    void *library = dlopen(chosen, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
      snprintf(failure, sizeof failure, "HEIF images need libheif, not found at %s (PIEPAW_LIBHEIF)", chosen);
    }
    return library;
  }
  for (size_t i = 0; i < sizeof library_paths / sizeof library_paths[0]; i++) {
    void *library = dlopen(library_paths[i], RTLD_NOW | RTLD_LOCAL);
    if (library != NULL) return library;
  }
  snprintf(failure, sizeof failure, "HEIF images need libheif (%s), which is not installed", library_paths[0]);
  return NULL;
}

/* Stores the address of libheif's `heif_<name>` in the table, or names the missing function. */
#define RESOLVE(field)                                                                                         \
  do {                                                                                                         \
    *(void **)&api.field = dlsym(library, "heif_" #field);                                                     \
    if (api.field == NULL) {                                                                                   \
      snprintf(failure, sizeof failure, "the installed libheif is too old (it has no heif_%s)", #field);       \
      return;                                                                                                  \
    }                                                                                                          \
  } while (0)

static void load(void) {
  void *library = open_library();
  if (library == NULL) return;
  RESOLVE(context_alloc);
  RESOLVE(context_free);
  RESOLVE(context_set_max_decoding_threads);
  RESOLVE(context_set_maximum_image_size_limit);
  RESOLVE(context_read_from_reader);
  RESOLVE(context_get_primary_image_handle);
  RESOLVE(image_handle_release);
  RESOLVE(image_handle_get_width);
  RESOLVE(image_handle_get_height);
  RESOLVE(image_handle_get_ispe_width);
  RESOLVE(image_handle_get_ispe_height);
  RESOLVE(image_handle_get_luma_bits_per_pixel);
  RESOLVE(image_handle_has_alpha_channel);
  RESOLVE(image_handle_get_number_of_auxiliary_images);
  RESOLVE(image_handle_get_list_of_auxiliary_image_IDs);
  RESOLVE(image_handle_get_auxiliary_image_handle);
  RESOLVE(decoding_options_alloc);
  RESOLVE(decoding_options_free);
  RESOLVE(decode_image);
  RESOLVE(image_release);
  RESOLVE(image_get_plane_readonly);
  RESOLVE(image_get_width);
  RESOLVE(image_get_height);
  loaded = &api;
}

const piepaw_heif_api *piepaw_heif_api_load(const char **why) {
  pthread_once(&load_once, load);
  if (loaded == NULL && why != NULL) *why = failure;
  return loaded;
}
