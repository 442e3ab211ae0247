#ifndef PM_JPEG_DECODE_H
#define PM_JPEG_DECODE_H

#include <stddef.h>

#include "pm_jpeg.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Results of the decoding functions; a negative code also leaves a message in `err`. */
enum {
    PM_JPEG_OK = 0,
    PM_JPEG_ERR_DAMAGED = -1,     /* libjpeg rejected the data; `err` holds its message */
    PM_JPEG_ERR_NOT_JPEG = -2,    /* no SOI marker at the start */
    PM_JPEG_ERR_NO_IMAGE = -3,    /* markers end before any SOS */
    PM_JPEG_ERR_TOO_LARGE = -4,   /* over `max_pixels`; `info` holds the size */
    PM_JPEG_ERR_NO_MEMORY = -5,
    PM_JPEG_ERR_ARGUMENT = -6,
};

/* Values match libjpeg's J_COLOR_SPACE. */
enum {
    PM_JPEG_COLOR_UNKNOWN = 0,
    PM_JPEG_COLOR_GRAY = 1,
    PM_JPEG_COLOR_RGB = 2,
    PM_JPEG_COLOR_YCBCR = 3,
    PM_JPEG_COLOR_CMYK = 4,
    PM_JPEG_COLOR_YCCK = 5,
};

typedef struct pm_jpeg_info {
    int width;
    int height;
    int components;
    int color_space;
    int progressive;
} pm_jpeg_info;

/* Reads the header only: no pixel memory is allocated. */
int pm_jpeg_read_info(const unsigned char *data, size_t len, pm_jpeg_info *info,
                      char *err, size_t err_len);

/*
 * Decodes to tightly packed 8-bit RGB at 1/`scale_denom` size (1, 2, 4 or 8; each side is
 * rounded up). Grayscale, CMYK and YCCK sources are converted to RGB. The source's
 * width × height is checked against `max_pixels` before anything the size of the image is
 * allocated. On success `*out` holds a buffer to release with pm_jpeg_free, `info` holds the
 * output size, and `*warnings` counts recoverable problems (a truncated file decodes with
 * warnings, the missing part filled in), the first one's message left in `err`. On failure
 * `info` still holds what the header gave.
 */
int pm_jpeg_decode_rgb(const unsigned char *data, size_t len, int scale_denom,
                       unsigned long max_pixels, unsigned char **out, pm_jpeg_info *info,
                       int *warnings, char *err, size_t err_len);

/*
 * Decodes the JPEG file at `path` at 1/8 size, a row at a time, and throws the rows away: every
 * marker and entropy-coded bit is read with memory that does not grow with the file. Answers
 * PM_JPEG_OK with `*warnings` counting recoverable problems (the first one's message in `err`),
 * PM_JPEG_ERR_TOO_LARGE over `max_pixels` (before anything the size of the image is allocated),
 * or another code with libjpeg's message in `err`.
 */
int pm_jpeg_verify_file(const char *path, unsigned long max_pixels, int *warnings,
                        char *err, size_t err_len);

#ifdef __cplusplus
}
#endif

#endif
