#include "kitchen/textprobe.h"

#include <QFontInfo>
#include <QPaintEngine>
#include <QPainter>
#include <QTransform>

#include <cmath>
#include <limits>

namespace nk::ui {

namespace {

class ProbeEngine : public QPaintEngine
{
public:
    explicit ProbeEngine(int dpi)
        : QPaintEngine(QPaintEngine::AllFeatures)
        , m_dpi(dpi)
    {
    }

    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &state) override
    {
        if (state.state() & QPaintEngine::DirtyTransform)
            m_transform = state.transform();
    }
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
    void drawPath(const QPainterPath &) override {}
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
    void drawTextItem(const QPointF &, const QTextItem &item) override
    {
        if (item.text().trimmed().isEmpty())
            return;
        const QFont f = item.font();
        const double px = f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF() * m_dpi / 72.0;
        // The vertical scale of the painter (the kitchen scales uniformly).
        const double scale = std::hypot(m_transform.m12(), m_transform.m22());
        smallest = std::min(smallest, px * scale);
        ++count;
    }
    Type type() const override { return QPaintEngine::User; }

    double smallest = std::numeric_limits<double>::infinity();
    int count = 0;

private:
    int m_dpi;
    QTransform m_transform;
};

} // namespace

TextProbe::TextProbe(const QSize &size, int dpi)
    : m_size(size)
    , m_dpi(dpi)
    , m_engine(std::make_unique<ProbeEngine>(dpi))
{
}

TextProbe::~TextProbe() = default;

QPaintEngine *TextProbe::paintEngine() const
{
    return m_engine.get();
}

double TextProbe::smallestTextPixels() const
{
    return static_cast<const ProbeEngine *>(m_engine.get())->smallest;
}

int TextProbe::textCount() const
{
    return static_cast<const ProbeEngine *>(m_engine.get())->count;
}

int TextProbe::metric(PaintDeviceMetric metric) const
{
    switch (metric) {
    case PdmWidth:
        return m_size.width();
    case PdmHeight:
        return m_size.height();
    case PdmWidthMM:
        return int(m_size.width() * 25.4 / m_dpi);
    case PdmHeightMM:
        return int(m_size.height() * 25.4 / m_dpi);
    case PdmNumColors:
        return std::numeric_limits<int>::max();
    case PdmDepth:
        return 32;
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY:
        return m_dpi;
    case PdmDevicePixelRatio:
        return 1;
    case PdmDevicePixelRatioScaled:
        return int(QPaintDevice::devicePixelRatioFScale());
    }
    return 0;
}

} // namespace nk::ui
