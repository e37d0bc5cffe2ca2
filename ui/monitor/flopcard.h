#pragma once

#include "analysis/monitorfigures.h"
#include "monitor/monitorcard.h"

namespace nk::ui {

class BarChart;
class LineChart;

// Card 3: the operations the kernels counted, by kind and per element, next to the published
// claims (each with its source), and counted FLOPs against d.
class FlopCard : public MonitorCard
{
    // Declared again so lupdate files the strings under MonitorView too.
    Q_DECLARE_TR_FUNCTIONS(MonitorView)

public:
    explicit FlopCard(QWidget *parent = nullptr);

    void retranslate() override;
    void show(const nk::MonitorNowFigures &f);
    void showDimensions(const std::vector<nk::FlopPoint> &flops);

    BarChart *kinds() const { return m_kinds; }
    BarChart *claims() const { return m_claims; }
    LineChart *flopsVsDimension() const { return m_flopsVsD; }

private:
    BarChart *m_kinds = nullptr;
    BarChart *m_claims = nullptr;
    LineChart *m_flopsVsD = nullptr;
};

} // namespace nk::ui
