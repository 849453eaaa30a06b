/* Compile-time check that piepaw_heif_api.h matches the installed heif.h (skipped where libheif's headers are
 * not installed: the shim needs only the runtime library). A mismatch fails the build, not a run. */

#if defined(__has_include)
#if __has_include(<libheif/heif.h>)
#include <libheif/heif.h>
#include <stddef.h>

#include "piepaw_heif_api.h"

#define SAME_FIELD(ours, theirs, field)                                                                        \
  _Static_assert(offsetof(struct ours, field) == offsetof(struct theirs, field), #theirs "." #field)
#define SAME_TYPE(ours, theirs) _Static_assert(sizeof(ours) == sizeof(theirs), #theirs)
_Static_assert(PH_ERROR_OK == heif_error_Ok, "heif_error_Ok");
_Static_assert(PH_ERROR_UNSUPPORTED_FILETYPE == heif_error_Unsupported_filetype, "heif_error_Unsupported_filetype");
_Static_assert(PH_ERROR_UNSUPPORTED_FEATURE == heif_error_Unsupported_feature, "heif_error_Unsupported_feature");
_Static_assert(PH_ERROR_MEMORY_ALLOCATION == heif_error_Memory_allocation_error, "heif_error_Memory_allocation_error");
_Static_assert(PH_ERROR_PLUGIN_LOADING == heif_error_Plugin_loading_error, "heif_error_Plugin_loading_error");
_Static_assert(PH_SUBERROR_SECURITY_LIMIT_EXCEEDED == heif_suberror_Security_limit_exceeded,
    "heif_suberror_Security_limit_exceeded");
_Static_assert(PH_COLORSPACE_UNDEFINED == heif_colorspace_undefined, "heif_colorspace_undefined");
_Static_assert(PH_CHROMA_UNDEFINED == heif_chroma_undefined, "heif_chroma_undefined");
_Static_assert(PH_COLORSPACE_RGB == heif_colorspace_RGB, "heif_colorspace_RGB");
_Static_assert(PH_CHROMA_INTERLEAVED_RGBA == heif_chroma_interleaved_RGBA, "heif_chroma_interleaved_RGBA");
_Static_assert(PH_CHANNEL_INTERLEAVED == heif_channel_interleaved, "heif_channel_interleaved");
SAME_TYPE(int, enum heif_channel);
_Static_assert(PH_READER_SIZE_REACHED == heif_reader_grow_status_size_reached, "heif_reader_grow_status_size_reached");
_Static_assert(PH_READER_SIZE_BEYOND_EOF == heif_reader_grow_status_size_beyond_eof,
    "heif_reader_grow_status_size_beyond_eof");

SAME_TYPE(ph_item_id, heif_item_id);
SAME_TYPE(struct ph_error, struct heif_error);
SAME_FIELD(ph_error, heif_error, code);
SAME_FIELD(ph_error, heif_error, subcode);
SAME_FIELD(ph_error, heif_error, message);
SAME_TYPE(int, enum heif_error_code);
SAME_TYPE(int, enum heif_suberror_code);
SAME_TYPE(int, enum heif_colorspace);
SAME_TYPE(int, enum heif_chroma);
SAME_TYPE(int, enum heif_reader_grow_status);
SAME_FIELD(ph_reader, heif_reader, reader_api_version);
SAME_FIELD(ph_reader, heif_reader, get_position);
SAME_FIELD(ph_reader, heif_reader, read);
SAME_FIELD(ph_reader, heif_reader, seek);
SAME_FIELD(ph_reader, heif_reader, wait_for_file_size);
SAME_FIELD(ph_decoding_options, heif_decoding_options, version);
SAME_FIELD(ph_decoding_options, heif_decoding_options, ignore_transformations);
#endif
#endif

/* ISO C wants a translation unit to declare something. */
typedef int piepaw_heif_abi_check_unit;
