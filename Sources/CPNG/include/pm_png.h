#ifndef PM_PNG_H
#define PM_PNG_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Every function here runs libpng behind a single setjmp, so a libpng error becomes a negative
 * return value with its message copied into `err` (truncated to `err_len`, always
 * NUL-terminated when err_len > 0) instead of the library's default abort.
 */

enum {
    PM_PNG_OK = 0,
    PM_PNG_ERR_DAMAGED = -1,    /* libpng rejected the data; `err` holds its message */
    PM_PNG_ERR_NOT_PNG = -2,    /* no PNG signature at the start */
    PM_PNG_ERR_TRUNCATED = -3,  /* the data ends before the image does */
    PM_PNG_ERR_TOO_LARGE = -4,  /* over `max_pixels`; `info` holds the size */
    PM_PNG_ERR_NO_MEMORY = -5,
    PM_PNG_ERR_ARGUMENT = -6,
};

/* Values match libpng's PNG_COLOR_TYPE_*. */
enum {
    PM_PNG_COLOR_GRAY = 0,
    PM_PNG_COLOR_RGB = 2,
    PM_PNG_COLOR_PALETTE = 3,
    PM_PNG_COLOR_GRAY_ALPHA = 4,
    PM_PNG_COLOR_RGB_ALPHA = 6,
};

/*
 * Bounds handed to libpng, so that no file makes it allocate much besides the caller's pixels.
 * A wider or taller image is refused while its header is read: libpng's row buffers grow with
 * the width. Every chunk but IHDR, PLTE (at most 768 bytes), tRNS, IDAT and IEND is skipped
 * unread, so no metadata is buffered or inflated; the chunk limits are a second fence: a longer
 * chunk draws a warning, inflated metadata would stop there, and at most so many ancillary
 * chunks would be stored.
 */
enum {
    PM_PNG_MAX_SIDE = 262144,
    PM_PNG_MAX_CHUNK_BYTES = 1048576,
    PM_PNG_MAX_CACHED_CHUNKS = 32,
};

typedef struct pm_png_info {
    int width;
    int height;
    int bit_depth;
    int color_type;
    int interlaced;
    /* An alpha channel, or a tRNS chunk making some colour or palette entry transparent. */
    int has_transparency;
} pm_png_info;

/* Reads the chunks before the image data only: no pixel memory is allocated. */
int pm_png_read_info(const unsigned char *data, size_t len, pm_png_info *info,
                     char *err, size_t err_len);

/*
 * Decodes to tightly packed 8-bit RGB at full size: palette and grayscale become RGB, 16-bit
 * samples are scaled to 8 bits, transparency (alpha or tRNS) is composited over white, and
 * Adam7 interlacing is undone. No colour management (gAMA, iCCP and the like are skipped).
 * width × height is checked against `max_pixels` before anything the size of the image is
 * allocated. On success `*out` holds a buffer to release with pm_png_free, `info` the size, and
 * `*warnings` counts the problems libpng worked around, the first one's message left in `err`.
 * On failure `info` still holds what the header gave, if it was read.
 */
int pm_png_decode_rgb(const unsigned char *data, size_t len, unsigned long max_pixels,
                      unsigned char **out, pm_png_info *info, int *warnings,
                      char *err, size_t err_len);

/* Releases a buffer returned by this target. NULL is ignored. */
void pm_png_free(void *buffer);

#ifdef __cplusplus
}
#endif

#endif
