#pragma once

#include <catch2/catch.hpp>

#include "formularenderer.h"

#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>

// The widget test programs' run, after main has chosen the platform: a QApplication for the
// whole run, the app's settings in a temporary folder (tests neither read nor change the
// user's), Catch's session, and, like the app, the MathJax worker stopped before the
// QApplication goes. Include once, from a main that defines CATCH_CONFIG_RUNNER.
inline int runWidgetTests(int argc, char **argv)
{
    QApplication app(argc, argv);
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    const int result = Catch::Session().run(argc, argv);
    FormulaRenderer::shutdown();
    return result;
}
