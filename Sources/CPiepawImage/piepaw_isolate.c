/* A decode run in a child process (fork), for a decoder that can end the process on a hostile file. Debian's
 * libheif and libde265 are built with their assert()s, and libheif is C++ that can throw through its C API: a
 * failed assertion on a fuzzed HEIF stream aborted the whole run (fuzz target heif, in CI). No error handling
 * inside the process can survive an abort, possibly on the decoder's own worker thread, so the decode runs in a
 * child that sends back its result and raster, and a child that dies or hangs becomes a result of its own.
 *
 * The child only runs the decoder's C code on a copy of the parent's memory (the input bytes, or the file
 * descriptor, read with pread) and leaves with _exit, so no handler of the parent's runs in it. */

#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE /* pipe2 */
#endif

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif
#include <time.h>
#include <unistd.h>

#include "piepaw_isolate.h"

/* What the child sends: its result and the raster's shape, then the raster's pixels when it has one. */
typedef struct isolated_reply {
  uint32_t magic;
  piepaw_image_result result;
  int raster_started;
  uint32_t raster_width, raster_height, source_width, source_height, fed_rows;
} isolated_reply;

#define ISOLATED_REPLY_MAGIC 0x50575231u /* "PWR1" */

/* The signals whose default the child restores: a runtime's crash reporter inherited from the parent (Swift's
 * backtracer) would print a crash report of the whole linter for what is the decoder's failure, and a host's
 * handler for SIGTERM or SIGINT would run the host's code in the child and keep it alive (a test runner's did). */
static const int defaulted_signals[] = {
    SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS, SIGPIPE, SIGTERM, SIGINT, SIGHUP, SIGQUIT};

static int write_all(int fd, const void *bytes, size_t count) {
  const uint8_t *at = bytes;
  while (count > 0) {
    ssize_t written = write(fd, at, count);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return 0;
    at += written;
    count -= (size_t)written;
  }
  return 1;
}

static void run_child(
    int fd, pid_t parent, piepaw_context *ctx, piepaw_isolated_decode decode, const void *argument) {
  for (size_t i = 0; i < sizeof defaulted_signals / sizeof defaulted_signals[0]; i++) {
    signal(defaulted_signals[i], SIG_DFL);
  }
  /* The forking thread may block signals (Dispatch's workers do): Ctrl-C must end the child with the run. */
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
#if defined(__linux__)
  /* A parent killed outright cannot kill a looping child: the kernel does, when the waiting thread ends. */
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent) _exit(1);
#else
  (void)parent;
#endif
  decode(ctx, argument);
  isolated_reply reply;
  memset(&reply, 0, sizeof reply);
  reply.magic = ISOLATED_REPLY_MAGIC;
  reply.result = ctx->result;
  const piepaw_raster_builder *raster = ctx->raster;
  if (raster != NULL && raster->started && raster->pixels != NULL) {
    reply.raster_started = 1;
    reply.raster_width = raster->width;
    reply.raster_height = raster->height;
    reply.source_width = raster->source_width;
    reply.source_height = raster->source_height;
    reply.fed_rows = raster->fed_rows;
  }
  int sent = write_all(fd, &reply, sizeof reply);
  if (sent && reply.raster_started) {
    sent = write_all(fd, raster->pixels, (size_t)raster->width * raster->height * 4);
  }
  _exit(sent ? 0 : 1);
}

static int64_t now_milliseconds(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

/* Reads `count` bytes before `deadline`; 1 when all came, 0 at the end of the pipe, -1 when time ran out. */
static int read_all(int fd, void *bytes, size_t count, int64_t deadline) {
  uint8_t *at = bytes;
  while (count > 0) {
    int64_t left = deadline - now_milliseconds();
    if (left <= 0) return -1;
    struct pollfd waiting = {fd, POLLIN, 0};
    int ready = poll(&waiting, 1, left > 60000 ? 60000 : (int)left);
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) return 0;
    if (ready == 0) continue;
    ssize_t got = read(fd, at, count);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return 0;
    at += got;
    count -= (size_t)got;
  }
  return 1;
}

static int wait_for(pid_t child) {
  int status = 0;
  while (waitpid(child, &status, 0) < 0) {
    if (errno != EINTR) return -1;
  }
  return status;
}

static const char *signal_name(int number) {
  switch (number) {
  case SIGABRT: return "SIGABRT, an abort such as a failed assertion";
  case SIGSEGV: return "SIGSEGV, a bad memory access";
  case SIGBUS: return "SIGBUS, a bad memory access";
  case SIGILL: return "SIGILL";
  case SIGFPE: return "SIGFPE, an arithmetic error";
  case SIGKILL: return "SIGKILL, killed from outside";
  default: return "a signal";
  }
}

/* The child's raster, rebuilt in the parent's builder as the decoder would have left it there. */
static void adopt_raster(piepaw_context *ctx, const isolated_reply *reply, int fd, int64_t deadline) {
  piepaw_raster_builder *raster = ctx->raster;
  uint64_t pixels = (uint64_t)reply->raster_width * reply->raster_height;
  if (pixels == 0 || pixels > PIEPAW_MAX_RASTER_PIXELS || raster->started) {
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "the decoder's process sent a raster of %ux%u pixels",
        reply->raster_width, reply->raster_height);
    return;
  }
  raster->pixels = malloc((size_t)pixels * 4);
  if (raster->pixels == NULL) {
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "out of memory");
    return;
  }
  if (read_all(fd, raster->pixels, (size_t)pixels * 4, deadline) != 1) {
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "the decoder's process ended before sending its raster");
    return;
  }
  raster->width = reply->raster_width;
  raster->height = reply->raster_height;
  raster->source_width = reply->source_width;
  raster->source_height = reply->source_height;
  raster->fed_rows = reply->fed_rows;
  raster->started = 1;
}

/* The result of a child that sent no complete reply: how it ended, in words. */
static void fail_for_ending(
    piepaw_context *ctx, const char *decoder, int status, int timed_out, uint32_t timeout_milliseconds) {
  if (timed_out) {
    piepaw_fail(ctx, PIEPAW_STATUS_UNSUPPORTED, "%s did not finish decoding it within %.1f s", decoder,
        timeout_milliseconds / 1000.0);
  } else if (status >= 0 && WIFSIGNALED(status)) {
    piepaw_fail(ctx, PIEPAW_STATUS_UNSUPPORTED, "%s stopped on it with signal %d (%s)", decoder, WTERMSIG(status),
        signal_name(WTERMSIG(status)));
  } else if (status >= 0 && WIFEXITED(status)) {
#if defined(PIEPAW_SANITIZED_CHILDREN)
    /* Sanitizer builds (scripts/fuzz, scripts/asan-shim): a child that exits early has had a sanitizer report on
     * our own code (the decoders are not instrumented, and their crashes are signals): fail as if in process. */
    abort();
#endif
    piepaw_fail(ctx, PIEPAW_STATUS_UNSUPPORTED, "%s's process ended with status %d before it was done", decoder,
        WEXITSTATUS(status));
  } else {
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "%s's process could not be waited for", decoder);
  }
}

static int open_pipe(int fds[2]) {
#if defined(__linux__)
  return pipe2(fds, O_CLOEXEC);
#else
  if (pipe(fds) != 0) return -1;
  fcntl(fds[0], F_SETFD, FD_CLOEXEC);
  fcntl(fds[1], F_SETFD, FD_CLOEXEC);
  return 0;
#endif
}

void piepaw_run_isolated(piepaw_context *ctx, const char *decoder, piepaw_isolated_decode decode, const void *argument,
    uint32_t timeout_milliseconds) {
  int fds[2];
  if (open_pipe(fds) != 0) {
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "no pipe for %s's process (errno %d)", decoder, errno);
    return;
  }
  pid_t parent = getpid();
  pid_t child = fork();
  if (child < 0) {
    int error = errno;
    close(fds[0]);
    close(fds[1]);
    piepaw_fail(ctx, PIEPAW_STATUS_IO_ERROR, "no process for %s (errno %d)", decoder, error);
    return;
  }
  if (child == 0) {
    close(fds[0]);
    run_child(fds[1], parent, ctx, decode, argument);
  }
  close(fds[1]);
  int64_t deadline = now_milliseconds() + (int64_t)timeout_milliseconds;
  isolated_reply reply;
  int received = read_all(fds[0], &reply, sizeof reply, deadline);
  if (received == 1 && reply.magic == ISOLATED_REPLY_MAGIC) {
    ctx->result = reply.result;
    if (reply.raster_started && ctx->raster != NULL) adopt_raster(ctx, &reply, fds[0], deadline);
  }
  int complete = received == 1 && reply.magic == ISOLATED_REPLY_MAGIC;
  /* A child that sent no whole reply is never waited for alive: it may be decoding still. */
  if (!complete) kill(child, SIGKILL);
  close(fds[0]);
  int status = wait_for(child);
  if (!complete) fail_for_ending(ctx, decoder, status, received == -1, timeout_milliseconds);
}

/* What the probe is asked: how its stand-in decoder ends, and the time limit. */
typedef struct probe_request {
  piepaw_probe_ending ending;
  uint32_t timeout_milliseconds;
} probe_request;

/* The stand-in decoder of piepaw_isolation_probe: a 2x1 picture (red, blue), or one way of never finishing. */
static void probe_decode(piepaw_context *ctx, const void *argument) {
  switch (((const probe_request *)argument)->ending) {
  case PIEPAW_PROBE_ABORT: abort();
  case PIEPAW_PROBE_SIGNAL: raise(SIGSEGV); break;
  case PIEPAW_PROBE_EXIT: _exit(3);
  case PIEPAW_PROBE_HANG:
    for (;;) pause();
  case PIEPAW_PROBE_FINISH: break;
  }
  static const uint8_t row[8] = {255, 0, 0, 255, 0, 0, 255, 255};
  ctx->result.width = 2;
  ctx->result.height = 1;
  if (piepaw_raster_begin(ctx, 2, 1, 2, 1)) piepaw_raster_add_row(ctx->raster, row);
}

static void probe_in_child(piepaw_context *ctx, const void *argument) {
  const probe_request *request = argument;
  piepaw_run_isolated(ctx, "the probe decoder", probe_decode, request, request->timeout_milliseconds);
}

piepaw_image_result piepaw_isolation_probe(
    piepaw_probe_ending behaviour, uint32_t timeout_milliseconds, piepaw_raster *raster) {
  static const piepaw_limits no_limits = {0, 0, 0, 0, 0, 0};
  probe_request request = {behaviour, timeout_milliseconds};
  return piepaw_raster_read_with(no_limits, 2, 1, raster, probe_in_child, &request);
}
