#include "pm_sixel_sequence.h"

#include "pm_sixel.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char pm_sixel_dcs_start[] = "\033P0;1";
const char pm_sixel_dcs_end[] = "\033\\";
const char pm_libsixel_start[] = "q\"1;1;";
const size_t pm_libsixel_start_length = sizeof pm_libsixel_start - 1;

void pm_sixel_copy_message(char *message, size_t message_size, const char *text) {
    if (message != NULL && message_size > 0) {
        snprintf(message, message_size, "%s", text);
    }
}

/* Once full or failed, the sink takes nothing more. */
void pm_sixel_sink_append(struct pm_sixel_sink *sink, const void *data, size_t count) {
    if (sink->overflowed || sink->out_of_memory) {
        return;
    }
    if (count > sink->max_bytes - sink->length) {
        sink->overflowed = 1;
        return;
    }
    const size_t needed = sink->length + count;
    if (needed > sink->capacity) {
        size_t capacity = sink->capacity < 16384 ? 16384 : sink->capacity;
        while (capacity < needed) {
            capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
        }
        if (capacity > sink->max_bytes) {
            capacity = sink->max_bytes;
        }
        unsigned char *grown = realloc(sink->bytes, capacity);
        if (grown == NULL) {
            sink->out_of_memory = 1;
            return;
        }
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->length, data, count);
    sink->length = needed;
}

/* libsixel ignores the return value: it cannot be stopped, only ignored. */
int pm_sixel_write(char *data, int size, void *context) {
    if (size > 0) {
        pm_sixel_sink_append((struct pm_sixel_sink *)context, data, (size_t)size);
    }
    return size;
}

/*
 * libsixel (1.10.3) starts an image under six pixels high with a graphics new line (`-`) right
 * after the palette, which draws it one band (six pixels) lower than the cursor and six pixels
 * taller; that `-` is dropped here. The palette holds only `#`, digits and `;`.
 */
static int pm_is_palette_byte(unsigned char byte) {
    return (byte >= '0' && byte <= '9') || byte == ';' || byte == '#';
}

static void pm_drop_leading_band_break(struct pm_sixel_sink *sink, size_t libsixel_start, int height) {
    if (height >= 6) {
        return;
    }
    size_t index = libsixel_start + pm_libsixel_start_length;
    while (index < sink->length && pm_is_palette_byte(sink->bytes[index])) {
        index++;
    }
    if (index < sink->length && sink->bytes[index] == '-') {
        memmove(sink->bytes + index, sink->bytes + index + 1, sink->length - index - 1);
        sink->length -= 1;
    }
}

/* Past our ESC P: libsixel's expected start, then nothing a terminal would act on. */
static int pm_is_plain_sixel_data(const struct pm_sixel_sink *sink, size_t libsixel_start) {
    const size_t start_length = pm_libsixel_start_length;
    if (sink->length - libsixel_start < start_length
        || memcmp(sink->bytes + libsixel_start, pm_libsixel_start, start_length) != 0) {
        return 0;
    }
    for (size_t index = libsixel_start; index < sink->length; index++) {
        if (sink->bytes[index] < 0x20 || sink->bytes[index] > 0x7E) {
            return 0;
        }
    }
    return 1;
}

int pm_sixel_finish_sequence(struct pm_sixel_sink *sink, size_t libsixel_start, int height,
                              char *message, size_t message_size) {
    if (!sink->overflowed && !sink->out_of_memory) {
        pm_drop_leading_band_break(sink, libsixel_start, height);
        if (!pm_is_plain_sixel_data(sink, libsixel_start)) {
            pm_sixel_copy_message(message, message_size, "libsixel wrote something other than plain sixel data");
            return PM_SIXEL_ERR_LIBSIXEL;
        }
        pm_sixel_sink_append(sink, pm_sixel_dcs_end, strlen(pm_sixel_dcs_end));
    }
    if (sink->out_of_memory) {
        pm_sixel_copy_message(message, message_size, "out of memory for the sequence");
        return PM_SIXEL_ERR_NO_MEMORY;
    }
    if (sink->overflowed) {
        char text[120];
        snprintf(text, sizeof text, "the sequence would be longer than %zu bytes", sink->max_bytes);
        pm_sixel_copy_message(message, message_size, text);
        return PM_SIXEL_ERR_TOO_LARGE;
    }
    return PM_SIXEL_OK;
}
