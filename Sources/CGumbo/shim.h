#ifndef SHOPSTAGE_CGUMBO_SHIM_H
#define SHOPSTAGE_CGUMBO_SHIM_H
#include <gumbo.h>
#endif
