#pragma once

#include <QCoreApplication>

QT_BEGIN_NAMESPACE
class QProgressBar;
QT_END_NAMESPACE

namespace nk::ui {

// A benchmark's progress bar in words, the same in Monitor's card and chapter 4: not run yet,
// measuring n %, done, cancelled at n %, or stopped for memory. Without words a bar left at
// 25 % after a cancel read as still running.
class BenchmarkProgress
{
    Q_DECLARE_TR_FUNCTIONS(BenchmarkProgress)

public:
    enum class State { NotRun, Running, Done, Cancelled, OutOfMemory };
    static void show(QProgressBar *bar, State state);
};

} // namespace nk::ui
