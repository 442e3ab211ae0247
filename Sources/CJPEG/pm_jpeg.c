#include "pm_jpeg.h"
#include "pm_jpeg_error.h"

#include <stdlib.h>
#include <string.h>

/* ---- Shared error handling ------------------------------------------------------------- */

void pm_copy_message(char *err, size_t err_len, const char *message) {
    if (err != NULL && err_len > 0) {
        snprintf(err, err_len, "%s", message);
    }
}

static void pm_error_exit(j_common_ptr cinfo) {
    struct pm_error_manager *manager = (struct pm_error_manager *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    pm_copy_message(manager->message, manager->message_len, text);
    longjmp(manager->escape, 1);
}

/* libjpeg calls this only for the first warning (at the default trace level). */
static void pm_output_message(j_common_ptr cinfo) {
    struct pm_error_manager *manager = (struct pm_error_manager *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    pm_copy_message(manager->message, manager->message_len, text);
}

struct jpeg_error_mgr *pm_error_manager_init(struct pm_error_manager *manager,
                                             char *err, size_t err_len) {
    struct jpeg_error_mgr *base = jpeg_std_error(&manager->base);
    base->error_exit = pm_error_exit;
    base->output_message = pm_output_message;
    manager->message = err;
    manager->message_len = err_len;
    return base;
}

void pm_jpeg_free(void *buffer) {
    free(buffer);
}

/* ---- Encoding -------------------------------------------------------------------------- */

/*
 * A short progressive script for 3-component YCbCr: a DC preview, then low luma frequencies,
 * chroma, and the remaining luma detail. libjpeg's jpeg_simple_progression uses ten scans with
 * successive approximation; every scan costs a pass over all coefficients (twice, as
 * progressive mode always optimises its Huffman tables), which made large images several
 * times slower to encode than baseline ones.
 */
static const jpeg_scan_info pm_progressive_scans[] = {
    {3, {0, 1, 2, 0}, 0, 0, 0, 0},
    {1, {0, 0, 0, 0}, 1, 5, 0, 0},
    {1, {1, 0, 0, 0}, 1, 63, 0, 0},
    {1, {2, 0, 0, 0}, 1, 63, 0, 0},
    {1, {0, 0, 0, 0}, 6, 63, 0, 0},
};

/*
 * Worst-case size of a baseline or progressive 4:2:0 JPEG (the bound TurboJPEG uses), so
 * jpeg_mem_dest never has to grow the buffer: a buffer the library grew itself would leak
 * if an error struck afterwards, because its memory destination keeps it private.
 */
static size_t pm_encode_bound(int width, int height) {
    if (width <= 0 || height <= 0 || width > JPEG_MAX_DIMENSION || height > JPEG_MAX_DIMENSION) {
        return 4096;
    }
    size_t padded_width = ((size_t)width + 15) & ~(size_t)15;
    size_t padded_height = ((size_t)height + 15) & ~(size_t)15;
    return padded_width * padded_height * 3 + 4096;
}

int pm_jpeg_encode_rgb(const unsigned char *rgb, int width, int height, int quality,
                       int progressive, unsigned char **out, unsigned long *out_len,
                       char *err, size_t err_len) {
    if (rgb == NULL || out == NULL || out_len == NULL) {
        pm_copy_message(err, err_len, "pm_jpeg_encode_rgb: NULL argument");
        return -1;
    }
    if (width < 0 || height < 0) {
        pm_copy_message(err, err_len, "pm_jpeg_encode_rgb: negative dimension");
        return -1;
    }
    *out = NULL;
    *out_len = 0;

    size_t bound = pm_encode_bound(width, height);
    unsigned char *const initial = malloc(bound);
    if (initial == NULL) {
        pm_copy_message(err, err_len, "pm_jpeg_encode_rgb: out of memory");
        return -1;
    }

    struct jpeg_compress_struct cinfo;
    struct pm_error_manager manager;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = pm_error_manager_init(&manager, err, err_len);
    if (setjmp(manager.escape)) {
        jpeg_destroy_compress(&cinfo);
        free(initial);
        return -1;
    }

    jpeg_create_compress(&cinfo);
    unsigned char *buffer = initial;
    unsigned long length = (unsigned long)bound;
    jpeg_mem_dest(&cinfo, &buffer, &length);

    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    if (progressive) {
        cinfo.scan_info = pm_progressive_scans;
        cinfo.num_scans = (int)(sizeof pm_progressive_scans / sizeof pm_progressive_scans[0]);
    }
    jpeg_start_compress(&cinfo, TRUE);

    const size_t stride = (size_t)width * 3;
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW rows[16];
        JDIMENSION count = 0;
        while (count < 16 && cinfo.next_scanline + count < cinfo.image_height) {
            rows[count] = (JSAMPROW)(rgb + (size_t)(cinfo.next_scanline + count) * stride);
            count += 1;
        }
        jpeg_write_scanlines(&cinfo, rows, count);
    }

    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    if (buffer != initial) {
        free(initial);
    }
    *out = buffer;
    *out_len = length;
    return 0;
}
