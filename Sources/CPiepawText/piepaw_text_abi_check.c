/* Compile-time check that piepaw_text_api.h matches the installed hb.h and freetype.h. HarfBuzz's headers are
 * found without flags (<harfbuzz/hb.h>) and checked in every build that has them; FreeType's need
 * `pkg-config --cflags freetype2`, which scripts/check-text-abi passes (CI runs it). A mismatch fails the build. */

#include <stddef.h>

#include "piepaw_text_api.h"

#define SAME_FIELD(ours, theirs, field)                                                                        \
  _Static_assert(offsetof(ours, field) == offsetof(theirs, field), #theirs "." #field)
#define SAME_TYPE(ours, theirs) _Static_assert(sizeof(ours) == sizeof(theirs), #theirs)

#if defined(__has_include)
#if __has_include(<harfbuzz/hb.h>) && __has_include(<harfbuzz/hb-ot.h>)
#include <harfbuzz/hb-ot.h>
#include <harfbuzz/hb.h>

SAME_TYPE(pt_hb_tag, hb_tag_t);
SAME_TYPE(pt_hb_feature, hb_feature_t);
SAME_FIELD(pt_hb_feature, hb_feature_t, tag);
SAME_FIELD(pt_hb_feature, hb_feature_t, value);
SAME_FIELD(pt_hb_feature, hb_feature_t, start);
SAME_FIELD(pt_hb_feature, hb_feature_t, end);
SAME_TYPE(pt_hb_variation, hb_variation_t);
SAME_FIELD(pt_hb_variation, hb_variation_t, tag);
SAME_FIELD(pt_hb_variation, hb_variation_t, value);
SAME_TYPE(pt_hb_glyph_info, hb_glyph_info_t);
SAME_FIELD(pt_hb_glyph_info, hb_glyph_info_t, codepoint);
SAME_FIELD(pt_hb_glyph_info, hb_glyph_info_t, cluster);
SAME_TYPE(pt_hb_glyph_position, hb_glyph_position_t);
SAME_FIELD(pt_hb_glyph_position, hb_glyph_position_t, x_advance);
SAME_FIELD(pt_hb_glyph_position, hb_glyph_position_t, x_offset);
SAME_TYPE(pt_hb_axis_info, hb_ot_var_axis_info_t);
SAME_FIELD(pt_hb_axis_info, hb_ot_var_axis_info_t, tag);
SAME_FIELD(pt_hb_axis_info, hb_ot_var_axis_info_t, min_value);
SAME_FIELD(pt_hb_axis_info, hb_ot_var_axis_info_t, default_value);
SAME_FIELD(pt_hb_axis_info, hb_ot_var_axis_info_t, max_value);
SAME_TYPE(int, hb_bool_t);
SAME_TYPE(int, hb_ot_var_axis_flags_t);
SAME_TYPE(unsigned int, hb_ot_name_id_t);
_Static_assert(PT_HB_TAG('k', 'e', 'r', 'n') == HB_TAG('k', 'e', 'r', 'n'), "HB_TAG");
#endif

#if __has_include(<ft2build.h>)
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_SYSTEM_H

SAME_TYPE(pt_ft_error, FT_Error);
SAME_TYPE(long, FT_Long);
SAME_TYPE(long, FT_F26Dot6);
SAME_FIELD(struct pt_ft_face_rec, FT_FaceRec, num_faces);
SAME_FIELD(struct pt_ft_face_rec, FT_FaceRec, face_index);
SAME_FIELD(struct pt_ft_face_rec, FT_FaceRec, face_flags);
SAME_FIELD(struct pt_ft_face_rec, FT_FaceRec, style_flags);
SAME_FIELD(struct pt_ft_face_rec, FT_FaceRec, num_glyphs);
SAME_FIELD(struct pt_ft_memory_rec, struct FT_MemoryRec_, user);
SAME_FIELD(struct pt_ft_memory_rec, struct FT_MemoryRec_, alloc);
SAME_FIELD(struct pt_ft_memory_rec, struct FT_MemoryRec_, free);
SAME_FIELD(struct pt_ft_memory_rec, struct FT_MemoryRec_, realloc);
SAME_TYPE(struct pt_ft_memory_rec, struct FT_MemoryRec_);
_Static_assert(PT_FT_FACE_FLAG_SCALABLE == FT_FACE_FLAG_SCALABLE, "FT_FACE_FLAG_SCALABLE");
_Static_assert(PT_FT_LOAD_NO_HINTING == FT_LOAD_NO_HINTING, "FT_LOAD_NO_HINTING");
_Static_assert(PT_FT_LOAD_NO_BITMAP == FT_LOAD_NO_BITMAP, "FT_LOAD_NO_BITMAP");
#endif
#endif

#if defined(PIEPAW_TEXT_ABI_REQUIRE_HEADERS) && !(__has_include(<ft2build.h>) && __has_include(<harfbuzz/hb.h>))
#error "scripts/check-text-abi found no FreeType or HarfBuzz headers (pkg-config --cflags freetype2 harfbuzz)"
#endif

/* ISO C wants a translation unit to declare something. */
typedef int piepaw_text_abi_check_unit;
