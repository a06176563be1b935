/*
 * An LSB-first bit writer (deflate's bit order) into a swatch_byte_sink, 64 bits at a time:
 * the encoder of image rows (deflate_rows.c) writes one or two codes per symbol through it,
 * and the hand-made zero-row block (zero_rows.c) its codes.
 */
#ifndef CSWATCHPNG_BIT_WRITER_H
#define CSWATCHPNG_BIT_WRITER_H

#include <stdint.h>
#include <string.h>

#include "CSwatchPNG.h"

typedef struct {
    swatch_byte_sink *sink;
    /* Pending bits, the oldest in the least significant place; `count` of them (< 32 between
     * calls). */
    uint64_t bits;
    unsigned count;
} swatch_bit_writer;

/* Hands the sink's buffer to its flush (one IDAT chunk) and starts it again. */
static inline void swatch_bits_flush_sink(swatch_byte_sink *sink) {
    sink->flush(sink->context, sink->buffer, sink->used);
    sink->used = 0;
}

/* Moves the low 32 pending bits to the sink, through its flush when fewer than 4 bytes are
 * left (rare: out of line). */
static void swatch_bits_spill_slow(swatch_bit_writer *w) {
    swatch_byte_sink *sink = w->sink;
    for (unsigned i = 0; i < 4; i++) {
        if (sink->used == sink->size) swatch_bits_flush_sink(sink);
        sink->buffer[sink->used++] = (unsigned char)(w->bits >> (8 * i));
    }
    w->bits >>= 32;
    w->count -= 32;
}

/* Appends the low `count` bits of `value` (count <= 32; the higher bits of value are 0),
 * moving 32 bits to the sink whenever 32 or more are pending. Called once or twice per symbol:
 * always inlined. */
__attribute__((always_inline)) static inline void swatch_bits_put(swatch_bit_writer *w, uint32_t value,
                                                                  unsigned count) {
    w->bits |= (uint64_t)value << w->count;
    w->count += count;
    if (w->count < 32) return;
    swatch_byte_sink *sink = w->sink;
    if (sink->size - sink->used < 4) {
        swatch_bits_spill_slow(w);
        return;
    }
    uint32_t low = (uint32_t)w->bits;
    unsigned char bytes[4] = {(unsigned char)low, (unsigned char)(low >> 8), (unsigned char)(low >> 16),
                              (unsigned char)(low >> 24)};
    memcpy(sink->buffer + sink->used, bytes, 4);
    sink->used += 4;
    w->bits >>= 32;
    w->count -= 32;
}

/* Pads with zero bits to a byte boundary and moves every pending byte to the sink. */
static inline void swatch_bits_align(swatch_bit_writer *w) {
    swatch_byte_sink *sink = w->sink;
    while (w->count > 0) {
        if (sink->used == sink->size) swatch_bits_flush_sink(sink);
        sink->buffer[sink->used++] = (unsigned char)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

/* `code` of `length` bits as deflate stores a Huffman code: most significant bit first. */
static inline uint32_t swatch_bits_reverse(uint32_t code, unsigned length) {
    uint32_t reversed = 0;
    for (unsigned i = 0; i < length; i++) reversed |= ((code >> i) & 1u) << (length - 1 - i);
    return reversed;
}

#endif
