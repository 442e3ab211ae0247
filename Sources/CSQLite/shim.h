#ifndef PHOTOMANIA_CSQLITE_SHIM_H
#define PHOTOMANIA_CSQLITE_SHIM_H

#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast of -1 to a function pointer, which Swift cannot import:
   these wrappers bind text and blobs so that SQLite copies them before returning. */

static inline int pm_sqlite3_bind_text_transient(sqlite3_stmt *s, int i, const char *v, int n) {
    return sqlite3_bind_text(s, i, v, n, SQLITE_TRANSIENT);
}

static inline int pm_sqlite3_bind_blob_transient(sqlite3_stmt *s, int i, const void *v, int n) {
    return sqlite3_bind_blob(s, i, v, n, SQLITE_TRANSIENT);
}

/* sqlite3_db_config is variadic, which Swift cannot call. */
static inline int pm_sqlite3_no_checkpoint_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}

#endif
