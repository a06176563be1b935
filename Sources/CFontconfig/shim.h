#ifndef SWATCHRASTER_CFONTCONFIG_SHIM_H
#define SWATCHRASTER_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
