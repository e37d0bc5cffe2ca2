#pragma once

#include "kernels/throughputbenchmark.h"

#include <QCoreApplication>

namespace nk::ui {

// What a benchmark's result means in words that Monitor's benchmark card and chapter 4's cost
// ledger both say.
class BenchmarkWords
{
    Q_DECLARE_TR_FUNCTIONS(BenchmarkWords)

public:
    // Why a kernel can beat the copy (above 100 % of it), for this result's store strategy and
    // size; empty when neither kernel beat it.
    static QString aboveCopyReason(const nk::ThroughputBenchmark::Result &r);
};

} // namespace nk::ui
