#include "pm_jpeg_decode.h"
#include "pm_jpeg_error.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <jerror.h>

static int pm_check_signature(const unsigned char *data, size_t len, char *err, size_t err_len) {
    if (len == 0) {
        pm_copy_message(err, err_len, "the file is empty");
        return PM_JPEG_ERR_NOT_JPEG;
    }
    if (len < 2 || data[0] != 0xFF || data[1] != 0xD8) {
        char text[64];
        if (len < 2) {
            snprintf(text, sizeof text, "not a JPEG file: it is a single byte 0x%02x", data[0]);
        } else {
            snprintf(text, sizeof text, "not a JPEG file: starts with 0x%02x 0x%02x", data[0], data[1]);
        }
        pm_copy_message(err, err_len, text);
        return PM_JPEG_ERR_NOT_JPEG;
    }
    return PM_JPEG_OK;
}

/* Turns the message libjpeg left in `err` into one of this target's codes. */
static int pm_classify_failure(struct pm_error_manager *manager, char *err, size_t err_len) {
    int code = manager->base.msg_code;
    if (code == JERR_NO_IMAGE || code == JERR_SOF_NO_SOS) {
        pm_copy_message(err, err_len, "the JPEG has no image data (missing SOS marker)");
        return PM_JPEG_ERR_NO_IMAGE;
    }
    if (code == JERR_NO_SOI) {
        return PM_JPEG_ERR_NOT_JPEG;
    }
    if (code == JERR_OUT_OF_MEMORY) {
        return PM_JPEG_ERR_NO_MEMORY;
    }
    return PM_JPEG_ERR_DAMAGED;
}

static void pm_fill_info(const struct jpeg_decompress_struct *cinfo, pm_jpeg_info *info) {
    info->width = (int)cinfo->image_width;
    info->height = (int)cinfo->image_height;
    info->components = cinfo->num_components;
    info->color_space = (int)cinfo->jpeg_color_space;
    info->progressive = cinfo->progressive_mode ? 1 : 0;
}

int pm_jpeg_read_info(const unsigned char *data, size_t len, pm_jpeg_info *info,
                      char *err, size_t err_len) {
    if (data == NULL || info == NULL) {
        pm_copy_message(err, err_len, "pm_jpeg_read_info: NULL argument");
        return PM_JPEG_ERR_ARGUMENT;
    }
    memset(info, 0, sizeof *info);
    int signature = pm_check_signature(data, len, err, err_len);
    if (signature != PM_JPEG_OK) {
        return signature;
    }

    struct jpeg_decompress_struct cinfo;
    struct pm_error_manager manager;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = pm_error_manager_init(&manager, err, err_len);
    if (setjmp(manager.escape)) {
        int code = pm_classify_failure(&manager, err, err_len);
        jpeg_destroy_decompress(&cinfo);
        return code;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)len);
    jpeg_read_header(&cinfo, TRUE);
    pm_fill_info(&cinfo, info);
    jpeg_destroy_decompress(&cinfo);
    return PM_JPEG_OK;
}

/*
 * CMYK to RGB by the naive formula (no colour profile). Adobe applications write the ink
 * values inverted (0 = full ink), which is the usual case; others store them as is.
 */
static void pm_cmyk_row_to_rgb(const unsigned char *cmyk, unsigned char *rgb, JDIMENSION width,
                               int inverted) {
    for (JDIMENSION x = 0; x < width; x++) {
        unsigned c = cmyk[0], m = cmyk[1], y = cmyk[2], k = cmyk[3];
        if (!inverted) {
            c = 255 - c;
            m = 255 - m;
            y = 255 - y;
            k = 255 - k;
        }
        rgb[0] = (unsigned char)((c * k + 127) / 255);
        rgb[1] = (unsigned char)((m * k + 127) / 255);
        rgb[2] = (unsigned char)((y * k + 127) / 255);
        cmyk += 4;
        rgb += 3;
    }
}

static void pm_too_large_message(const pm_jpeg_info *info, unsigned long max_pixels,
                                 char *err, size_t err_len) {
    char text[160];
    snprintf(text, sizeof text, "the image is %d \xC3\x97 %d pixels, over the limit of %g megapixels",
             info->width, info->height, (double)max_pixels / 1e6);
    pm_copy_message(err, err_len, text);
}

/* RGB out (CMYK from CMYK/YCCK sources, converted afterwards) at 1/`scale_denom`; answers
   whether the output is CMYK. */
static int pm_choose_output(struct jpeg_decompress_struct *cinfo, int scale_denom) {
    const int is_cmyk = cinfo->jpeg_color_space == JCS_CMYK || cinfo->jpeg_color_space == JCS_YCCK;
    cinfo->out_color_space = is_cmyk ? JCS_CMYK : JCS_RGB;
    cinfo->scale_num = 1;
    cinfo->scale_denom = (unsigned int)scale_denom;
    if (scale_denom > 1) {
        /* A reduced image is box-filtered afterwards: the fast integer IDCT and plain chroma
           upsampling are indistinguishable there and save a third of the decode time. */
        cinfo->dct_method = JDCT_IFAST;
        cinfo->do_fancy_upsampling = FALSE;
    }
    return is_cmyk;
}

int pm_jpeg_decode_rgb(const unsigned char *data, size_t len, int scale_denom,
                       unsigned long max_pixels, unsigned char **out, pm_jpeg_info *info,
                       int *warnings, char *err, size_t err_len) {
    if (data == NULL || out == NULL || info == NULL || warnings == NULL) {
        pm_copy_message(err, err_len, "pm_jpeg_decode_rgb: NULL argument");
        return PM_JPEG_ERR_ARGUMENT;
    }
    if (scale_denom != 1 && scale_denom != 2 && scale_denom != 4 && scale_denom != 8) {
        pm_copy_message(err, err_len, "pm_jpeg_decode_rgb: scale_denom must be 1, 2, 4 or 8");
        return PM_JPEG_ERR_ARGUMENT;
    }
    *out = NULL;
    *warnings = 0;
    memset(info, 0, sizeof *info);
    int signature = pm_check_signature(data, len, err, err_len);
    if (signature != PM_JPEG_OK) {
        return signature;
    }

    struct jpeg_decompress_struct cinfo;
    struct pm_error_manager manager;
    unsigned char *volatile pixels = NULL;
    unsigned char *volatile cmyk_row = NULL;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = pm_error_manager_init(&manager, err, err_len);
    if (setjmp(manager.escape)) {
        int code = pm_classify_failure(&manager, err, err_len);
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        free(cmyk_row);
        return code;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)len);
    jpeg_read_header(&cinfo, TRUE);
    pm_fill_info(&cinfo, info);

    if ((uint64_t)cinfo.image_width * cinfo.image_height > (uint64_t)max_pixels) {
        pm_too_large_message(info, max_pixels, err, err_len);
        jpeg_destroy_decompress(&cinfo);
        return PM_JPEG_ERR_TOO_LARGE;
    }

    const int is_cmyk = pm_choose_output(&cinfo, scale_denom);
    jpeg_start_decompress(&cinfo);

    const size_t stride = (size_t)cinfo.output_width * 3;
    pixels = malloc(stride * cinfo.output_height);
    if (is_cmyk) {
        cmyk_row = malloc((size_t)cinfo.output_width * 4);
    }
    if (pixels == NULL || (is_cmyk && cmyk_row == NULL)) {
        pm_copy_message(err, err_len, "out of memory for the decoded image");
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        free(cmyk_row);
        return PM_JPEG_ERR_NO_MEMORY;
    }

    while (cinfo.output_scanline < cinfo.output_height) {
        unsigned char *row = pixels + (size_t)cinfo.output_scanline * stride;
        JSAMPROW target = is_cmyk ? cmyk_row : row;
        if (jpeg_read_scanlines(&cinfo, &target, 1) != 1) {
            break;
        }
        if (is_cmyk) {
            pm_cmyk_row_to_rgb(cmyk_row, row, cinfo.output_width, cinfo.saw_Adobe_marker);
        }
    }
    jpeg_finish_decompress(&cinfo);

    info->width = (int)cinfo.output_width;
    info->height = (int)cinfo.output_height;
    *warnings = (int)cinfo.err->num_warnings;
    jpeg_destroy_decompress(&cinfo);
    free(cmyk_row);
    *out = pixels;
    return PM_JPEG_OK;
}

int pm_jpeg_verify_file(const char *path, unsigned long max_pixels, int *warnings,
                        char *err, size_t err_len) {
    if (path == NULL || warnings == NULL) {
        pm_copy_message(err, err_len, "pm_jpeg_verify_file: NULL argument");
        return PM_JPEG_ERR_ARGUMENT;
    }
    *warnings = 0;
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        pm_copy_message(err, err_len, "it cannot be read back");
        return PM_JPEG_ERR_DAMAGED;
    }

    struct jpeg_decompress_struct cinfo;
    struct pm_error_manager manager;
    unsigned char *volatile row = NULL;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = pm_error_manager_init(&manager, err, err_len);
    if (setjmp(manager.escape)) {
        int code = pm_classify_failure(&manager, err, err_len);
        jpeg_destroy_decompress(&cinfo);
        free(row);
        fclose(file);
        return code;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_stdio_src(&cinfo, file);
    jpeg_read_header(&cinfo, TRUE);
    if ((uint64_t)cinfo.image_width * cinfo.image_height > (uint64_t)max_pixels) {
        jpeg_destroy_decompress(&cinfo);
        fclose(file);
        return PM_JPEG_ERR_TOO_LARGE;
    }
    pm_choose_output(&cinfo, 8);
    jpeg_start_decompress(&cinfo);
    row = malloc((size_t)cinfo.output_width * (size_t)cinfo.output_components);
    if (row == NULL) {
        jpeg_destroy_decompress(&cinfo);
        fclose(file);
        return PM_JPEG_ERR_NO_MEMORY;
    }
    JSAMPROW target = row;
    while (cinfo.output_scanline < cinfo.output_height) {
        if (jpeg_read_scanlines(&cinfo, &target, 1) != 1) {
            break;
        }
    }
    jpeg_finish_decompress(&cinfo);
    *warnings = (int)cinfo.err->num_warnings;
    jpeg_destroy_decompress(&cinfo);
    free(row);
    fclose(file);
    return PM_JPEG_OK;
}
