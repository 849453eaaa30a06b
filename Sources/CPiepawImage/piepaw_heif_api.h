#ifndef PIEPAW_HEIF_API_H
#define PIEPAW_HEIF_API_H

/* The part of libheif's C API (libheif.so.1, 1.13 and later) the shim uses, loaded with dlopen when the first
 * HEIF file is decoded. Linking libheif would load it and its decoders (libde265, x265, aom, dav1d) at every
 * start-up, which cost every run about 2 ms before it read a file. The declarations copy heif.h's: they are
 * libheif's stable ABI, and piepaw_heif_abi_check.c compares them with the installed heif.h when there is one. */

#include <stddef.h>
#include <stdint.h>

typedef uint32_t ph_item_id;

struct ph_context;
struct ph_image_handle;
struct ph_image;

enum {
  PH_ERROR_OK = 0,
  PH_ERROR_UNSUPPORTED_FILETYPE = 3,
  PH_ERROR_UNSUPPORTED_FEATURE = 4,
  PH_ERROR_MEMORY_ALLOCATION = 6,
  PH_ERROR_PLUGIN_LOADING = 11,
  PH_SUBERROR_SECURITY_LIMIT_EXCEEDED = 1000,
  PH_COLORSPACE_UNDEFINED = 99,
  PH_COLORSPACE_RGB = 1,
  PH_CHROMA_INTERLEAVED_RGBA = 11,
  PH_CHANNEL_INTERLEAVED = 10,
  PH_CHROMA_UNDEFINED = 99,
  PH_READER_SIZE_REACHED = 0,
  PH_READER_SIZE_BEYOND_EOF = 2,
};

/* heif.h's enums are int-sized; the fields and arguments below are declared int for that reason. */
struct ph_error {
  int code;
  int subcode;
  const char *message;
};

struct ph_reader {
  int reader_api_version;
  int64_t (*get_position)(void *userdata);
  int (*read)(void *data, size_t size, void *userdata);
  int (*seek)(int64_t position, void *userdata);
  int (*wait_for_file_size)(int64_t target_size, void *userdata);
};

/* Only the leading fields of version 1: libheif allocates the structure (heif_decoding_options_alloc). */
struct ph_decoding_options {
  uint8_t version;
  uint8_t ignore_transformations;
};

typedef struct piepaw_heif_api {
  struct ph_context *(*context_alloc)(void);
  void (*context_free)(struct ph_context *);
  void (*context_set_max_decoding_threads)(struct ph_context *, int max_threads);
  void (*context_set_maximum_image_size_limit)(struct ph_context *, int maximum_width);
  struct ph_error (*context_read_from_reader)(
      struct ph_context *, const struct ph_reader *, void *userdata, const void *reading_options);
  struct ph_error (*context_get_primary_image_handle)(struct ph_context *, struct ph_image_handle **);
  void (*image_handle_release)(const struct ph_image_handle *);
  int (*image_handle_get_width)(const struct ph_image_handle *);
  int (*image_handle_get_height)(const struct ph_image_handle *);
  int (*image_handle_get_ispe_width)(const struct ph_image_handle *);
  int (*image_handle_get_ispe_height)(const struct ph_image_handle *);
  int (*image_handle_get_luma_bits_per_pixel)(const struct ph_image_handle *);
  int (*image_handle_has_alpha_channel)(const struct ph_image_handle *);
  int (*image_handle_get_number_of_auxiliary_images)(const struct ph_image_handle *, int aux_filter);
  int (*image_handle_get_list_of_auxiliary_image_IDs)(
      const struct ph_image_handle *, int aux_filter, ph_item_id *ids, int count);
  struct ph_error (*image_handle_get_auxiliary_image_handle)(
      const struct ph_image_handle *, ph_item_id auxiliary_id, struct ph_image_handle **);
  struct ph_decoding_options *(*decoding_options_alloc)(void);
  void (*decoding_options_free)(struct ph_decoding_options *);
  struct ph_error (*decode_image)(const struct ph_image_handle *, struct ph_image **, int colorspace, int chroma,
      const struct ph_decoding_options *);
  void (*image_release)(const struct ph_image *);
  const uint8_t *(*image_get_plane_readonly)(const struct ph_image *, int channel, int *stride);
  int (*image_get_width)(const struct ph_image *, int channel);
  int (*image_get_height)(const struct ph_image *, int channel);
} piepaw_heif_api;

/* libheif, loaded on the first call (thread-safe); NULL when it is not installed or lacks a function, with
 * `*why` saying which. */
const piepaw_heif_api *piepaw_heif_api_load(const char **why);

#endif
