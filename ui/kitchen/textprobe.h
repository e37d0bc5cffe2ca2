#pragma once

#include <QPaintDevice>

#include <memory>

namespace nk::ui {

// A paint device that draws nothing and records the smallest text painted on it, in device
// pixels (the font's pixel size times the painter's scale). KitchenView paints its current
// frame on one to report how large its smallest text is on screen.
class TextProbe : public QPaintDevice
{
public:
    explicit TextProbe(const QSize &size, int dpi = 96);
    ~TextProbe() override;

    QPaintEngine *paintEngine() const override;
    // +infinity when no text was drawn.
    double smallestTextPixels() const;
    int textCount() const;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QSize m_size;
    int m_dpi;
    std::unique_ptr<QPaintEngine> m_engine;
};

} // namespace nk::ui
