#ifndef PM_JPEG_ERROR_H
#define PM_JPEG_ERROR_H

#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>

#include <jpeglib.h>

/*
 * Internal to CJPEG. libjpeg's default error_exit calls exit(); this manager copies the
 * formatted message into the caller's buffer and longjmps to `escape`, which each public
 * function sets once, so no longjmp ever crosses a Swift frame. Warnings are counted by
 * libjpeg in base.num_warnings and never printed; the first one's text goes to the same buffer.
 */
struct pm_error_manager {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    char *message;
    size_t message_len;
};

void pm_copy_message(char *err, size_t err_len, const char *message);

struct jpeg_error_mgr *pm_error_manager_init(struct pm_error_manager *manager,
                                             char *err, size_t err_len);

#endif
