// Test main for the widget tests: a QApplication exists for the whole run (offscreen unless
// QT_QPA_PLATFORM says otherwise), then Catch runs the test cases. The app's settings live in
// a temporary folder, so tests neither read nor change the user's. Like the app, it stops the
// MathJax worker before the QApplication goes.
#include "widgettestrun.h"

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return runWidgetTests(argc, argv);
}
