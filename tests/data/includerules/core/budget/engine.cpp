#include "engine.h"
#include "io/presets.h"
#include "model/dtype.h"
#include <QWidget>
#include <QString>
#include <vector>
