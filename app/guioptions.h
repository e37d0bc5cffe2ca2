#pragma once

#include "norm/normsettings.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

// The window's command line:
// normkitchen [LESSON_FILE] [--lang zh|en] [--theme light|dark|projector] [--large-text]
//             [--preset NAME | --vector V]
//             [--gamma G] [--beta B] [--eps E] [--precision P] [--accumulate A] [--variance V]
//             [--mode start|execute|monitor|finish] [--chapter N] [--step K] [--zoom Z]
//             [--predict] [--screenshot FILE.png [--size WxH] [--presenter]]
//             [--session [--session-host ADDR] [--session-port P] [--session-code C]]
struct GuiOptions
{
    QString lessonFile;
    QString language;
    QString theme;
    bool largeText = false;
    QString preset;
    std::optional<std::vector<double>> vector;
    std::optional<std::vector<double>> gamma;
    std::optional<std::vector<double>> beta;
    std::optional<double> eps;
    std::optional<nk::Precision> precision;
    std::optional<nk::Accumulation> accumulation;
    std::optional<nk::VarianceAlgorithm> variance;
    QString mode;
    int chapter = 0;
    int step = 0;
    double zoom = 0.0;
    bool predict = false; // Execute starts in predict mode
    QString screenshot;
    QSize size{1920, 1080};
    bool presenter = false; // the screenshot shows the presenter console
    // --session: serve the class (docs/SESSION-PROTOCOL.md) from the start.
    bool session = false;
    QString sessionHost;       // an IP address; empty: the first network address, else loopback
    int sessionPort = 0;       // 0: a free port
    QString sessionCode;       // empty: a random one
    bool sessionStdin = false; // the teacher's controls on stdin (tests)

    // Parses arguments (without the program name). Returns an error message, or an empty
    // string when they are fine.
    static QString parse(const QStringList &arguments, GuiOptions &out);
    static QString usage();
};
