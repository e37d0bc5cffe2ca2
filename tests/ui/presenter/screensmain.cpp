// Test main for the two-screen tests: Qt's offscreen platform with two virtual screens, given
// as its configuration file (QT_QPA_PLATFORM=offscreen:configfile=FILE; keys as in Qt 6.4's
// qoffscreenintegration.cpp). Screens are added in the order of their names and the first
// becomes the primary: "a-laptop" is the teacher's, "b-projector" the class's.
#include "widgettestrun.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

int main(int argc, char **argv)
{
    QTemporaryDir dir;
    const QString config = QDir(dir.path()).filePath(QStringLiteral("screens.json"));
    QFile f(config);
    if (!f.open(QIODevice::WriteOnly))
        return 1;
    f.write(R"({"synchronousWindowSystemEvents": true, "windowFrameMargins": false,
                "screens": [
                  {"name": "a-laptop", "x": 0, "y": 0, "width": 1280, "height": 800},
                  {"name": "b-projector", "x": 1280, "y": 0, "width": 1920, "height": 1080}]})");
    f.close();
    // two-x-screens.sh runs the [xscreens] case on a real X server with two X screens.
    if (qgetenv("QT_QPA_PLATFORM") != "xcb")
        qputenv("QT_QPA_PLATFORM", ("offscreen:configfile=" + config).toLocal8Bit());
    return runWidgetTests(argc, argv);
}
