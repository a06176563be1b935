/*
 * Dynamic Huffman codes for deflate blocks (RFC 1951 3.2.7): code lengths from symbol counts,
 * canonical codes, and the block header that transmits them. Private to the target: the row
 * encoder (deflate_rows.c) is their user.
 */
#ifndef CSWATCHPNG_HUFFMAN_H
#define CSWATCHPNG_HUFFMAN_H

#include <stdint.h>

#include "bit_writer.h"

/* Literal/length symbols (0-255 literals, 256 end of block, 257-285 lengths) and distance
 * symbols (0-29). */
#define SWATCH_LITLEN_SYMBOLS 286
#define SWATCH_DIST_SYMBOLS 30

/* Optimal prefix-code lengths of at most `max_bits` for `n` symbols (n <= 286) with the given
 * counts: 0 for unused symbols. At least two symbols get a length (a second one is added if
 * fewer are used), so the code is always complete. */
void swatch_huffman_lengths(const uint32_t *counts, unsigned n, unsigned max_bits, uint8_t *lengths);

/* Canonical codes for `lengths` (RFC 1951 3.2.2), bit-reversed for an LSB-first writer. */
void swatch_huffman_codes(const uint8_t *lengths, unsigned n, uint16_t *codes);

/* Writes a dynamic block's header: BFINAL `final`, BTYPE 2, then the two codes' lengths,
 * run-length coded with the code-length alphabet. */
void swatch_huffman_write_header(swatch_bit_writer *w, int final, const uint8_t *litlen_lengths,
                                 const uint8_t *dist_lengths);

#endif
