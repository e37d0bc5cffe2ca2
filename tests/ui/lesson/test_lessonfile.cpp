#include "lesson/lessoncontroller.h"
#include "lesson/lessonfile.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <vector>

using namespace nk::ui;

TEST_CASE("a lesson round-trips through JSON", "[lessonfile]")
{
    LessonFile::Lesson l;
    l.input = {2, -1, 3, 0.125};
    l.settings.gamma = {1, 2, 3, 4};
    l.settings.beta = {0.5};
    l.settings.eps = 1e-8;
    l.settings.precision = nk::Precision::Bf16;
    l.settings.accumulation = nk::Accumulation::Fp32;
    l.settings.variance = nk::VarianceAlgorithm::Welford;
    l.chapter = 3;
    l.mode = QStringLiteral("execute");
    l.step = 4;
    l.notes = QStringLiteral("问学生：为什么 RMS ≥ σ？");
    QString error;
    const auto back = LessonFile::fromJson(LessonFile::toJson(l), &error);
    REQUIRE(back);
    CHECK(back->input == l.input);
    CHECK(back->settings == l.settings);
    CHECK(back->chapter == 3);
    CHECK(back->mode == QStringLiteral("execute"));
    CHECK(back->step == 4);
    CHECK(back->notes == l.notes);
}

TEST_CASE("text starting with a byte-order mark survives Save then Open", "[lessonfile]")
{
    // Qt's reader keeps an escaped U+FEFF but drops a written one: the fuzzer's find.
    const QByteArray json = R"({"format": "normkitchen-lesson", "version": 1, "input": [2, -1, 3],
        "preset": "\ufeffc3\uff1f", "notes": "\ufeff\ufeffnote",
        "stepNotes": {"\ufeff3.1": "\ufeffask"}})";
    QString error;
    const auto lesson = LessonFile::fromJson(json, &error);
    REQUIRE(lesson);
    CHECK(lesson->presetId == QStringLiteral("c3\uff1f"));
    CHECK(lesson->notes == QStringLiteral("note"));
    CHECK(lesson->stepNotes.value(QStringLiteral("3.1")) == QStringLiteral("ask"));
    const auto back = LessonFile::fromJson(LessonFile::toJson(*lesson), &error);
    REQUIRE(back);
    CHECK(back->presetId == lesson->presetId);
    CHECK(back->notes == lesson->notes);
    CHECK(back->stepNotes == lesson->stepNotes);
}

TEST_CASE("bad lesson files give a clear message and no lesson", "[lessonfile]")
{
    struct Case
    {
        QByteArray json;
        QString expected;
    };
    const std::vector<Case> cases{
        {"", QStringLiteral("not valid JSON")},
        {"[1,2]", QStringLiteral("does not contain a lesson")},
        {"{\"format\":\"other\"}", QStringLiteral("not a NormKitchen lesson")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":99,\"input\":[1]}",
         QStringLiteral("newer")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":\"2,3\"}",
         QStringLiteral("“input” must be a list")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[]}",
         QStringLiteral("“input” must be a list")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1,2],\"params\":{"
         "\"precision\":\"fp8\"}}",
         QStringLiteral("Unknown precision “fp8”")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1,2],\"params\":{\"gamma\":["
         "1,2,3]}}",
         QStringLiteral("gamma has 3 values")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1,2],\"params\":{\"eps\":-1}"
         "}",
         QStringLiteral("eps must be")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1,2],\"params\":{\"eps\":"
         "\"small\"}}",
         QStringLiteral("“eps” must be a number")},
        {"{\"format\":\"normkitchen-lesson\",\"input\":[1,2]}",
         QStringLiteral("“version” must be a whole number")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":\"1\",\"input\":[1,2]}",
         QStringLiteral("“version” must be a whole number")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1.5,\"input\":[1,2]}",
         QStringLiteral("“version” must be a whole number")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":7}",
         QStringLiteral("“input” must be a list")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1,\"2\"]}",
         QStringLiteral("“input” must be a list")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1,2],\"chapter\":\"two\"}",
         QStringLiteral("“chapter” must be a whole number")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1,2],\"chapter\":98}",
         QStringLiteral("no chapter 98")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1,2],\"step\":0}",
         QStringLiteral("“step” must be a whole number")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1,2],\"mode\":\"party\"}",
         QStringLiteral("Unknown mode “party”")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1,2],\"mode\":3}",
         QStringLiteral("“mode” must be text")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1,2],\"notes\":[]}",
         QStringLiteral("“notes” must be text")},
    };
    for (const Case &c : cases) {
        INFO(c.json.toStdString());
        QString error;
        CHECK_FALSE(LessonFile::fromJson(c.json, &error).has_value());
        CHECK(error.contains(c.expected));
    }
    QString error;
    CHECK_FALSE(LessonFile::load(QStringLiteral("/nonexistent/lesson.nklesson"), &error));
    CHECK(error.contains(QStringLiteral("Could not open")));
}

TEST_CASE("the lesson file's modes are the controller's", "[lessonfile]")
{
    for (auto mode : {LessonController::Mode::Start, LessonController::Mode::Execute,
                      LessonController::Mode::Monitor, LessonController::Mode::Finish}) {
        LessonFile::Lesson l;
        l.input = {1.0, 2.0};
        l.mode = LessonController::modeName(mode);
        QString error;
        const auto back = LessonFile::fromJson(LessonFile::toJson(l), &error);
        INFO(error.toStdString());
        REQUIRE(back);
        CHECK(LessonController::modeFromName(back->mode) == mode);
    }
}

TEST_CASE("a vector over the limit and a file over the size limit are refused by name",
          "[lessonfile]")
{
    LessonFile::Lesson l;
    l.input.assign(size_t(nk::kMaxDimension) + 1, 0.5);
    QString error;
    CHECK_FALSE(LessonFile::fromJson(LessonFile::toJson(l), &error));
    CHECK(error.contains(QString::number(nk::kMaxDimension)));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.nklesson"));
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly));
    REQUIRE(f.resize(LessonFile::kMaxBytes + 1));
    f.close();
    CHECK_FALSE(LessonFile::load(path, &error));
    CHECK(error.contains(QStringLiteral("at most 16 MiB")));

    // The largest vector allowed, with parameters, fits well under the limit.
    l.input.assign(size_t(nk::kMaxDimension), -1234.5678901234567);
    l.settings.gamma.assign(l.input.size(), 1.2345678901234567);
    l.settings.beta.assign(l.input.size(), -0.1234567890123456);
    CHECK(LessonFile::toJson(l).size() < LessonFile::kMaxBytes / 2);
}

TEST_CASE("saving writes atomically: a failed save leaves the old file whole", "[lessonfile]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lesson.nklesson"));
    LessonFile::Lesson l;
    l.input = {2.0, -1.0, 3.0};
    QString error;
    REQUIRE(LessonFile::save(path, l, &error));
    // A directory where the file should go cannot be written: the save fails with a message.
    CHECK_FALSE(LessonFile::save(dir.path(), l, &error));
    CHECK(error.contains(QStringLiteral("Could not write")));
    const auto back = LessonFile::load(path, &error);
    REQUIRE(back);
    CHECK(back->input == l.input);
    // No temporary file left behind.
    CHECK(QDir(dir.path()).entryList(QDir::Files).size() == 1);
}

TEST_CASE("a chapter number past the range of int is left out like an unknown chapter",
          "[lessonfile]")
{
    // Found by the lessonfile fuzzer: 5.4e57 was converted to int (undefined behaviour).
    QString error;
    const auto l = LessonFile::fromJson(
        R"({"format": "normkitchen-lesson", "version": 1, "input": [5],
            "chapters": [5444444444444444444444444444444444444444444444444444444444, -1e300, 3]})",
        &error);
    INFO(error.toStdString());
    REQUIRE(l.has_value());
    CHECK(l->chapters == QList<int>{3});
}
