#pragma once

#include "analysis/monitorfigures.h"
#include "kernels/throughputbenchmark.h"
#include "monitor/monitorcard.h"

QT_BEGIN_NAMESPACE
class QProgressBar;
class QPushButton;
QT_END_NAMESPACE

namespace nk::ui {

class BarChart;
class LineChart;

// Card 5: the fp32 batch kernels timed on this machine against a copy, the same kernels with bf16
// storage beside them (same run), next to the published speed-ups (each with its source). It
// names the code path and the kind of stores that ran. The run itself belongs to MonitorJobs.
class BenchmarkCard : public MonitorCard
{
    // Declared again so lupdate files the strings under MonitorView too.
    Q_DECLARE_TR_FUNCTIONS(MonitorView)

public:
    using Result = nk::ThroughputBenchmark::Result;
    enum class Stop { None, Cancelled, OutOfMemory };

    explicit BenchmarkCard(QWidget *parent = nullptr);

    void retranslate() override;
    // results: fp32, one per d; bf16: the bf16 results of the same run (may be empty).
    void show(const std::vector<Result> &results, const std::vector<Result> &bf16,
              const nk::MonitorBenchmarkPlan &plan, bool running, Stop stop);
    void setProgress(int perMille);
    void showCancelling();
    QString status() const;

    QPushButton *runButton() const { return m_runButton; }
    QPushButton *cancelButton() const { return m_cancelButton; }
    QProgressBar *progress() const { return m_progress; }
    // The progress bar's words now ("Done", "Cancelled at 25 %"), as drawn.
    QString progressText() const;
    LineChart *bandwidth() const { return m_bandwidth; }
    LineChart *rowTime() const { return m_rowTime; }
    BarChart *speedup() const { return m_speedup; }

    // The result the sentences quote: d = 4096, or the nearest measured d; null before any.
    static const Result *representative(const std::vector<Result> &results);
    // The two kernels "take the same time" when their times differ by less than this.
    static constexpr double kSameTimeTolerance = 0.01;

private:
    void applyPartial();
    void showProgressState(bool running, Stop stop, bool measured);

    bool m_partial = false; // the results shown are of a cancelled or stopped run
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_progress = nullptr;
    LineChart *m_bandwidth = nullptr;
    LineChart *m_rowTime = nullptr;
    BarChart *m_speedup = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace nk::ui
