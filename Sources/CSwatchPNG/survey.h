/*
 * One pass over an image's rows before it is encoded (survey.c). Private to the target:
 * write.c is its user.
 */
#ifndef CSWATCHPNG_SURVEY_H
#define CSWATCHPNG_SURVEY_H

/* Compares each of the `height` RGBA rows of `width` pixels with the row above (same[y] = 1
 * when equal, same[0] = 0) and returns 1 when every pixel is opaque. Alpha is read only in
 * rows unlike the row above: a copy has its row's alpha. */
int swatch_survey_rows(const unsigned char *rgba, unsigned width, unsigned height, unsigned char *same);

#endif
