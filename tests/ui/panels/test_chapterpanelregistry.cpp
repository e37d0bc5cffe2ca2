// The catalog's list of chapter panel names and the registry that builds them agree, and
// Execute hosts a chapter's panel in the cards' place.
#include "catchqt.h"

#include <catch2/catch.hpp>

#include "lesson/chaptercatalog.h"
#include "panels/chapterpanel.h"
#include "panels/chapterpanelregistry.h"
#include "lesson/lessoncontroller.h"

#include <memory>

using namespace nk::ui;

TEST_CASE("every chapter panel the catalog knows can be built, and only those", "[panels][catalog]")
{
    LessonController controller;
    const QStringList builtIn = ChapterCatalog::builtInPanels();
    for (const QString &name : ChapterCatalog::knownPanels()) {
        if (builtIn.contains(name))
            continue;
        INFO(name.toStdString());
        std::unique_ptr<ChapterPanel> panel(ChapterPanelRegistry::create(name, &controller));
        REQUIRE(panel);
        // Every step of every chapter that names it can be shown.
        for (int id : ChapterCatalog::instance().ids()) {
            const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(id);
            for (int s = 0; s < c->stepCount(); ++s)
                if (c->steps[s].shows(name))
                    for (const char *lang : {"en", "zh"}) {
                        panel->setLanguage(QString::fromLatin1(lang));
                        panel->showStep(id, s);
                    }
        }
    }
    for (const QString &name : ChapterPanelRegistry::names())
        CHECK(ChapterCatalog::knownPanels().contains(name));
    CHECK(ChapterPanelRegistry::create(QStringLiteral("no-such-panel"), &controller) == nullptr);
}

TEST_CASE("a catalog step names at most one chapter panel", "[panels][catalog]")
{
    QString error;
    const QByteArray json = R"({"version": 1, "chapters": [{"id": 1, "scene": "norm-steps",
        "steps": [{"key": "a", "beat": "input", "panels": ["kitchen", "nope"]}]}]})";
    CHECK_FALSE(ChapterCatalog::fromJson(json, &error));
    CHECK(error.contains(QStringLiteral("nope")));
}
