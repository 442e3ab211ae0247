#include "pm_sixel.h"
#include "pm_sixel_sequence.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if __has_include(<sixel.h>)
#include <sixel.h>
#else
#include <sixel/sixel.h>  /* Debian's libsixel-dev: pkg-config adds -I/usr/include/sixel, SwiftPM does not */
#endif

/*
 * libsixel keeps process-wide state: its median cut sorts through a comparator that reads a
 * static variable (quant.c, `compareplanePlane`), and its error paths write a static message
 * buffer. Two encodes at once could each sort by the other's colour plane, so every libsixel
 * call here runs under this lock.
 */
static pthread_mutex_t pm_sixel_lock = PTHREAD_MUTEX_INITIALIZER;

/* libsixel's own formatter may fill a static buffer (sixel_helper_format_error), so not that. */
static int pm_libsixel_failure(SIXELSTATUS status, const char *step, char *message, size_t message_size) {
    if (message != NULL && message_size > 0) {
        const char *reason = status == SIXEL_BAD_ALLOCATION ? "out of memory"
            : status == SIXEL_BAD_ARGUMENT ? "bad argument"
            : status == SIXEL_BAD_INPUT ? "bad input"
            : status == SIXEL_BAD_INTEGER_OVERFLOW ? "integer overflow"
            : "error";
        snprintf(message, message_size, "libsixel: %s failed: %s (status 0x%04x)", step, reason, (unsigned)status);
    }
    return status == SIXEL_BAD_ALLOCATION ? PM_SIXEL_ERR_NO_MEMORY : PM_SIXEL_ERR_LIBSIXEL;
}

static int pm_check_arguments(const unsigned char *rgb, size_t rgb_length, int width, int height,
                              int max_colors, size_t max_bytes, char *message, size_t message_size) {
    char text[160];
    if (rgb == NULL) {
        pm_sixel_copy_message(message, message_size, "pm_sixel_encode: NULL pixels");
        return PM_SIXEL_ERR_ARGUMENT;
    }
    if (width < 1 || height < 1 || width > PM_SIXEL_MAX_SIDE || height > PM_SIXEL_MAX_SIDE) {
        snprintf(text, sizeof text, "the image is %d \xC3\x97 %d pixels; each side must be 1 to %d",
                 width, height, PM_SIXEL_MAX_SIDE);
        pm_sixel_copy_message(message, message_size, text);
        return PM_SIXEL_ERR_ARGUMENT;
    }
    if (rgb_length != (size_t)width * (size_t)height * 3) {
        snprintf(text, sizeof text, "%zu bytes of pixels for %d \xC3\x97 %d RGB pixels (%zu expected)",
                 rgb_length, width, height, (size_t)width * (size_t)height * 3);
        pm_sixel_copy_message(message, message_size, text);
        return PM_SIXEL_ERR_ARGUMENT;
    }
    if (max_colors < PM_SIXEL_MIN_COLORS || max_colors > PM_SIXEL_MAX_COLORS) {
        snprintf(text, sizeof text, "%d colours asked for; %d to %d are possible",
                 max_colors, PM_SIXEL_MIN_COLORS, PM_SIXEL_MAX_COLORS);
        pm_sixel_copy_message(message, message_size, text);
        return PM_SIXEL_ERR_ARGUMENT;
    }
    if (max_bytes == 0) {
        pm_sixel_copy_message(message, message_size, "no bytes allowed for the sequence");
        return PM_SIXEL_ERR_ARGUMENT;
    }
    return PM_SIXEL_OK;
}

/* One sequence: no splitting into many DCS strings for GNU Screen. */
static void pm_configure_output(sixel_output_t *output) {
    sixel_output_set_skip_dcs_envelope(output, 1);
    sixel_output_set_penetrate_multiplexer(output, 0);
    sixel_output_set_palette_type(output, SIXEL_PALETTETYPE_RGB);
}

/*
 * libsixel makes its palette from a histogram of each channel's top five bits, so an entry that
 * stands for eight levels is the lowest of them: colours come out up to 7 levels darker, white
 * as 248. Each entry is moved to the middle of its eight (black to 4, white to 252: keeping the
 * ends exact instead doubled the error of photos with bright skies).
 */
static void pm_centre_palette(sixel_dither_t *dither) {
    const int count = sixel_dither_get_num_of_palette_colors(dither);
    const unsigned char *palette = sixel_dither_get_palette(dither);
    unsigned char centred[PM_SIXEL_MAX_COLORS * 3];
    if (palette == NULL || count < 1 || count > PM_SIXEL_MAX_COLORS) {
        return;
    }
    for (int index = 0; index < count * 3; index++) {
        centred[index] = palette[index] > 251 ? 255 : (unsigned char)(palette[index] + 4);
    }
    sixel_dither_set_palette(dither, centred);
}

/*
 * libsixel 1.10.3 makes its histogram from at most 18383 pixels (in its automatic quality), but
 * of an image with fewer it takes only every sixth pixel: a small picture lost colours outright
 * (a 9 × 1 ramp of nine kept two). Such an image is handed to the histogram with each pixel six
 * times over.
 */
enum { PM_LIBSIXEL_SAMPLED_PIXELS = 18383 };

/* What libsixel is given: a copy of the pixels, as its diffusion writes into them, and what the
   palette is made from, when that is not the same copy. */
struct pm_sixel_pixels {
    unsigned char *pixels;
    unsigned char *sampled;
    int width;
    int height;
};

static int pm_prepare_pixels(const unsigned char *rgb, size_t rgb_length, int width, int height,
                             struct pm_sixel_pixels *prepared) {
    const size_t count = (size_t)width * (size_t)height;
    prepared->pixels = malloc(rgb_length);
    prepared->sampled = count < PM_LIBSIXEL_SAMPLED_PIXELS ? malloc(rgb_length * 6) : NULL;
    prepared->width = width;
    prepared->height = height;
    if (prepared->pixels == NULL || (count < PM_LIBSIXEL_SAMPLED_PIXELS && prepared->sampled == NULL)) {
        free(prepared->pixels);
        free(prepared->sampled);
        return PM_SIXEL_ERR_NO_MEMORY;
    }
    memcpy(prepared->pixels, rgb, rgb_length);
    for (size_t index = 0; prepared->sampled != NULL && index < count; index++) {
        for (size_t copy = 0; copy < 6; copy++) {
            memcpy(prepared->sampled + (index * 6 + copy) * 3, rgb + index * 3, 3);
        }
    }
    return PM_SIXEL_OK;
}

/* Palette and dithering for `pixels`, then libsixel's part into `sink`; under the lock. */
static int pm_encode_locked(const struct pm_sixel_pixels *input, int max_colors,
                            struct pm_sixel_sink *sink, char *message, size_t message_size) {
    sixel_dither_t *dither = NULL;
    sixel_output_t *output = NULL;
    int result = PM_SIXEL_OK;

    SIXELSTATUS status = sixel_dither_new(&dither, max_colors, NULL);
    if (SIXEL_FAILED(status)) {
        return pm_libsixel_failure(status, "sixel_dither_new", message, message_size);
    }
    status = input->sampled != NULL
        ? sixel_dither_initialize(dither, input->sampled, input->width * 6, input->height,
                                  SIXEL_PIXELFORMAT_RGB888, SIXEL_LARGE_AUTO, SIXEL_REP_AUTO, SIXEL_QUALITY_AUTO)
        : sixel_dither_initialize(dither, input->pixels, input->width, input->height,
                                  SIXEL_PIXELFORMAT_RGB888, SIXEL_LARGE_AUTO, SIXEL_REP_AUTO, SIXEL_QUALITY_AUTO);
    if (SIXEL_FAILED(status)) {
        result = pm_libsixel_failure(status, "sixel_dither_initialize", message, message_size);
        goto end;
    }
    pm_centre_palette(dither);
    /* After the palette is made: when the histogram has no more colours than the palette,
       libsixel turns diffusion off, and smooth skies come out in bands of the five-bit levels. */
    sixel_dither_set_diffusion_type(dither, SIXEL_DIFFUSE_FS);
    status = sixel_output_new(&output, pm_sixel_write, sink, NULL);
    if (SIXEL_FAILED(status)) {
        result = pm_libsixel_failure(status, "sixel_output_new", message, message_size);
        goto end;
    }
    pm_configure_output(output);
    status = sixel_encode(input->pixels, input->width, input->height, 3, dither, output);
    if (SIXEL_FAILED(status)) {
        result = pm_libsixel_failure(status, "sixel_encode", message, message_size);
    }

end:
    if (output != NULL) {
        sixel_output_unref(output);
    }
    sixel_dither_unref(dither);
    return result;
}

int pm_sixel_encode(const unsigned char *rgb, size_t rgb_length, int width, int height,
                    int max_colors, size_t max_bytes,
                    unsigned char **out, size_t *out_length,
                    char *message, size_t message_size) {
    if (out == NULL || out_length == NULL) {
        pm_sixel_copy_message(message, message_size, "pm_sixel_encode: NULL output");
        return PM_SIXEL_ERR_ARGUMENT;
    }
    *out = NULL;
    *out_length = 0;
    pm_sixel_copy_message(message, message_size, "");
    int result = pm_check_arguments(rgb, rgb_length, width, height, max_colors, max_bytes,
                                    message, message_size);
    if (result != PM_SIXEL_OK) {
        return result;
    }
    struct pm_sixel_pixels input;
    if (pm_prepare_pixels(rgb, rgb_length, width, height, &input) != PM_SIXEL_OK) {
        pm_sixel_copy_message(message, message_size, "out of memory for a copy of the pixels");
        return PM_SIXEL_ERR_NO_MEMORY;
    }

    struct pm_sixel_sink sink = {NULL, 0, 0, max_bytes, 0, 0};
    pm_sixel_sink_append(&sink, pm_sixel_dcs_start, strlen(pm_sixel_dcs_start));
    const size_t libsixel_start = sink.length;
    if (!sink.overflowed && !sink.out_of_memory) {
        pthread_mutex_lock(&pm_sixel_lock);
        result = pm_encode_locked(&input, max_colors, &sink, message, message_size);
        pthread_mutex_unlock(&pm_sixel_lock);
    }
    free(input.pixels);
    free(input.sampled);
    if (result == PM_SIXEL_OK) {
        result = pm_sixel_finish_sequence(&sink, libsixel_start, height, message, message_size);
    }
    if (result != PM_SIXEL_OK) {
        free(sink.bytes);
        return result;
    }
    *out = sink.bytes;
    *out_length = sink.length;
    return PM_SIXEL_OK;
}

void pm_sixel_free(void *buffer) {
    free(buffer);
}
