#pragma once

#include "formularenderer.h"

#include <QApplication>

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
