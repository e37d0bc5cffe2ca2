#pragma once

#include "norm/normsettings.h"

#include <QList>
#include <QString>

#include <vector>

namespace nk::ui {

// Everything Reset All brings back: the vector and parameters, the chapters the lesson uses,
// where the story stands, and whether Execute hides values for predicting.
struct LessonSnapshot
{
    std::vector<double> input;
    nk::NormSettings settings;
    QString presetId;
    QList<int> lessonChapters; // empty: all
    int chapter = 0;
    int mode = 0; // LessonController::Mode
    double time = 1.0;
    bool predict = false;

    bool operator==(const LessonSnapshot &o) const
    {
        return input == o.input && settings == o.settings && presetId == o.presetId &&
               lessonChapters == o.lessonChapters && chapter == o.chapter && mode == o.mode &&
               time == o.time && predict == o.predict;
    }
    bool operator!=(const LessonSnapshot &o) const { return !(*this == o); }
};

} // namespace nk::ui
