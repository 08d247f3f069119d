#pragma once
// Shared by the dashboard's widget tests.
#include "testhelpers.h"

#include <QImage>
#include <QSet>

namespace kvbtest {

// Distinct colours on a coarse grid: a blank image has one or two.
inline qsizetype distinctColours(const QImage& image, int step = 4)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += step)
        for (int x = 0; x < image.width(); x += step)
            colours.insert(image.pixel(x, y));
    return colours.size();
}

} // namespace kvbtest
