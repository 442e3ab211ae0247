#ifndef PHOTOMANIA_COPENSSL_SHIM_H
#define PHOTOMANIA_COPENSSL_SHIM_H

#include <openssl/evp.h>
#include <openssl/hmac.h>

#endif
