/* Runs one command for scripts/bench and prints what it cost: wall seconds, user and system CPU seconds
 * and peak RSS in KiB, from wait4's rusage of the child. A launcher of its own because a child forked
 * from the Python benchmark starts with Python's resident pages, which Linux counts in the child's peak
 * RSS (about 14 MiB even for `true`); forked from this small program the floor is about 1 MiB.
 *
 *   bench-runner COMMAND [ARG ...]    (the command's stdout goes to /dev/null, its stderr is kept)
 *
 * Prints "wall user sys maxrss_kib exit_status" on stdout; exits 127 when the command cannot start. */

#define _GNU_SOURCE

#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(struct timeval value) { return (double)value.tv_sec + (double)value.tv_usec / 1e6; }

static double now(void) {
  struct timespec value;
  clock_gettime(CLOCK_MONOTONIC, &value);
  return (double)value.tv_sec + (double)value.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s COMMAND [ARG ...]\n", argv[0]);
    return 2;
  }
  fflush(stdout);
  double started = now();
  pid_t child = fork();
  if (child < 0) {
    perror("fork");
    return 127;
  }
  if (child == 0) {
    int null = open("/dev/null", O_WRONLY);
    if (null >= 0) dup2(null, STDOUT_FILENO);
    execvp(argv[1], argv + 1);
    perror(argv[1]);
    _exit(127);
  }
  int status = 0;
  struct rusage usage;
  if (wait4(child, &status, 0, &usage) < 0) {
    perror("wait4");
    return 127;
  }
  double wall = now() - started;
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  printf("%.6f %.6f %.6f %ld %d\n", wall, seconds(usage.ru_utime), seconds(usage.ru_stime), usage.ru_maxrss, code);
  return code == 127 ? 127 : 0;
}
