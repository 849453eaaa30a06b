/* libFuzzer target over the CPiepawText shim: the input is a font file (fonts are input: a repository ships
 * them), described and then shaped with Latin, German, Japanese and emoji text at two sizes, with and without
 * kerning, with a weight and optical size set (a variable font's axes). Built by scripts/fuzz with
 * -fsanitize=fuzzer,address,undefined; FreeType and HarfBuzz are loaded with dlopen as in the app. */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "piepaw_text.h"

static void check_terminated(const char *message, size_t capacity, int status) {
  if (memchr(message, 0, capacity) == NULL) abort();
  if (status < PIEPAW_TEXT_OK || status > PIEPAW_TEXT_INVALID_ARGUMENT) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  piepaw_font_info info;
  int status = piepaw_font_describe(data, size, 0, &info);
  check_terminated(info.message, sizeof info.message, status);
  if (status != PIEPAW_TEXT_OK) return 0;
  if (memchr(info.postscript_name, 0, sizeof info.postscript_name) == NULL) abort();
  static const char *const texts[] = {"AVATAR Typewriter", "Straße-Haustier fi", "ペットを探そう。", "🐶👩‍👩‍👧 x"};
  static const double sizes[] = {17, 34};
  piepaw_glyph glyphs[64];
  for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
    for (size_t s = 0; s < 2; s++) {
      piepaw_shape_options options = {sizes[s], s ? 900.0f : 0, s ? 34.0f : 0, s ? "de" : NULL, (int)s};
      piepaw_shape_result result;
      status = piepaw_text_shape(data, size, 0, texts[t], strlen(texts[t]), &options, glyphs, 64, &result);
      check_terminated(result.message, sizeof result.message, status);
      if (status == PIEPAW_TEXT_OK) {
        for (size_t g = 0; g < result.glyph_count; g++) {
          if (glyphs[g].cluster > strlen(texts[t])) abort();
        }
      }
    }
  }
  return 0;
}
