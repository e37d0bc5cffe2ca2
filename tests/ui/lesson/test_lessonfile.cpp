#include "lessonfile.h"

#include <catch2/catch.hpp>

#include <vector>

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
        {"{\"format\":\"normkitchen-lesson\",\"version\":99,\"input\":[1]}", QStringLiteral("newer")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":\"2,3\"}", QStringLiteral("“input” must be a list")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[]}", QStringLiteral("“input” must be a list")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1,2],\"params\":{\"precision\":\"fp8\"}}", QStringLiteral("Unknown precision “fp8”")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1,2],\"params\":{\"gamma\":[1,2,3]}}", QStringLiteral("gamma has 3 values")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1,2],\"params\":{\"eps\":-1}}", QStringLiteral("eps must be")},
        {"{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1,2],\"params\":{\"eps\":\"small\"}}", QStringLiteral("“eps” must be a number")},
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
