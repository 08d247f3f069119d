#include "cli/commands.h"
#include "budget/engine.h"
