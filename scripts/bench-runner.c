/* Runs one command for scripts/bench and prints what it cost: wall seconds, user and system CPU seconds
 * and peak RSS in KiB, from wait4's rusage of the child. A launcher of its own because a child forked
 * from the Python benchmark starts with Python's resident pages, which Linux counts in the child's peak
 * RSS (about 14 MiB even for `true`); forked from this small program the floor is about 1 MiB.
 *
 *   bench-runner [--fifo] COMMAND [ARG ...]    (the command's stdout goes to /dev/null, its stderr is kept)
 *
 * --fifo runs the command (and the threads it starts) under SCHED_FIFO at the lowest real-time priority, so that
 * ordinary processes of other users cannot take its cores: on a shared machine this stands in for an idle one.
 * It needs root or CAP_SYS_NICE (Linux keeps 5% of each second for ordinary processes even then).
 *
 * Prints "wall user sys maxrss_kib exit_status" on stdout; exits 127 when the command cannot start. */

#define _GNU_SOURCE

#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
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
  int first = 1;
  int fifo = argc > 1 && strcmp(argv[1], "--fifo") == 0;
  if (fifo) first = 2;
  if (argc <= first) {
    fprintf(stderr, "usage: %s [--fifo] COMMAND [ARG ...]\n", argv[0]);
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
    struct sched_param lowest = {.sched_priority = sched_get_priority_min(SCHED_FIFO)};
    if (fifo && sched_setscheduler(0, SCHED_FIFO, &lowest) != 0) {
      perror("sched_setscheduler(SCHED_FIFO)");
      _exit(127);
    }
    execvp(argv[first], argv + first);
    perror(argv[first]);
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
