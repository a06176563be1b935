#ifndef SWATCHRASTER_CHARFBUZZ_SHIM_H
#define SWATCHRASTER_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
