#ifndef PM_SIXEL_H
#define PM_SIXEL_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
    PM_SIXEL_OK = 0,
    PM_SIXEL_ERR_ARGUMENT = -1,   /* a NULL pointer, a bad size or colour count; nothing reached libsixel */
    PM_SIXEL_ERR_TOO_LARGE = -2,  /* the sequence would be longer than `max_bytes` */
    PM_SIXEL_ERR_NO_MEMORY = -3,
    PM_SIXEL_ERR_LIBSIXEL = -4,   /* libsixel failed; `message` holds its status */
};

enum {
    PM_SIXEL_MAX_SIDE = 4096,
    PM_SIXEL_MIN_COLORS = 2,
    PM_SIXEL_MAX_COLORS = 256,
};

/*
 * Encodes `width` × `height` pixels of tightly packed 8-bit RGB (`rgb_length` must be exactly
 * width × height × 3; each side 1 ... PM_SIXEL_MAX_SIDE) as one SIXEL sequence: 7-bit
 * `ESC P 0;1 q`, raster attributes `"1;1;width;height` (so the size is exact), the palette, the
 * bands, `ESC \`, and no other byte outside 0x20 ... 0x7E. The palette is libsixel's median cut
 * to at most `max_colors` colours (PM_SIXEL_MIN_COLORS ... PM_SIXEL_MAX_COLORS), each entry moved
 * to the middle of its five-bit level, and the pixels are always Floyd–Steinberg dithered. `rgb`
 * is only read: libsixel's diffusion writes into a copy.
 *
 * The output never grows past `max_bytes`: once libsixel hands over a piece that would overflow
 * it, nothing more is kept and PM_SIXEL_ERR_TOO_LARGE is returned (libsixel cannot be stopped
 * midway; it runs to its end, writing nowhere). On success `*out` holds the sequence (not
 * NUL-terminated), to release with pm_sixel_free, and `*out_length` its length; on failure `*out`
 * is NULL, `*out_length` 0 and `message` says why (truncated to `message_size`, always
 * NUL-terminated when message_size > 0). Every libsixel object is released on every path.
 * Calls from several threads take turns inside libsixel, whose median cut keeps state in a
 * static variable.
 */
int pm_sixel_encode(const unsigned char *rgb, size_t rgb_length, int width, int height,
                    int max_colors, size_t max_bytes,
                    unsigned char **out, size_t *out_length,
                    char *message, size_t message_size);

/* Releases a buffer returned by pm_sixel_encode. NULL is ignored. */
void pm_sixel_free(void *buffer);

#ifdef __cplusplus
}
#endif

#endif
