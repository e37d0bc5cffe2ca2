#pragma once

#include "analysis/monitorfigures.h"
#include "monitor/benchmarkcard.h"
#include "monitor/monitorcard.h"

namespace nk::ui {

class BarChart;

// Card 4: passes over the data and bytes per vector, step by step and fused. Equal bytes mean
// equal time only when both kernels are limited by memory bandwidth: the card quotes the
// benchmark's measurement for that instead of concluding it from the bytes.
class MemoryCard : public MonitorCard
{
    // Declared again so lupdate files the strings under MonitorView too.
    Q_DECLARE_TR_FUNCTIONS(MonitorView)

public:
    explicit MemoryCard(QWidget *parent = nullptr);

    void retranslate() override;
    void show(const nk::MonitorNowFigures &f);
    // The benchmark's state as card 5 shows it: only a run that measured every size is quoted.
    enum class Run { Complete, Running, Stopped };
    void showMeasurement(const std::vector<BenchmarkCard::Result> &results, Run run);

    BarChart *passes() const { return m_passes; }
    BarChart *bytes() const { return m_bytes; }
    QString note() const;

private:
    void updateNote();

    BarChart *m_passes = nullptr;
    BarChart *m_bytes = nullptr;
    QLabel *m_note = nullptr;
    QString m_traffic;     // the sentence about this vector's bytes
    QString m_measurement; // what the benchmark measured, or that it has not run
};

} // namespace nk::ui
