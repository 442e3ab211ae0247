#include "pm_png.h"

#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What libpng's callbacks share: the bytes being read, and where messages go. */
struct pm_png_source {
    const unsigned char *data;
    size_t len;
    size_t offset;
    int truncated;
    int out_of_memory;
    int warnings;
    char *err;
    size_t err_len;
};

static void pm_copy_message(char *err, size_t err_len, const char *message) {
    if (err != NULL && err_len > 0) {
        snprintf(err, err_len, "%s", message);
    }
}

static void pm_png_error(png_structp png, png_const_charp message) {
    struct pm_png_source *source = (struct pm_png_source *)png_get_error_ptr(png);
    if (strcmp(message, "Out of memory") == 0) {
        source->out_of_memory = 1;
    }
    /* png_check_IHDR warns about each bad field, then fails with this bare message: the
       first warning, already in `err`, says more. */
    if (!(source->warnings > 0 && strcmp(message, "Invalid IHDR data") == 0)) {
        pm_copy_message(source->err, source->err_len, message);
    }
    png_longjmp(png, 1);
}

static void pm_png_warning(png_structp png, png_const_charp message) {
    struct pm_png_source *source = (struct pm_png_source *)png_get_error_ptr(png);
    if (source->warnings == 0) {
        pm_copy_message(source->err, source->err_len, message);
    }
    source->warnings += 1;
}

static void pm_png_read(png_structp png, png_bytep target, size_t length) {
    struct pm_png_source *source = (struct pm_png_source *)png_get_io_ptr(png);
    if (length > source->len - source->offset) {
        source->truncated = 1;
        png_error(png, "the data ends early (truncated)");
    }
    memcpy(target, source->data + source->offset, length);
    source->offset += length;
}

static int pm_check_signature(const unsigned char *data, size_t len, char *err, size_t err_len) {
    if (len == 0) {
        pm_copy_message(err, err_len, "the file is empty");
        return PM_PNG_ERR_NOT_PNG;
    }
    const size_t compared = len < 8 ? len : 8;
    if (png_sig_cmp(data, 0, compared) != 0) {
        pm_copy_message(err, err_len, "not a PNG file: no PNG signature at the start");
        return PM_PNG_ERR_NOT_PNG;
    }
    if (compared < 8) {
        pm_copy_message(err, err_len, "the data ends early (truncated)");
        return PM_PNG_ERR_TRUNCATED;
    }
    return PM_PNG_OK;
}

static int pm_png_create(struct pm_png_source *source, png_structp *png, png_infop *png_info) {
    *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, source, pm_png_error, pm_png_warning);
    if (*png == NULL) {
        pm_copy_message(source->err, source->err_len, "out of memory for the PNG reader");
        return PM_PNG_ERR_NO_MEMORY;
    }
    *png_info = png_create_info_struct(*png);
    if (*png_info == NULL) {
        png_destroy_read_struct(png, NULL, NULL);
        pm_copy_message(source->err, source->err_len, "out of memory for the PNG reader");
        return PM_PNG_ERR_NO_MEMORY;
    }
    return PM_PNG_OK;
}

/* Limits and input; called inside the setjmp, as libpng may report errors here. */
static void pm_png_configure(png_structp png, struct pm_png_source *source) {
    png_set_user_limits(png, PM_PNG_MAX_SIDE, PM_PNG_MAX_SIDE);
    png_set_chunk_malloc_max(png, PM_PNG_MAX_CHUNK_BYTES);
    png_set_chunk_cache_max(png, PM_PNG_MAX_CACHED_CHUNKS);
    /* Every chunk but IHDR, PLTE, tRNS, IDAT and IEND is skipped unread (its CRC still checked):
       no text is inflated, no ICC profile or unknown chunk is kept. */
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_benign_errors(png, 1);
    png_set_sig_bytes(png, 8);
    source->offset = 8;
    png_set_read_fn(png, source, pm_png_read);
}

static int pm_png_failure(const struct pm_png_source *source) {
    if (source->truncated) {
        return PM_PNG_ERR_TRUNCATED;
    }
    return source->out_of_memory ? PM_PNG_ERR_NO_MEMORY : PM_PNG_ERR_DAMAGED;
}

static void pm_fill_info(png_structp png, png_infop png_info, pm_png_info *info) {
    const int color_type = png_get_color_type(png, png_info);
    info->width = (int)png_get_image_width(png, png_info);
    info->height = (int)png_get_image_height(png, png_info);
    info->bit_depth = png_get_bit_depth(png, png_info);
    info->color_type = color_type;
    info->interlaced = png_get_interlace_type(png, png_info) != PNG_INTERLACE_NONE;
    info->has_transparency = (color_type & PNG_COLOR_MASK_ALPHA) != 0
        || png_get_valid(png, png_info, PNG_INFO_tRNS) != 0;
}

int pm_png_read_info(const unsigned char *data, size_t len, pm_png_info *info,
                     char *err, size_t err_len) {
    if (data == NULL || info == NULL) {
        pm_copy_message(err, err_len, "pm_png_read_info: NULL argument");
        return PM_PNG_ERR_ARGUMENT;
    }
    memset(info, 0, sizeof *info);
    int signature = pm_check_signature(data, len, err, err_len);
    if (signature != PM_PNG_OK) {
        return signature;
    }

    struct pm_png_source source = {data, len, 0, 0, 0, 0, err, err_len};
    png_structp png;
    png_infop png_info;
    int created = pm_png_create(&source, &png, &png_info);
    if (created != PM_PNG_OK) {
        return created;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &png_info, NULL);
        return pm_png_failure(&source);
    }
    pm_png_configure(png, &source);
    png_read_info(png, png_info);
    pm_fill_info(png, png_info, info);
    png_destroy_read_struct(&png, &png_info, NULL);
    return PM_PNG_OK;
}

/* Whatever the source format: 8-bit RGBA rows, opaque images given alpha 255. */
static void pm_request_rgba8(png_structp png) {
    png_set_expand(png);
    png_set_scale_16(png);
    png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
}

/* RGBA to RGB over white, in place: each pixel moves to an offset no greater than its own. */
static void pm_composite_over_white(unsigned char *pixels, size_t count) {
    const unsigned char *from = pixels;
    unsigned char *to = pixels;
    for (size_t index = 0; index < count; index++) {
        const unsigned alpha = from[3];
        for (int channel = 0; channel < 3; channel++) {
            to[channel] = (unsigned char)((from[channel] * alpha + 255 * (255 - alpha) + 127) / 255);
        }
        from += 4;
        to += 3;
    }
}

static void pm_too_large_message(const pm_png_info *info, unsigned long max_pixels,
                                 char *err, size_t err_len) {
    char text[160];
    snprintf(text, sizeof text, "the image is %d \xC3\x97 %d pixels, over the limit of %g megapixels",
             info->width, info->height, (double)max_pixels / 1e6);
    pm_copy_message(err, err_len, text);
}

int pm_png_decode_rgb(const unsigned char *data, size_t len, unsigned long max_pixels,
                      unsigned char **out, pm_png_info *info, int *warnings,
                      char *err, size_t err_len) {
    if (data == NULL || out == NULL || info == NULL || warnings == NULL) {
        pm_copy_message(err, err_len, "pm_png_decode_rgb: NULL argument");
        return PM_PNG_ERR_ARGUMENT;
    }
    *out = NULL;
    *warnings = 0;
    memset(info, 0, sizeof *info);
    int signature = pm_check_signature(data, len, err, err_len);
    if (signature != PM_PNG_OK) {
        return signature;
    }

    struct pm_png_source source = {data, len, 0, 0, 0, 0, err, err_len};
    png_structp png;
    png_infop png_info;
    unsigned char *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    int created = pm_png_create(&source, &png, &png_info);
    if (created != PM_PNG_OK) {
        return created;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &png_info, NULL);
        free(pixels);
        free(rows);
        return pm_png_failure(&source);
    }
    pm_png_configure(png, &source);
    png_read_info(png, png_info);
    pm_fill_info(png, png_info, info);

    const size_t width = (size_t)info->width;
    const size_t height = (size_t)info->height;
    if ((uint64_t)width * height > (uint64_t)max_pixels) {
        pm_too_large_message(info, max_pixels, err, err_len);
        png_destroy_read_struct(&png, &png_info, NULL);
        return PM_PNG_ERR_TOO_LARGE;
    }

    pm_request_rgba8(png);
    png_read_update_info(png, png_info);
    if (png_get_rowbytes(png, png_info) != width * 4) {
        png_error(png, "libpng did not transform the rows to 8-bit RGBA");
    }
    pixels = malloc(width * height * 4);
    rows = malloc(height * sizeof(png_bytep));
    if (pixels == NULL || rows == NULL) {
        pm_copy_message(err, err_len, "out of memory for the decoded image");
        png_destroy_read_struct(&png, &png_info, NULL);
        free(pixels);
        free(rows);
        return PM_PNG_ERR_NO_MEMORY;
    }
    for (size_t y = 0; y < height; y++) {
        rows[y] = pixels + y * width * 4;
    }
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &png_info, NULL);
    free(rows);

    pm_composite_over_white(pixels, width * height);
    unsigned char *packed = realloc(pixels, width * height * 3);
    *out = packed != NULL ? packed : pixels;
    *warnings = source.warnings;
    return PM_PNG_OK;
}

void pm_png_free(void *buffer) {
    free(buffer);
}
