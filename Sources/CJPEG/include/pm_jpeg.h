#ifndef PM_JPEG_H
#define PM_JPEG_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Every function here runs libjpeg behind a single setjmp, so a libjpeg error becomes a
 * return value of -1 with its message copied into `err` (truncated to `err_len`, always
 * NUL-terminated when err_len > 0) instead of the library's default exit().
 */

/*
 * Encodes `height` rows of `width` tightly packed 8-bit RGB pixels (3 * width bytes a row).
 * `quality` is clamped to 1...100; a non-zero `progressive` writes a progressive JPEG.
 * On success returns 0 and stores a buffer in `*out` that the caller releases with
 * pm_jpeg_free, and its length in `*out_len`.
 */
int pm_jpeg_encode_rgb(const unsigned char *rgb, int width, int height, int quality,
                       int progressive, unsigned char **out, unsigned long *out_len,
                       char *err, size_t err_len);

/* Releases a buffer returned by this target. NULL is ignored. */
void pm_jpeg_free(void *buffer);

#ifdef __cplusplus
}
#endif

#endif
