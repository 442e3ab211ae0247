#ifndef PHOTOMANIA_CLINUX_SHIM_H
#define PHOTOMANIA_CLINUX_SHIM_H

/* Linux file calls that Glibc's Swift module leaves out. */
#include <sys/xattr.h>

/* GNU extensions of <unistd.h> and <fcntl.h>, declared here so that no _GNU_SOURCE is needed. */
extern int syncfs(int fd);
extern int sync_file_range(int fd, long long offset, long long nbytes, unsigned int flags);
enum { PM_SYNC_FILE_RANGE_WRITE = 2 };

#endif
