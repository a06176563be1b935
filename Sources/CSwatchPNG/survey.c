/*
 * The encoder's first pass over the rows: which rows equal the row above (both encoders write
 * those as Up-filtered zeros without comparing them again) and whether the image is opaque
 * (then it is written as RGB). Before, the opacity check read every pixel of the image and
 * each encoder compared the rows itself, some of them twice.
 */
#include "warnings.h"

#include <string.h>

#include "CSwatchPNG.h"
#include "survey.h"

int swatch_survey_rows(const unsigned char *rgba, unsigned width, unsigned height, unsigned char *same) {
    const size_t stride = (size_t)width * 4;
    int opaque = 1;
    for (unsigned y = 0; y < height; y++) {
        const unsigned char *row = rgba + (size_t)y * stride;
        same[y] = y > 0 && memcmp(row, row - stride, stride) == 0;
        if (!same[y] && opaque) opaque = swatch_rgba_is_opaque(row, width);
    }
    return opaque;
}
