#pragma once

#include "analysis/monitorfigures.h"
#include "monitor/monitorcard.h"

#include <functional>

QT_BEGIN_NAMESPACE
class QComboBox;
QT_END_NAMESPACE

namespace nk::ui {

class LineChart;

// Card 2: the output error as a constant offset is added and as d grows, in one chosen
// precision and accumulation, with where one-pass variance cancels and squares overflow.
class ErrorSweepCard : public MonitorCard
{
    // Declared again so lupdate files the strings under MonitorView too.
    Q_DECLARE_TR_FUNCTIONS(MonitorView)

public:
    using SelectionHandler = std::function<void(nk::Precision, nk::Accumulation)>;
    ErrorSweepCard(SelectionHandler onSelection, QWidget *parent = nullptr);

    void retranslate() override;
    void setSelection(nk::Precision precision, nk::Accumulation accumulation);
    void showSweeping();
    void show(const nk::MonitorSweepFigures &f);

    LineChart *offsetChart() const { return m_offsetChart; }
    LineChart *dimensionChart() const { return m_dimensionChart; }

private:
    SelectionHandler m_onSelection;
    QLabel *m_precisionLabel = nullptr;
    QComboBox *m_precisionBox = nullptr;
    QLabel *m_accumulationLabel = nullptr;
    QComboBox *m_accumulationBox = nullptr;
    QLabel *m_status = nullptr;
    LineChart *m_offsetChart = nullptr;
    LineChart *m_dimensionChart = nullptr;
};

} // namespace nk::ui
