/*
 * A deflate block written by hand for runs of rows equal to the row above. Such a row,
 * Up-filtered, is the filter byte 2 and zero bytes; zlib would still hash and match every
 * byte of it, which cost more than compressing all the other rows of a swatch sheet. Here
 * each row is literal 2, literal 0 and distance-1 matches of 258 bytes at 2 bits each, with
 * no per-byte work.
 */
#include "warnings.h"

#include <string.h>

#include "CSwatchPNG.h"
#include "bit_writer.h"
#include "huffman.h"
#include "zero_rows.h"

/* Length symbol (257-284), extra bits and their count for a match length of 3-257. */
static void length_code(unsigned length, unsigned *symbol, unsigned *extra, unsigned *extra_bits) {
    static const unsigned short base[28] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23,
                                            27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227};
    static const unsigned char bits[28] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2,
                                           2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5};
    unsigned i = 27;
    while (base[i] > length) i--;
    *symbol = 257 + i;
    *extra = length - base[i];
    *extra_bits = bits[i];
}

/* Literal/length symbols: 0-255 literals, 256 end of block, 285 a match of 258. */
#define LITERALS 286
/* Code lengths sent: the literal/length codes, then one distance code (distance 1). */
#define ALL_LENGTHS (LITERALS + 1)

void swatch_zero_rows_bits(swatch_bit_writer *writer, size_t row_bytes, unsigned rows) {
    swatch_bit_writer w = *writer;
    /* After "2, 0", a row's row_bytes - 1 zeros are q matches of 258 and a remainder r,
     * written as one shorter match when r >= 3, else as r literal zeros. */
    const size_t q = (row_bytes - 1) / 258;
    const unsigned r = (unsigned)((row_bytes - 1) % 258);
    unsigned r_symbol = 0, r_extra = 0, r_extra_bits = 0;
    if (r >= 3) length_code(r, &r_symbol, &r_extra, &r_extra_bits);

    /* A complete prefix code over the symbols used: 258-matches 1 bit, literal 0 2 bits,
     * literal 2 3 bits, end of block and the remainder's match 4 bits each (or end of block
     * 3 bits when there is no remainder match). */
    uint8_t lit[LITERALS];
    memset(lit, 0, sizeof lit);
    lit[285] = 1;
    lit[0] = 2;
    lit[2] = 3;
    if (r >= 3) {
        lit[r_symbol] = 4;
        lit[256] = 4;
    } else {
        lit[256] = 3;
    }
    /* Canonical codes, already bit-reversed for the LSB-first writer (huffman.c). */
    uint16_t lit_codes[LITERALS];
    swatch_huffman_codes(lit, LITERALS, lit_codes);

    /* The code lengths, run-length coded with the code-length alphabet (0-15 a length, 17 and
     * 18 runs of 3-10 and 11-138 zeros). */
    unsigned char all[ALL_LENGTHS];
    memcpy(all, lit, LITERALS);
    all[LITERALS] = 1;
    unsigned char cl_symbols[ALL_LENGTHS];
    unsigned char cl_extra[ALL_LENGTHS];
    unsigned cl_n = 0;
    for (unsigned i = 0; i < ALL_LENGTHS;) {
        if (all[i] == 0) {
            unsigned run = 1;
            while (i + run < ALL_LENGTHS && all[i + run] == 0 && run < 138) run++;
            if (run >= 11) {
                cl_symbols[cl_n] = 18;
                cl_extra[cl_n++] = (unsigned char)(run - 11);
            } else if (run >= 3) {
                cl_symbols[cl_n] = 17;
                cl_extra[cl_n++] = (unsigned char)(run - 3);
            } else {
                run = 1;
                cl_symbols[cl_n] = 0;
                cl_extra[cl_n++] = 0;
            }
            i += run;
        } else {
            cl_symbols[cl_n] = all[i];
            cl_extra[cl_n++] = 0;
            i++;
        }
    }

    /* A complete code over the m code-length symbols used: each gets b - 1 or b bits, with
     * 2^b >= m. m is at least 4 (lengths 1, 2, 3 and a zero run always appear). */
    uint8_t cl_lengths[19];
    memset(cl_lengths, 0, sizeof cl_lengths);
    int used[19] = {0};
    unsigned m = 0;
    for (unsigned i = 0; i < cl_n; i++)
        if (!used[cl_symbols[i]]) {
            used[cl_symbols[i]] = 1;
            m++;
        }
    unsigned b = 1;
    while ((1u << b) < m) b++;
    unsigned short_codes = (1u << b) - m, assigned = 0;
    for (unsigned sym = 0; sym < 19; sym++)
        if (used[sym]) cl_lengths[sym] = (uint8_t)(assigned++ < short_codes ? b - 1 : b);
    uint16_t cl_codes[19];
    swatch_huffman_codes(cl_lengths, 19, cl_codes);
    static const unsigned char order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    unsigned hclen = 19;
    while (hclen > 4 && cl_lengths[order[hclen - 1]] == 0) hclen--;

    /* Block header: BFINAL 0, BTYPE 2 (dynamic), HLIT, HDIST, HCLEN, then the code lengths. */
    swatch_bits_put(&w, 0, 1);
    swatch_bits_put(&w, 2, 2);
    swatch_bits_put(&w, LITERALS - 257, 5);
    swatch_bits_put(&w, 1 - 1, 5);
    swatch_bits_put(&w, hclen - 4, 4);
    for (unsigned i = 0; i < hclen; i++) swatch_bits_put(&w, cl_lengths[order[i]], 3);
    for (unsigned i = 0; i < cl_n; i++) {
        swatch_bits_put(&w, cl_codes[cl_symbols[i]], cl_lengths[cl_symbols[i]]);
        if (cl_symbols[i] == 17) swatch_bits_put(&w, cl_extra[i], 3);
        if (cl_symbols[i] == 18) swatch_bits_put(&w, cl_extra[i], 7);
    }

    /* The rows. The one distance code (distance 1) is the one-bit code 0, so a 258-match is
     * two bits, the same two every time: sixteen of them go out as one 32-bit pattern. */
    const uint32_t code_2 = lit_codes[2];
    const uint32_t code_0 = lit_codes[0];
    const uint32_t match_258 = lit_codes[285]; /* then distance bit 0 */
    uint32_t sixteen = 0;
    for (unsigned k = 0; k < 16; k++) sixteen |= match_258 << (2 * k);
    const uint32_t r_code = r >= 3 ? lit_codes[r_symbol] : 0;
    for (unsigned row = 0; row < rows; row++) {
        swatch_bits_put(&w, code_2, lit[2]);
        swatch_bits_put(&w, code_0, lit[0]);
        size_t left = q;
        for (; left >= 16; left -= 16) swatch_bits_put(&w, sixteen, 32);
        if (left) swatch_bits_put(&w, sixteen & ((1u << (2 * left)) - 1), (unsigned)(2 * left));
        if (r >= 3) {
            swatch_bits_put(&w, r_code, lit[r_symbol]);
            if (r_extra_bits) swatch_bits_put(&w, r_extra, r_extra_bits);
            swatch_bits_put(&w, 0, 1);
        } else {
            for (unsigned i = 0; i < r; i++) swatch_bits_put(&w, code_0, lit[0]);
        }
    }
    swatch_bits_put(&w, lit_codes[256], lit[256]);
    *writer = w;
}

void swatch_zero_rows_block(swatch_byte_sink *sink, size_t row_bytes, unsigned rows) {
    swatch_bit_writer w = {sink, 0, 0};
    swatch_zero_rows_bits(&w, row_bytes, rows);
    /* An empty stored block: BFINAL 0, BTYPE 0, padding to a byte, LEN 0, NLEN 0xFFFF. */
    swatch_bits_put(&w, 0, 3);
    swatch_bits_align(&w);
    swatch_bits_put(&w, 0xFFFF0000u, 32);
    swatch_bits_align(&w);
}
