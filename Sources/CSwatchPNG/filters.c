/*
 * PNG's five row filters and libpng's cost heuristic for choosing among them. The encoder
 * uses filter None by default (measured smallest on swatch sheets); the others stay for the
 * options that choose one filter or the per-row heuristic.
 */
#include "warnings.h"

#include <stdlib.h>
#include <string.h>

#include "filters.h"

void swatch_png_filter_row(int type, const unsigned char *row, const unsigned char *prev, size_t n,
                           unsigned bpp, unsigned char *out) {
    out[0] = (unsigned char)type;
    unsigned char *o = out + 1;
    size_t i;
    switch (type) {
    case 1:
        for (i = 0; i < bpp && i < n; i++) o[i] = row[i];
        for (; i < n; i++) o[i] = (unsigned char)(row[i] - row[i - bpp]);
        break;
    case 2:
        for (i = 0; i < n; i++) o[i] = (unsigned char)(row[i] - prev[i]);
        break;
    case 3:
        for (i = 0; i < bpp && i < n; i++) o[i] = (unsigned char)(row[i] - (prev[i] >> 1));
        for (; i < n; i++) o[i] = (unsigned char)(row[i] - ((row[i - bpp] + prev[i]) >> 1));
        break;
    case 4:
        for (i = 0; i < bpp && i < n; i++) o[i] = (unsigned char)(row[i] - prev[i]);
        for (; i < n; i++) {
            int a = row[i - bpp], b = prev[i], c = prev[i - bpp];
            int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
            int pred = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
            o[i] = (unsigned char)(row[i] - pred);
        }
        break;
    default:
        memcpy(o, row, n);
    }
}

unsigned long swatch_png_row_cost(const unsigned char *filtered, size_t n) {
    unsigned long sum = 0;
    for (size_t i = 1; i <= n; i++) {
        int v = filtered[i];
        sum += (unsigned long)(v < 128 ? v : 256 - v);
    }
    return sum;
}
