// The chapter catalog (resources/chapters/catalog.json): the app's own loads and is sound, and
// a broken one is refused with a message naming what is wrong, never a crash.
#include "lesson/chaptercatalog.h"
#include "lesson/scenetiming.h"
#include "lesson/lessoncontroller.h"
#include "kitchen/sceneregistry.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QSet>

using namespace nk::ui;

namespace {

std::optional<ChapterCatalog> parse(const char *json, QString *error)
{
    return ChapterCatalog::fromJson(QByteArray(json), error);
}

} // namespace

TEST_CASE("the app's chapter catalog loads and every chapter is playable", "[catalog]")
{
    const ChapterCatalog &c = ChapterCatalog::instance();
    const QList<int> ids = c.ids();
    REQUIRE_FALSE(ids.isEmpty());
    CHECK(QSet<int>(ids.begin(), ids.end()).size() == ids.size());
    CHECK(c.contains(c.defaultId()));
    for (int id : ids) {
        INFO("chapter " << id);
        const ChapterCatalog::Chapter *ch = c.chapter(id);
        REQUIRE(ch != nullptr);
        // Its scene resolves in the kitchen's registry, and knows every beat the steps play.
        INFO("scene " << ch->scene.toStdString());
        REQUIRE(SceneRegistry::contains(ch->scene));
        const std::unique_ptr<KitchenScene> scene = SceneRegistry::create(ch->scene);
        REQUIRE(scene != nullptr);
        REQUIRE(ch->stepCount() >= 1);
        for (const ChapterCatalog::Step &s : ch->steps) {
            INFO("step " << s.key.toStdString() << ", beat " << s.beat.toStdString());
            CHECK_FALSE(s.key.isEmpty());
            // A scene with beats must know this one; a free-running scene plays any.
            if (!SceneTiming::beats(ch->scene).isEmpty())
                CHECK(SceneTiming::beatSlot(ch->scene, s.beat) >= 0);
            CHECK(SceneTiming::stepSeconds(ch->scene, s.beat) > 0.0);
            for (const QString &p : s.panels)
                CHECK(ChapterCatalog::knownPanels().contains(p));
        }
    }
    // Teaching order: next and previous walk the list.
    CHECK(c.nextId(ids.back()) == 0);
    CHECK(c.previousId(ids.front()) == 0);
    for (int i = 0; i + 1 < ids.size(); ++i) {
        CHECK(c.nextId(ids[i]) == ids[i + 1]);
        CHECK(c.previousId(ids[i + 1]) == ids[i]);
    }
}

TEST_CASE("the controller takes its chapters and step counts from the catalog", "[catalog]")
{
    LessonController controller;
    const ChapterCatalog &c = ChapterCatalog::instance();
    CHECK(LessonController::chapters() == c.ids());
    CHECK(controller.chapter() == c.defaultId());
    for (int id : c.ids()) {
        controller.setChapter(id);
        CHECK(controller.chapter() == id);
        CHECK(controller.stepCount() == c.chapter(id)->stepCount());
    }
    const int before = controller.chapter();
    controller.setChapter(0);
    controller.setChapter(1000);
    CHECK(controller.chapter() == before);
}

TEST_CASE("a broken catalog is refused with a message", "[catalog]")
{
    QString error;
    const char *good = R"({"version": 1, "defaultChapter": 7, "chapters": [
        {"id": 7, "scene": "norm-steps", "steps": [{"key": "a", "beat": "input", "panels": []}]},
        {"id": 3, "scene": "cost", "sceneOptions": {"k": 1}, "predicts": ["rmsnorm"],
         "steps": [{"key": "a", "beat": "b", "panels": ["kitchen", "chart"]},
                   {"key": "b", "beat": "b", "panels": ["cards"]}]}]})";
    const auto ok = parse(good, &error);
    INFO(error.toStdString());
    REQUIRE(ok.has_value());
    CHECK(ok->ids() == QList<int>{7, 3});
    CHECK(ok->defaultId() == 7);
    CHECK(ok->chapter(3)->stepCount() == 2);
    CHECK(ok->chapter(3)->steps[0].shows(QStringLiteral("chart")));
    CHECK_FALSE(ok->chapter(3)->steps[1].shows(QStringLiteral("chart")));
    CHECK(ok->chapter(3)->sceneOptions.value(QStringLiteral("k")).toInt() == 1);
    // Predict mode asks both chefs unless the chapter names its own.
    CHECK(ok->chapter(7)->predictsLayerNorm);
    CHECK(ok->chapter(7)->predictsRmsNorm);
    CHECK_FALSE(ok->chapter(3)->predictsLayerNorm);
    CHECK(ok->chapter(3)->predictsRmsNorm);

    struct Bad
    {
        const char *json;
        const char *says;
    };
    const Bad bad[] = {
        {"{", "not JSON"},
        {"[]", "version"},
        {R"({"version": 2, "chapters": []})", "version"},
        {R"({"version": 1, "chapters": []})", "non-empty"},
        {R"({"version": 1, "chapters": [1]})", "not an object"},
        {R"({"version": 1, "chapters": [{"id": 1.5, "scene": "a", "steps": []}]})", "id"},
        {R"({"version": 1, "chapters": [{"id": 1, "scene": "Bad Name", "steps": []}]})", "scene"},
        {R"({"version": 1, "chapters": [{"id": 1, "scene": "a", "steps": []}]})", "steps"},
        {R"({"version": 1, "chapters": [{"id": 1, "scene": "a", "sceneOptions": 3,
            "steps": [{"key": "a", "beat": "b", "panels": []}]}]})",
         "sceneOptions"},
        {R"({"version": 1, "chapters": [{"id": 1, "scene": "a",
            "steps": [{"key": "a", "beat": "b", "panels": ["radio"]}]}]})",
         "unknown panel"},
        {R"({"version": 1, "chapters": [{"id": 1, "scene": "a",
            "steps": [{"key": "a", "beat": "b", "panels": []}, {"key": "a", "beat": "c",
            "panels": []}]}]})",
         "twice"},
        {R"({"version": 1, "chapters": [{"id": 1, "scene": "a",
            "steps": [{"key": "a", "beat": "b", "panels": []}]},
            {"id": 1, "scene": "a", "steps": [{"key": "a", "beat": "b", "panels": []}]}]})",
         "twice"},
        {R"({"version": 1, "chapters": [{"id": 1, "scene": "a", "predicts": ["chef"],
            "steps": [{"key": "a", "beat": "b", "panels": []}]}]})",
         "predicts"},
        {R"({"version": 1, "chapters": [{"id": 1, "scene": "a", "predicts": [],
            "steps": [{"key": "a", "beat": "b", "panels": []}]}]})",
         "predicts"},
        {R"({"version": 1, "defaultChapter": 9, "chapters": [{"id": 1, "scene": "a",
            "steps": [{"key": "a", "beat": "b", "panels": []}]}]})",
         "defaultChapter"},
    };
    for (const Bad &b : bad) {
        INFO(b.json);
        error.clear();
        CHECK_FALSE(parse(b.json, &error).has_value());
        INFO("message: " << error.toStdString());
        CHECK(error.contains(QLatin1String(b.says)));
    }
}
