#pragma once

#include "panels/costledgerpage.h"

#include "kernels/throughputbenchmark.h"

#include <vector>

namespace nk::ui {

class MonitorJobs;

// Chapter 4's page: the bytes a row moves against the bandwidth a copy reached, and how far
// each kernel is from that floor.
class CostBandwidthPage : public CostLedgerPage
{
    Q_DECLARE_TR_FUNCTIONS(CostBandwidthPage)

public:
    CostBandwidthPage(const LessonController *controller, const MonitorJobs *jobs);

    void fill(const Sheet &sheet) const override;

private:
    const std::vector<nk::ThroughputBenchmark::Result> &results() const;

    const MonitorJobs *m_jobs;
};

} // namespace nk::ui
