#pragma once

#include "analysis/monitorfigures.h"
#include "monitor/monitorcard.h"

namespace nk::ui {

class BarChart;
class LineChart;

// Card 6: σ and RMS, RMS² = σ² + μ², and the extreme near-constant input across ε. Names the
// standard deviation σ = √σ² and the divisor √(σ² + ε) apart.
class StabilityCard : public MonitorCard
{
    // Declared again so lupdate files the strings under MonitorView too.
    Q_DECLARE_TR_FUNCTIONS(MonitorView)

public:
    explicit StabilityCard(QWidget *parent = nullptr);

    void retranslate() override;
    void show(const nk::MonitorNowFigures &f);
    void showEpsilonSweep(const nk::MonitorSweepFigures &f);

    BarChart *divisors() const { return m_divisors; }
    BarChart *identity() const { return m_identity; }
    LineChart *epsilon() const { return m_epsilon; }
    QString numbers() const;
    QString epsilonNote() const;

private:
    BarChart *m_divisors = nullptr;
    BarChart *m_identity = nullptr;
    LineChart *m_epsilon = nullptr;
    QLabel *m_numbers = nullptr;
    QLabel *m_epsilonNote = nullptr;
};

} // namespace nk::ui
