/*
 * Dynamic Huffman codes for the row encoder's deflate blocks: code lengths by Moffat and
 * Katajainen's in-place algorithm on the counts sorted, limited to deflate's 15 (or 7) bits as
 * miniz limits them (lengthen the shortest codes until Kraft's sum is exact again), then
 * canonical codes and the run-length coded header of RFC 1951 3.2.7.
 */
#include "warnings.h"

#include <string.h>

#include "huffman.h"

/* A symbol's count in the high bits, the symbol in the low 9: sorting these sorts by count,
 * ties by symbol, so the result does not depend on the sort's stability. */
#define SYMBOL_BITS 9

/* Sorts the n <= 286 keys ascending: Shell sort with Ciura's gaps. qsort's calls through a
 * comparison function were a third of the cost of building a block's codes. */
static void sort_keys(uint64_t *keys, unsigned n) {
    static const unsigned gaps[] = {132, 57, 23, 10, 4, 1};
    for (unsigned g = 0; g < sizeof gaps / sizeof gaps[0]; g++) {
        const unsigned gap = gaps[g];
        for (unsigned i = gap; i < n; i++) {
            uint64_t key = keys[i];
            unsigned j = i;
            for (; j >= gap && keys[j - gap] > key; j -= gap) keys[j] = keys[j - gap];
            keys[j] = key;
        }
    }
}

/* Code lengths of an optimal prefix code for the ascending weights a[0..n-1], in place:
 * a[i] becomes the length of the code of the symbol with the i-th smallest weight
 * (A. Moffat, J. Katajainen, "In-place calculation of minimum-redundancy codes", 1995). */
static void minimum_redundancy(uint64_t *a, int n) {
    if (n == 1) {
        a[0] = 1;
        return;
    }
    int root = 0, leaf = 2, next;
    a[0] += a[1];
    for (next = 1; next < n - 1; next++) {
        if (leaf >= n || a[root] < a[leaf]) {
            a[next] = a[root];
            a[root++] = (uint64_t)next;
        } else {
            a[next] = a[leaf++];
        }
        if (leaf >= n || (root < next && a[root] < a[leaf])) {
            a[next] += a[root];
            a[root++] = (uint64_t)next;
        } else {
            a[next] += a[leaf++];
        }
    }
    a[n - 2] = 0;
    for (next = n - 3; next >= 0; next--) a[next] = a[a[next]] + 1;
    int available = 1, used = 0, depth = 0;
    root = n - 2;
    next = n - 1;
    while (available > 0) {
        while (root >= 0 && a[root] == (uint64_t)depth) {
            used++;
            root--;
        }
        while (available > used) {
            a[next--] = (uint64_t)depth;
            available--;
        }
        available = 2 * used;
        depth++;
        used = 0;
    }
}

void swatch_huffman_lengths(const uint32_t *counts, unsigned n, unsigned max_bits, uint8_t *lengths) {
    uint64_t keys[SWATCH_LITLEN_SYMBOLS];
    uint16_t symbols[SWATCH_LITLEN_SYMBOLS];
    unsigned used = 0;
    memset(lengths, 0, n);
    for (unsigned i = 0; i < n; i++)
        if (counts[i]) keys[used++] = ((uint64_t)counts[i] << SYMBOL_BITS) | i;
    /* A complete code needs two symbols: add unused ones with count 0 (sorted first). */
    for (unsigned i = 0; used < 2 && i < n; i++)
        if (!counts[i]) keys[used++] = i;
    sort_keys(keys, used);
    for (unsigned i = 0; i < used; i++) {
        symbols[i] = (uint16_t)(keys[i] & ((1u << SYMBOL_BITS) - 1));
        keys[i] >>= SYMBOL_BITS;
    }
    minimum_redundancy(keys, (int)used);

    /* How many codes of each length, lengths over max_bits counted as max_bits; then, while
     * the code is over-full, move a code from max_bits down and split a shorter one. */
    unsigned count[33] = {0};
    for (unsigned i = 0; i < used; i++) count[keys[i] < 32 ? keys[i] : 32]++;
    for (unsigned bits = max_bits + 1; bits <= 32; bits++) {
        count[max_bits] += count[bits];
        count[bits] = 0;
    }
    uint32_t total = 0;
    for (unsigned bits = max_bits; bits > 0; bits--) total += count[bits] << (max_bits - bits);
    while (total != (1u << max_bits)) {
        count[max_bits]--;
        for (unsigned bits = max_bits - 1; bits > 0; bits--)
            if (count[bits]) {
                count[bits]--;
                count[bits + 1] += 2;
                break;
            }
        total--;
    }
    /* The shortest codes to the most frequent symbols (the end of the sorted list). */
    unsigned k = used;
    for (unsigned bits = 1; bits <= max_bits; bits++)
        for (unsigned j = count[bits]; j > 0; j--) lengths[symbols[--k]] = (uint8_t)bits;
}

void swatch_huffman_codes(const uint8_t *lengths, unsigned n, uint16_t *codes) {
    unsigned count[16] = {0}, next[16] = {0};
    for (unsigned i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    unsigned code = 0;
    for (unsigned bits = 1; bits < 16; bits++) {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    for (unsigned i = 0; i < n; i++)
        codes[i] = lengths[i] ? (uint16_t)swatch_bits_reverse(next[lengths[i]]++, lengths[i]) : 0;
}

void swatch_huffman_write_header(swatch_bit_writer *w, int final, const uint8_t *litlen_lengths,
                                 const uint8_t *dist_lengths) {
    unsigned hlit = SWATCH_LITLEN_SYMBOLS, hdist = SWATCH_DIST_SYMBOLS;
    while (hlit > 257 && litlen_lengths[hlit - 1] == 0) hlit--;
    while (hdist > 1 && dist_lengths[hdist - 1] == 0) hdist--;
    uint8_t all[SWATCH_LITLEN_SYMBOLS + SWATCH_DIST_SYMBOLS];
    memcpy(all, litlen_lengths, hlit);
    memcpy(all + hlit, dist_lengths, hdist);
    const unsigned total = hlit + hdist;

    /* The lengths as code-length symbols: 0-15 a length, 16 the previous length 3-6 more
     * times, 17 and 18 runs of 3-10 and 11-138 zeros. */
    uint8_t symbols[SWATCH_LITLEN_SYMBOLS + SWATCH_DIST_SYMBOLS], extra[SWATCH_LITLEN_SYMBOLS + SWATCH_DIST_SYMBOLS];
    uint32_t counts[19] = {0};
    unsigned m = 0;
    for (unsigned i = 0; i < total;) {
        unsigned run = 1;
        while (i + run < total && all[i + run] == all[i]) run++;
        if (all[i] == 0) {
            while (run > 0) {
                if (run >= 11) {
                    unsigned r = run > 138 ? 138 : run;
                    symbols[m] = 18, extra[m++] = (uint8_t)(r - 11), run -= r, i += r;
                } else if (run >= 3) {
                    symbols[m] = 17, extra[m++] = (uint8_t)(run - 3), i += run, run = 0;
                } else {
                    symbols[m] = 0, extra[m++] = 0, run--, i++;
                }
            }
        } else {
            symbols[m] = all[i], extra[m++] = 0, run--, i++;
            while (run > 0) {
                if (run >= 3) {
                    unsigned r = run > 6 ? 6 : run;
                    symbols[m] = 16, extra[m++] = (uint8_t)(r - 3), run -= r, i += r;
                } else {
                    symbols[m] = all[i], extra[m++] = 0, run--, i++;
                }
            }
        }
    }
    for (unsigned i = 0; i < m; i++) counts[symbols[i]]++;
    uint8_t cl_lengths[19];
    uint16_t cl_codes[19];
    swatch_huffman_lengths(counts, 19, 7, cl_lengths);
    swatch_huffman_codes(cl_lengths, 19, cl_codes);
    static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    unsigned hclen = 19;
    while (hclen > 4 && cl_lengths[order[hclen - 1]] == 0) hclen--;

    swatch_bits_put(w, final ? 1u : 0u, 1);
    swatch_bits_put(w, 2, 2);
    swatch_bits_put(w, hlit - 257, 5);
    swatch_bits_put(w, hdist - 1, 5);
    swatch_bits_put(w, hclen - 4, 4);
    for (unsigned i = 0; i < hclen; i++) swatch_bits_put(w, cl_lengths[order[i]], 3);
    static const uint8_t extra_bits[19] = {[16] = 2, [17] = 3, [18] = 7};
    for (unsigned i = 0; i < m; i++) {
        swatch_bits_put(w, cl_codes[symbols[i]], cl_lengths[symbols[i]]);
        if (extra_bits[symbols[i]]) swatch_bits_put(w, extra[i], extra_bits[symbols[i]]);
    }
}
