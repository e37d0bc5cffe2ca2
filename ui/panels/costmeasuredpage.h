#pragma once

#include "panels/costledgerpage.h"

#include "kernels/throughputbenchmark.h"

#include <vector>

namespace nk::ui {

class MonitorJobs;

// Chapter 4's page: the batch kernels timed on this machine, ns per row for each d measured.
class CostMeasuredPage : public CostLedgerPage
{
    Q_DECLARE_TR_FUNCTIONS(CostMeasuredPage)

public:
    CostMeasuredPage(const LessonController *controller, const MonitorJobs *jobs);

    void fill(const Sheet &sheet) const override;

private:
    const std::vector<nk::ThroughputBenchmark::Result> &results() const;

    const MonitorJobs *m_jobs;
};

} // namespace nk::ui
