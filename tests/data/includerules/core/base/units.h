#pragma once

#include "model/dtype.h"
