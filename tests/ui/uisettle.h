#pragma once

#include "formula/formularenderer.h"

#include <QApplication>
#include <QElapsedTimer>

#include <functional>

using namespace nk::ui;

// Lets a window finish what a change started before a test looks at it: the layouts the
// change queued, the formulas they asked MathJax for, and the layouts those formulas change.
inline void settleUi()
{
    for (int i = 0; i < 3; ++i) {
        QApplication::processEvents();
        FormulaRenderer::instance()->waitUntilIdle(20000);
    }
    QApplication::processEvents();
}

// Runs the event loop until done() holds or ms milliseconds pass; returns done().
inline bool waitUntil(const std::function<bool()> &done, int ms = 60000)
{
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < ms)
        QApplication::processEvents(QEventLoop::AllEvents, 20);
    return done();
}
