#include "jobs/benchmarkprogress.h"

#include <QProgressBar>

namespace nk::ui {

void BenchmarkProgress::show(QProgressBar *bar, State state)
{
    bar->setTextVisible(true);
    switch (state) {
    case State::NotRun:
        bar->setValue(0);
        bar->setFormat(tr("Not run yet"));
        break;
    case State::Running:
        bar->setFormat(tr("Measuring… %p\u00a0%"));
        break;
    case State::Done:
        bar->setValue(bar->maximum());
        bar->setFormat(tr("Done"));
        break;
    case State::Cancelled: // the value stays where the run stopped
        bar->setFormat(tr("Cancelled at %p\u00a0%"));
        break;
    case State::OutOfMemory:
        bar->setFormat(tr("Stopped: out of memory"));
        break;
    }
}

} // namespace nk::ui
