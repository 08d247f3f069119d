#pragma once

#include <QByteArray>
#include <QStringList>

namespace kvb {

// Python's json module (which writes and reads every Hugging Face config.json) accepts three
// literals strict JSON does not: Infinity, -Infinity and NaN (Nemotron-H and Mamba2 configs write
// "time_step_limit": [0.0, Infinity]). They are rewritten, outside strings only, as the JSON
// strings "Infinity", "-Infinity" and "NaN": the file then parses, the value survives a save, and a
// field kvbudget reads as a number refuses it by name instead of taking a made-up figure.
// `replaced` (optional) receives one entry per literal rewritten ("Infinity at line 12").
QByteArray pythonJsonToStrict(const QByteArray& json, QStringList* replaced = nullptr);

} // namespace kvb
