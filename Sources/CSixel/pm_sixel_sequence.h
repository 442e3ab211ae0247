#ifndef PM_SIXEL_SEQUENCE_H
#define PM_SIXEL_SEQUENCE_H

#include <stddef.h>

/* The sequence being built: our DCS envelope around what libsixel writes, capped while written. */

/* Where the sequence is appended, never past `max_bytes`. */
struct pm_sixel_sink {
    unsigned char *bytes;
    size_t length;
    size_t capacity;
    size_t max_bytes;
    int overflowed;
    int out_of_memory;
};

void pm_sixel_copy_message(char *message, size_t message_size, const char *text);
void pm_sixel_sink_append(struct pm_sixel_sink *sink, const void *data, size_t count);
int pm_sixel_write(char *data, int size, void *context);

/*
 * The DCS envelope is ours: 7-bit ESC P and ESC \ whatever libsixel would choose, and P2 = 1 so
 * that the unset rows of the last six-pixel band stay transparent instead of painting over
 * whatever is below the image. libsixel writes the rest: `q`, the raster attributes, the
 * palette, the bands.
 */
extern const char pm_sixel_dcs_start[];
extern const char pm_sixel_dcs_end[];
extern const char pm_libsixel_start[];
extern const size_t pm_libsixel_start_length;

/* Our ESC \ after libsixel's part, once that is checked; the verdict on the whole sequence. */
int pm_sixel_finish_sequence(struct pm_sixel_sink *sink, size_t libsixel_start, int height,
                       char *message, size_t message_size);

#endif
