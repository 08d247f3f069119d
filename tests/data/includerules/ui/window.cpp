#include "ui/window.h"
#include "model/dtype.h"
#include "cli/commands.h"
#include "window.moc"
