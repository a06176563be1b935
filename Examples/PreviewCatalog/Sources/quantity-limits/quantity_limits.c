#include "quantity_limits.h"

int quantity_limit(void) { return 9; }
