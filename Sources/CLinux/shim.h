#ifndef PHOTOMANIA_CLINUX_SHIM_H
#define PHOTOMANIA_CLINUX_SHIM_H

/* Linux file and socket calls that Glibc's Swift module leaves out. */
#include <sys/xattr.h>
#include <spawn.h>

/* GNU extensions of <unistd.h> and <fcntl.h>, declared here so that no _GNU_SOURCE is needed. */
extern int syncfs(int fd);
extern int sync_file_range(int fd, long long offset, long long nbytes, unsigned int flags);
enum { PM_SYNC_FILE_RANGE_WRITE = 2 };
/* open(2)'s O_TMPFILE: a file with no name yet, given one later by linkat(2). */
enum { PM_O_TMPFILE = 020000000 | 0200000 };
/* Descriptors that are close-on-exec from the moment they exist. */
extern int pipe2(int fds[2], int flags);
struct sockaddr;
extern int accept4(int fd, struct sockaddr *address, unsigned int *length, int flags);
/* Pseudo-terminals (<stdlib.h> declares them only with _XOPEN_SOURCE): the tests' fake terminals. */
extern int posix_openpt(int flags);
extern int grantpt(int fd);
extern int unlockpt(int fd);
extern int ptsname_r(int fd, char *name, unsigned long length);
/* <malloc.h>'s tuning: M_ARENA_MAX caps glibc's per-thread heaps. */
extern int mallopt(int param, int value);
enum { PM_M_ARENA_MAX = -8 };
/* A child started with these actions inherits no descriptor from `from` on (glibc 2.34). */
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

#endif
