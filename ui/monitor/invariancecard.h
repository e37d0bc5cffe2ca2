#pragma once

#include "analysis/monitorfigures.h"
#include "monitor/monitorcard.h"

#include <functional>

QT_BEGIN_NAMESPACE
class QPushButton;
class QSlider;
QT_END_NAMESPACE

namespace nk::ui {

class BarChart;

// Card 7: the outputs for x and a·x + c, with sliders for the shift c and the scale a.
class InvarianceCard : public MonitorCard
{
    // Declared again so lupdate files the strings under MonitorView too.
    Q_DECLARE_TR_FUNCTIONS(MonitorView)

public:
    // Called with (c, a) when the user moves a slider or resets them.
    using TransformHandler = std::function<void(double shift, double scale)>;
    InvarianceCard(TransformHandler onTransform, QWidget *parent = nullptr);

    void retranslate() override;
    void setTransform(double shift, double scale); // the sliders and their labels
    void show(const nk::MonitorNowFigures &f);

    BarChart *layerNorm() const { return m_lnInvariance; }
    BarChart *rmsNorm() const { return m_rmsInvariance; }

private:
    TransformHandler m_onTransform;
    double m_shift = 0.0;
    double m_scale = 1.0;
    QLabel *m_shiftLabel = nullptr;
    QSlider *m_shiftSlider = nullptr;
    QLabel *m_scaleLabel = nullptr;
    QSlider *m_scaleSlider = nullptr;
    QPushButton *m_reset = nullptr;
    BarChart *m_lnInvariance = nullptr;
    BarChart *m_rmsInvariance = nullptr;
    QLabel *m_numbers = nullptr;
};

} // namespace nk::ui
