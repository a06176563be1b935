/*
 * The IDAT stream as one raw deflate stream, written by an encoder that knows what it is
 * compressing: rows of an image. zlib was half of the time of a batch job per sheet
 * (benchmarks/README.md, "End to end, second round"), spent hashing and chain-searching every
 * byte of rows that are mostly a background color interrupted by anti-aliased text. Here:
 *  - a row equal to the row above is the Up filter's zero row. A run of at least
 *    ZERO_BLOCK_ROWS of them is one hand-made block (zero_rows.c); shorter runs are
 *    symbols of the current block (literal 2, literal 0, distance-1 matches of 258).
 *  - any other row gets filter None and is parsed greedily, each position trying four
 *    match candidates: the byte before (distance 1), the pixel before (distance bpp), the
 *    same bytes in the last unfiltered row above, and the last position whose next four bytes
 *    hashed alike. Matches are extended eight bytes per step. Unlike zlib there is no hash
 *    chain and no lazy evaluation: pixel runs and repeated rows are found by the first
 *    three candidates at fixed distances, and the hash finds most other repeats.
 *  - symbols are collected per block and coded with dynamic Huffman codes (huffman.c).
 * The result is a standard zlib stream; PNG decoders cannot tell the difference.
 */
#include "warnings.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "bit_writer.h"
#include "deflate_rows.h"
#include "huffman.h"
#include "pack_rgb.h"
#include "zero_rows.h"

/* Deflate's window: the farthest a match may reach back. */
#define WINDOW 32768
#define MIN_MATCH 3
#define MAX_MATCH 258
/* Hash table of 3-byte sequences: 2^HASH_BITS entries of a position each. */
#define HASH_BITS 15
/* Matches at most this long also enter their inner positions in the hash table. */
#define INSERT_MAX 8
/* Symbols collected before a block is written (a block also ends before a zero-row block). */
#ifndef BLOCK_SYMBOLS
#define BLOCK_SYMBOLS 32768
#endif
/* Runs of at least this many rows equal to the row above are a zero-row block of their own. */
#ifndef ZERO_BLOCK_ROWS
#define ZERO_BLOCK_ROWS 3
#endif
/* Bytes readable past the history's end: the RGB packing stores 4 bytes per 3. */
#define SLACK 16

struct swatch_row_deflate {
    unsigned width, bpp;
    /* Filtered bytes per row, without the filter byte. */
    size_t n;
    /* The filtered stream's last bytes: hist[0, len) is the stream from position hist_base
     * (mod 2^32) on. */
    unsigned char *hist;
    size_t cap, len;
    uint32_t hist_base;
    /* For each hash of 4 bytes, the stream position of its last occurrence. */
    uint32_t *table;
    /* The pending block: a literal is its byte, a match (length << 16) | distance. */
    uint32_t *symbols;
    size_t count;
    uint32_t litlen_counts[SWATCH_LITLEN_SYMBOLS], dist_counts[SWATCH_DIST_SYMBOLS];
    /* Distance from the next row's first byte back to the first byte of the last row written
     * unfiltered, whose pixels the next row's pixels are compared with; 0 when out of reach. */
    size_t up;
    /* Length symbol (257-285), extra bits and base per length 3-258; distance symbol per
     * distance - 1 < 256, then per (distance - 1) >> 7. */
    uint16_t length_symbol[MAX_MATCH + 1];
    uint8_t length_extra[MAX_MATCH + 1];
    uint8_t dist_symbol[512];
    swatch_bit_writer w;
};

static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_bits[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                        2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1,   2,   3,   4,   5,   7,    9,    13,   17,   25,   33,   49,   65,    97,    129,
                                       193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t dist_bits[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

swatch_row_deflate *swatch_row_deflate_new(unsigned width, unsigned bpp) {
    swatch_row_deflate *e = calloc(1, sizeof *e);
    if (!e) return NULL;
    e->width = width;
    e->bpp = bpp;
    e->n = (size_t)width * bpp;
    /* The window, and room for at least two rows or 64 KiB before the history slides. */
    size_t room = 2 * (e->n + 1) > 65536 ? 2 * (e->n + 1) : 65536;
    e->cap = WINDOW + room;
    e->hist = malloc(e->cap + SLACK);
    e->table = calloc((size_t)1 << HASH_BITS, sizeof *e->table);
    e->symbols = malloc(BLOCK_SYMBOLS * sizeof *e->symbols);
    if (!e->hist || !e->table || !e->symbols) {
        swatch_row_deflate_free(e);
        return NULL;
    }
    for (unsigned s = 0; s < 29; s++) {
        unsigned end = s == 28 ? MAX_MATCH + 1 : length_base[s + 1];
        for (unsigned length = length_base[s]; length < end; length++) {
            e->length_symbol[length] = (uint16_t)(257 + s);
            e->length_extra[length] = length_bits[s];
        }
    }
    /* Distances up to 256 one by one; above, in steps of 128 (every code from 257 on starts at
     * 1 + a multiple of 128, so (distance - 1) >> 7 tells it). */
    for (unsigned s = 0; s < 30; s++) {
        unsigned end = s == 29 ? 32769u : dist_base[s + 1];
        for (unsigned d = dist_base[s]; d < end; d += d <= 256 ? 1 : 128) {
            if (d - 1 < 256) e->dist_symbol[d - 1] = (uint8_t)s;
            else e->dist_symbol[256 + ((d - 1) >> 7)] = (uint8_t)s;
        }
    }
    return e;
}

void swatch_row_deflate_free(swatch_row_deflate *e) {
    if (!e) return;
    free(e->hist);
    free(e->table);
    free(e->symbols);
    free(e);
}

static inline unsigned dist_symbol(const swatch_row_deflate *e, unsigned distance) {
    return distance - 1 < 256 ? e->dist_symbol[distance - 1] : e->dist_symbol[256 + ((distance - 1) >> 7)];
}

/* Writes the pending symbols as one dynamic-Huffman block. */
static void write_block(swatch_row_deflate *e, int final) {
    e->litlen_counts[256]++;
    uint8_t litlen_lengths[SWATCH_LITLEN_SYMBOLS], dist_lengths[SWATCH_DIST_SYMBOLS];
    uint16_t litlen_codes[SWATCH_LITLEN_SYMBOLS], dist_codes[SWATCH_DIST_SYMBOLS];
    swatch_huffman_lengths(e->litlen_counts, SWATCH_LITLEN_SYMBOLS, 15, litlen_lengths);
    swatch_huffman_lengths(e->dist_counts, SWATCH_DIST_SYMBOLS, 15, dist_lengths);
    swatch_huffman_codes(litlen_lengths, SWATCH_LITLEN_SYMBOLS, litlen_codes);
    swatch_huffman_codes(dist_lengths, SWATCH_DIST_SYMBOLS, dist_codes);
    swatch_bit_writer *w = &e->w;
    swatch_huffman_write_header(w, final, litlen_lengths, dist_lengths);
    for (size_t i = 0; i < e->count; i++) {
        uint32_t symbol = e->symbols[i];
        if (symbol < 256) {
            swatch_bits_put(w, litlen_codes[symbol], litlen_lengths[symbol]);
            continue;
        }
        unsigned length = symbol >> 16, distance = symbol & 0xFFFF;
        if (distance == 0) distance = WINDOW; /* 32768 does not fit 16 bits: stored as 0 */
        unsigned ls = e->length_symbol[length], lx = e->length_extra[length];
        swatch_bits_put(w, litlen_codes[ls] | (uint32_t)(length - length_base[ls - 257]) << litlen_lengths[ls],
                        litlen_lengths[ls] + lx);
        unsigned ds = dist_symbol(e, distance);
        swatch_bits_put(w, dist_codes[ds] | (uint32_t)(distance - dist_base[ds]) << dist_lengths[ds],
                        dist_lengths[ds] + dist_bits[ds]);
    }
    swatch_bits_put(w, litlen_codes[256], litlen_lengths[256]);
    e->count = 0;
    memset(e->litlen_counts, 0, sizeof e->litlen_counts);
    memset(e->dist_counts, 0, sizeof e->dist_counts);
}

static inline void literal(swatch_row_deflate *e, unsigned byte) {
    if (e->count == BLOCK_SYMBOLS) write_block(e, 0);
    e->symbols[e->count++] = byte;
    e->litlen_counts[byte]++;
}

static inline void match(swatch_row_deflate *e, unsigned length, unsigned distance) {
    if (e->count == BLOCK_SYMBOLS) write_block(e, 0);
    e->symbols[e->count++] = (uint32_t)length << 16 | (distance & 0xFFFF);
    e->litlen_counts[e->length_symbol[length]]++;
    e->dist_counts[dist_symbol(e, distance)]++;
}

/* How many of the `limit` bytes at `a` equal those at `b`, 16 (SSE2) or 8 at a time. */
static inline unsigned common_length(const unsigned char *a, const unsigned char *b, unsigned limit) {
    unsigned length = 0;
#if defined(__SSE2__)
    while (length + 16 <= limit) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(a + length));
        __m128i y = _mm_loadu_si128((const __m128i *)(const void *)(b + length));
        unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xFFFFu;
        if (differ) return length + (unsigned)__builtin_ctz(differ);
        length += 16;
    }
#endif
    while (length + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + length, 8);
        memcpy(&y, b + length, 8);
        if (x != y) return length + (unsigned)(__builtin_ctzll(x ^ y) >> 3);
        length += 8;
    }
    while (length < limit && a[length] == b[length]) length++;
    return length;
}

/* The hash of the 3 bytes at `p` (reading 4: the history has slack after its end). Three
 * bytes, not four, find more repeats in anti-aliased text: on the @2x sheet the stream was
 * 9 % smaller and no slower. */
static inline uint32_t hash3(const unsigned char *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return ((v & 0xFFFFFFu) * 2654435761u) >> (32 - HASH_BITS);
}

/* Makes room for one more row at the end of the history, keeping the last WINDOW bytes. */
static void make_room(swatch_row_deflate *e) {
    if (e->len + e->n + 1 <= e->cap) return;
    size_t keep = e->len < WINDOW ? e->len : WINDOW;
    memmove(e->hist, e->hist + e->len - keep, keep);
    e->hist_base += (uint32_t)(e->len - keep);
    e->len = keep;
}

/* A row equal to the row above, as symbols: filter Up, so "2", then n zeros. */
static void zero_row(swatch_row_deflate *e) {
    make_room(e);
    unsigned char *row = e->hist + e->len;
    row[0] = 2;
    memset(row + 1, 0, e->n);
    e->len += e->n + 1;
    literal(e, 2);
    literal(e, 0);
    size_t rest = e->n - 1;
    while (rest >= MAX_MATCH) {
        match(e, MAX_MATCH, 1);
        rest -= MAX_MATCH;
    }
    if (rest >= MIN_MATCH) match(e, (unsigned)rest, 1);
    else
        while (rest--) literal(e, 0);
    if (e->up) e->up += e->n + 1;
    if (e->up > WINDOW) e->up = 0;
}

/* A row unlike the row above: filter None, parsed against the four candidates. */
static void none_row(swatch_row_deflate *e, const unsigned char *src) {
    make_room(e);
    unsigned char *start = e->hist + e->len;
    start[0] = 0;
    unsigned char *row = start + 1;
    if (e->bpp == 3) {
        swatch_pack_rgb(row, src, e->width);
    } else {
        memcpy(row, src, e->n);
    }
    literal(e, 0);
    const size_t n = e->n, up = e->up, base = (size_t)(row - e->hist);
    const unsigned bpp = e->bpp;
    size_t i = 0;
    while (i < n) {
        const size_t c = base + i;
        const unsigned char *here = e->hist + c;
        const unsigned limit = n - i < MAX_MATCH ? (unsigned)(n - i) : MAX_MATCH;
        unsigned best = 0, distance = 0;
        if (c >= bpp) {
            best = common_length(here, here - bpp, limit);
            distance = bpp;
        }
        if (best < limit && up && c >= up) {
            unsigned length = common_length(here, here - up, limit);
            if (length > best) best = length, distance = (unsigned)up;
        }
        if (best < limit && c >= 1) {
            unsigned length = common_length(here, here - 1, limit);
            if (length > best) best = length, distance = 1;
        }
        if (best < limit && limit >= MIN_MATCH) {
            uint32_t *slot = &e->table[hash3(here)];
            uint32_t idx = *slot - e->hist_base;
            *slot = e->hist_base + (uint32_t)c;
            if (idx < c && c - idx <= WINDOW) {
                unsigned length = common_length(here, e->hist + idx, limit);
                if (length > best) best = length, distance = (unsigned)(c - idx);
            }
        }
        if (best >= MIN_MATCH) {
            match(e, best, distance);
            if (best <= INSERT_MAX) /* short matches: their positions may start a later match */
                for (unsigned k = 1; k < best && i + k + MIN_MATCH <= n; k++)
                    e->table[hash3(here + k)] = e->hist_base + (uint32_t)(c + k);
            i += best;
        } else {
            literal(e, *here);
            i++;
        }
    }
    e->len += n + 1;
    e->up = n + 1 <= WINDOW ? n + 1 : 0;
}

/* Forgets the history: nothing after this refers back before it. */
static void reset_history(swatch_row_deflate *e, size_t skipped) {
    e->hist_base += (uint32_t)(e->len + skipped);
    e->len = 0;
    e->up = 0;
}

uint32_t swatch_row_deflate_image(swatch_row_deflate *e, const unsigned char *rgba, unsigned height,
                                  const unsigned char *same, swatch_byte_sink *sink) {
    const size_t stride = (size_t)e->width * 4;
    e->w = (swatch_bit_writer){sink, 0, 0};
    e->len = 0;
    e->up = 0;
    e->count = 0;
    memset(e->litlen_counts, 0, sizeof e->litlen_counts);
    memset(e->dist_counts, 0, sizeof e->dist_counts);
    memset(e->table, 0, sizeof(uint32_t) << HASH_BITS);
    e->hist_base = 0;
    const size_t n = e->n;
    /* Adler-32 of one Up zero row, the byte 2 then n zeros: s1 = 1 + 2, s2 = 3 + 3n. */
    const uLong zero_adler = (uLong)((3 + 3 * (n % 65521)) % 65521) << 16 | 3;
    uLong adler = 1L;
    unsigned y = 0;
    while (y < height) {
        const unsigned char *src = rgba + (size_t)y * stride;
        if (same[y]) {
            unsigned end = y + 1;
            while (end < height && same[end]) end++;
            unsigned rows = end - y;
            for (unsigned k = 0; k < rows; k++) adler = adler32_combine(adler, zero_adler, (z_off_t)(n + 1));
            if (rows >= ZERO_BLOCK_ROWS) {
                if (e->count) write_block(e, 0);
                swatch_zero_rows_bits(&e->w, n, rows);
                reset_history(e, (size_t)rows * (n + 1));
            } else {
                for (unsigned k = 0; k < rows; k++) zero_row(e);
            }
            y = end;
            continue;
        }
        none_row(e, src);
        adler = swatch_adler32((uint32_t)adler, e->hist + e->len - (n + 1), n + 1);
        y++;
    }
    if (e->count) {
        write_block(e, 1);
    } else {
        /* An empty final block with the fixed code: BFINAL 1, BTYPE 1, end of block (7 zero bits). */
        swatch_bits_put(&e->w, 1 | 1 << 1, 3);
        swatch_bits_put(&e->w, 0, 7);
    }
    swatch_bits_align(&e->w);
    return (uint32_t)adler;
}
