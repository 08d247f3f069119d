#pragma once
// A paint device that records every piece of text painted on it, with where it landed, instead of
// drawing pixels. Rendering a widget into it (QWidget::render) yields exactly what a person would
// read on screen: labels, painted charts, the QGraphicsScene text of Qt Charts, elided or not.

#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QRectF>
#include <QString>
#include <QTextItem>
#include <QWidget>

#include <vector>

namespace kvbtest {

struct PaintedText
{
    QString text;
    QRectF rect; // in device coordinates
};

class TextRecordingEngine final : public QPaintEngine
{
public:
    TextRecordingEngine()
        : QPaintEngine(QPaintEngine::AllFeatures)
    {}

    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState& changed) override
    {
        if (changed.state() & QPaintEngine::DirtyTransform)
            m_transform = changed.transform();
    }
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
    // Shapes are not text: drawn nowhere (the defaults would warn that they are unimplemented).
    void drawPath(const QPainterPath&) override {}
    void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
    void drawPolygon(const QPoint*, int, PolygonDrawMode) override {}
    void drawTextItem(const QPointF& p, const QTextItem& item) override
    {
        if (item.text().trimmed().isEmpty())
            return;
        const QRectF local(p.x(), p.y() - item.ascent(), item.width(), item.ascent() + item.descent());
        texts.push_back({item.text(), m_transform.mapRect(local)});
    }
    Type type() const override { return QPaintEngine::User; }

    std::vector<PaintedText> texts;

private:
    QTransform m_transform;
};

class TextRecorder final : public QPaintDevice
{
public:
    explicit TextRecorder(QSize size)
        : m_size(size)
    {}

    QPaintEngine* paintEngine() const override { return &m_engine; }
    const std::vector<PaintedText>& texts() const { return m_engine.texts; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return m_size.width();
        case PdmHeight:
            return m_size.height();
        case PdmWidthMM:
            return m_size.width() * 254 / 960;
        case PdmHeightMM:
            return m_size.height() * 254 / 960;
        case PdmNumColors:
            return 1 << 24;
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return static_cast<int>(QPaintDevice::devicePixelRatioFScale());
        }
        return 0;
    }

private:
    QSize m_size;
    mutable TextRecordingEngine m_engine;
};

// Everything `widget` paints, as text with device rectangles.
inline std::vector<PaintedText> paintedTexts(QWidget* widget)
{
    TextRecorder recorder(widget->size());
    widget->render(&recorder, QPoint(), QRegion(), QWidget::DrawChildren);
    return recorder.texts();
}

} // namespace kvbtest
