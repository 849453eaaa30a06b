#ifndef PIEPAW_ISOLATE_H
#define PIEPAW_ISOLATE_H

/* Internal to the shim: a decode run in a child process (piepaw_isolate.c). */

#include "piepaw_internal.h"

typedef void (*piepaw_isolated_decode)(piepaw_context *ctx, const void *argument);

/* Runs `decode(ctx, argument)` in a forked child and takes over the result and raster it leaves in its copy of
 * `ctx`. A child that dies, exits early or decodes for longer than the time limit leaves `ctx` failed instead
 * (unsupported: "<decoder> stopped on it with signal 6 (SIGABRT, …)"): the file is not checked, and the run goes
 * on. */
void piepaw_run_isolated(piepaw_context *ctx, const char *decoder, piepaw_isolated_decode decode, const void *argument,
    uint32_t timeout_milliseconds);

/* How long a HEIF child may decode: far more than any image within the limits takes (a 50 MP HEIF decodes in
 * about 2 s), so reaching it means the decoder loops. */
#define PIEPAW_HEIF_DECODE_MILLISECONDS (120u * 1000u)

#endif
