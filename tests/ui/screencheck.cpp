// Grabs the whole X screen (the root window) and checks that something dashboard-like is on it: many
// distinct colours, and no large uniform area where the window should be. Used by xvfb_smoke.sh
// around the real kvbudget executable. Usage: screencheck OUTPUT.png [TIMEOUT_MS]
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QPixmap>
#include <QScreen>
#include <QSet>
#include <QThread>

#include <cstdio>

namespace {

struct Verdict
{
    qsizetype colours = 0;
    double busiestShare = 0; // share of sampled pixels in the most common colour
};

Verdict inspect(const QImage& image)
{
    QHash<QRgb, int> counts;
    int samples = 0;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3) {
            ++counts[image.pixel(x, y)];
            ++samples;
        }
    }
    int most = 0;
    for (int count : std::as_const(counts))
        most = std::max(most, count);
    return {counts.size(), samples > 0 ? static_cast<double>(most) / samples : 1.0};
}

} // namespace

int main(int argc, char** argv)
{
    QGuiApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: screencheck OUTPUT.png [TIMEOUT_MS]\n");
        return 2;
    }
    const QString output = QString::fromLocal8Bit(argv[1]);
    const int timeout = argc > 2 ? QByteArray(argv[2]).toInt() : 20000;
    QScreen* screen = QGuiApplication::primaryScreen();
    if (!screen) {
        std::fprintf(stderr, "screencheck: no screen\n");
        return 1;
    }
    QElapsedTimer timer;
    timer.start();
    QImage image;
    Verdict verdict;
    // The window may still be painting: look again until it is not blank or time is up.
    do {
        image = screen->grabWindow(0).toImage().convertToFormat(QImage::Format_RGB32);
        verdict = inspect(image);
        if (verdict.colours >= 64 && verdict.busiestShare < 0.9)
            break;
        QThread::msleep(250);
    } while (timer.elapsed() < timeout);
    image.save(output);
    std::printf(
        "screencheck: %dx%d screen, %lld distinct colours, most common colour on %.0f%% of it -> %s\n",
        image.width(), image.height(), static_cast<long long>(verdict.colours), verdict.busiestShare * 100,
        qPrintable(output));
    const bool ok = image.width() >= 640 && verdict.colours >= 64 && verdict.busiestShare < 0.9;
    if (!ok)
        std::fprintf(stderr, "screencheck: the screen looks blank\n");
    return ok ? 0 : 1;
}
