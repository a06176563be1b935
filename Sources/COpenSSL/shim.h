/*
 * OpenSSL's libcrypto, for SHA-256 through the EVP digest API (docs/ARCHITECTURE.md §9):
 * the pixel hash, the batch plan digest and shard assignment.
 */
#ifndef SWATCHRASTER_COPENSSL_SHIM_H
#define SWATCHRASTER_COPENSSL_SHIM_H
#include <openssl/evp.h>
#endif
