/* The input of one decode: a file read with read(2) through one reused buffer, or bytes in memory. */

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "piepaw_internal.h"

#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif

static const char *open_failure_reason(int error) {
  switch (error) {
  case ENOENT: return "no such file";
  case EACCES: return "permission denied";
  case EISDIR: return "is a directory";
  case ELOOP: return "too many levels of symbolic links";
  case ENAMETOOLONG: return "file name too long";
  case ENOTDIR: return "a path component is not a directory";
  case EMFILE:
  case ENFILE: return "too many open files";
  default: return "cannot open";
  }
}

static const char *file_kind(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

int piepaw_source_open_file(piepaw_source *source, const char *path, uint8_t *buffer, uint64_t *size,
    char *message, size_t message_capacity) {
  memset(source, 0, sizeof *source);
  source->fd = -1;
  /* O_NONBLOCK: opening a FIFO must not wait for a writer; it is rejected by the fstat below. */
  int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) {
    snprintf(message, message_capacity, "%s (errno %d)", open_failure_reason(errno), errno);
    return 0;
  }
  struct stat status;
  if (fstat(fd, &status) != 0) {
    snprintf(message, message_capacity, "cannot stat (errno %d)", errno);
    close(fd);
    return 0;
  }
  if (!S_ISREG(status.st_mode)) {
    snprintf(message, message_capacity, "%s, not an image file", file_kind(status.st_mode));
    close(fd);
    return 0;
  }
  source->fd = fd;
  source->next_read_size = PIEPAW_FIRST_READ_SIZE;
  source->buffer = buffer;
  source->window = buffer;
  *size = status.st_size > 0 ? (uint64_t)status.st_size : 0;
  return 1;
}

void piepaw_source_open_memory(piepaw_source *source, const uint8_t *bytes, size_t count) {
  memset(source, 0, sizeof *source);
  source->fd = -1;
  source->window = bytes;
  source->window_length = bytes == NULL ? 0 : count;
  source->at_end = 1;
}

void piepaw_source_close(piepaw_source *source) {
  if (source->fd >= 0) close(source->fd);
  source->fd = -1;
}

/* Appends what read(2) gives to the buffer, up to its end; returns the bytes added. */
static size_t read_more(piepaw_source *source) {
  if (source->at_end || source->failed || source->fd < 0) return 0;
  size_t room = PIEPAW_READ_BUFFER_SIZE - source->window_length;
  if (room == 0) return 0;
  if (room > source->next_read_size) room = source->next_read_size;
  for (;;) {
    ssize_t got = read(source->fd, source->buffer + source->window_length, room);
    if (got > 0) {
      source->window_length += (size_t)got;
      if (source->next_read_size < PIEPAW_READ_BUFFER_SIZE) source->next_read_size *= 2;
      return (size_t)got;
    }
    if (got == 0) {
      source->at_end = 1;
      return 0;
    }
    if (errno != EINTR) {
      source->failed = 1;
      source->failure_errno = errno;
      return 0;
    }
  }
}

/* Starts a new window when the current one is used up. */
static size_t refill(piepaw_source *source) {
  size_t available = source->window_length - source->position;
  if (available > 0 || source->fd < 0) return available;
  source->window_start += source->window_length;
  source->window_length = 0;
  source->position = 0;
  return read_more(source);
}

size_t piepaw_source_peek(piepaw_source *source, size_t count, const uint8_t **bytes) {
  if (source->fd >= 0) {
    if (source->position + count > PIEPAW_READ_BUFFER_SIZE) count = PIEPAW_READ_BUFFER_SIZE - source->position;
    while (source->window_length - source->position < count && read_more(source) > 0) {
    }
  }
  size_t available = source->window_length - source->position;
  *bytes = source->window + source->position;
  return available < count ? available : count;
}

size_t piepaw_source_read(piepaw_source *source, void *destination, size_t count) {
  uint8_t *out = destination;
  size_t copied = 0;
  while (copied < count) {
    size_t available = refill(source);
    if (available == 0) break;
    size_t step = count - copied < available ? count - copied : available;
    memcpy(out + copied, source->window + source->position, step);
    source->position += step;
    copied += step;
  }
  return copied;
}

size_t piepaw_source_take_window(piepaw_source *source, const uint8_t **bytes) {
  size_t available = refill(source);
  *bytes = source->window + source->position;
  source->position += available;
  return available;
}

uint64_t piepaw_source_offset(const piepaw_source *source) {
  return source->window_start + source->position;
}
