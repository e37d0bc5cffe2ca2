#pragma once

#include "norm/normsettings.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>
#include <vector>

namespace nk::ui {

// A lesson a teacher prepares and shares: the vector, the parameters, where the story stands,
// and notes. JSON with a format tag and version; reading never throws and never crashes,
// a bad file gives a message naming what is wrong.
class LessonFile
{
public:
    struct Lesson
    {
        std::vector<double> input;
        nk::NormSettings settings;
        QString presetId;
        int chapter = 0; // 0: the catalog's default chapter
        QString mode = QStringLiteral("start");
        int step = 1; // 1-based pause point
        QString notes;
        QList<int> chapters;  // the chapters the lesson uses, in catalog order; empty: all
        QString theme;        // "light", "dark", "projector"; empty: the app's own
        bool predict = false; // Execute opens in predict mode
        // The teacher's note per step, keyed "chapterId/stepKey"; "stepNotes" in the file
        // (optional: older lessons have none).
        QMap<QString, QString> stepNotes;
    };

    static QByteArray toJson(const Lesson &lesson);
    static std::optional<Lesson> fromJson(const QByteArray &data, QString *error);
    static bool save(const QString &path, const Lesson &lesson, QString *error);
    static std::optional<Lesson> load(const QString &path, QString *error);

    static constexpr int kVersion = 1;
    // 65536 values with parameters and notes take about 5 MiB as JSON; 16 MiB leaves room
    // for notes without reading anything absurd into memory.
    static constexpr qint64 kMaxBytes = 16 * 1024 * 1024;
};

} // namespace nk::ui
