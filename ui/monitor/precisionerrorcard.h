#pragma once

#include "analysis/monitorfigures.h"
#include "monitor/monitorcard.h"

namespace nk::ui {

class BarChart;
class LineChart;

// Card 1: the largest output error per precision and accumulation, and the error per element
// in the current settings.
class PrecisionErrorCard : public MonitorCard
{
    // Declared again so lupdate files the strings under MonitorView too.
    Q_DECLARE_TR_FUNCTIONS(MonitorView)

public:
    explicit PrecisionErrorCard(QWidget *parent = nullptr);

    void retranslate() override;
    void show(const nk::MonitorNowFigures &f);

    BarChart *errorBars() const { return m_errorBars; }
    LineChart *elementErrors() const { return m_elementErrors; }

private:
    BarChart *m_errorBars = nullptr;
    LineChart *m_elementErrors = nullptr;
    QLabel *m_note = nullptr;
};

} // namespace nk::ui
