/*
 * The zero-row block (zero_rows.c) written into a bit stream that goes on after it: the row
 * encoder (deflate_rows.c) writes it between its own blocks, with no realignment.
 */
#ifndef CSWATCHPNG_ZERO_ROWS_H
#define CSWATCHPNG_ZERO_ROWS_H

#include <stddef.h>

#include "bit_writer.h"

/* Appends one non-final dynamic-Huffman block holding `rows` rows of the Up filter byte (2)
 * followed by `row_bytes` zero bytes (row_bytes >= 1), at any bit position; the stream is not
 * realigned after it (swatch_zero_rows_block does that). */
void swatch_zero_rows_bits(swatch_bit_writer *w, size_t row_bytes, unsigned rows);

#endif
