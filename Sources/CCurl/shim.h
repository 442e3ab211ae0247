#ifndef PHOTOMANIA_CCURL_SHIM_H
#define PHOTOMANIA_CCURL_SHIM_H

#include <curl/curl.h>
#include <sys/socket.h>

/* curl_easy_setopt / curl_easy_getinfo / curl_multi_setopt are variadic and cannot be
   called from Swift: these typed wrappers fix the argument type per option family. */

typedef size_t (*pm_data_callback)(char *ptr, size_t size, size_t nmemb, void *userdata);

static inline CURLcode pm_easy_setopt_long(CURL *h, CURLoption o, long v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode pm_easy_setopt_string(CURL *h, CURLoption o, const char *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode pm_easy_setopt_pointer(CURL *h, CURLoption o, void *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode pm_easy_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode pm_easy_setopt_data_callback(CURL *h, CURLoption o, pm_data_callback v) { return curl_easy_setopt(h, o, v); }

static inline CURLcode pm_easy_getinfo_long(CURL *h, CURLINFO i, long *v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode pm_easy_getinfo_off(CURL *h, CURLINFO i, curl_off_t *v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode pm_easy_getinfo_string(CURL *h, CURLINFO i, char **v) { return curl_easy_getinfo(h, i, v); }

static inline CURLMcode pm_multi_setopt_long(CURLM *m, CURLMoption o, long v) { return curl_multi_setopt(m, o, v); }

static inline CURLcode pm_message_result(const CURLMsg *m) { return m->data.result; }

/* Every socket libcurl opens for a transfer is close-on-exec from the start, so that no child
   (an $EDITOR) inherits a connection. */
static inline curl_socket_t pm_open_close_on_exec_socket(void *clientp, curlsocktype purpose, struct curl_sockaddr *address) {
    (void)clientp;
    (void)purpose;
    return socket(address->family, address->socktype | SOCK_CLOEXEC, address->protocol);
}

static inline CURLcode pm_easy_set_close_on_exec_sockets(CURL *h) {
    return curl_easy_setopt(h, CURLOPT_OPENSOCKETFUNCTION, pm_open_close_on_exec_socket);
}

#endif
