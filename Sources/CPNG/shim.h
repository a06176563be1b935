#ifndef SWATCHRASTER_CPNG_SHIM_H
#define SWATCHRASTER_CPNG_SHIM_H
#include <png.h>
#endif
