#pragma once

#include "catchrun.h"

#include "formula/formularenderer.h"
#include "testpaths.h"

#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>

using namespace nk::ui;

// The widget test programs' run, after main has chosen the platform: a QApplication for the
// whole run, the app's settings in a temporary folder (tests neither read nor change the
// user's), the formulas typeset by earlier test processes read back (testpaths.h), Catch's
// session, and, like the app, the MathJax worker stopped before the QApplication goes.
// Catch2's implementation is in catchsession.cpp.
inline int runWidgetTests(int argc, char **argv)
{
    nk::test::useFormulaCache();
    QApplication app(argc, argv);
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    const int result = runCatchSession(argc, argv);
    FormulaRenderer::shutdown();
    return result;
}
