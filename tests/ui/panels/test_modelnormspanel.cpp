// Chapter 8: every row of the models table has a source, the loader refuses rows without one,
// the drawn block has its norms where pre-norm and post-norm put them, and Execute shows the
// panel on every step of chapter 8.
#include "views/executeview.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "panels/modelnormspanel.h"
#include "panels/modelnormtable.h"
#include "base/theme.h"
#include "panels/transformerblockdiagram.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QImage>
#include <QTableWidget>

using namespace nk::ui;

namespace {
constexpr int kModelsChapter = 8;
}

TEST_CASE("every row of the models table names its norm and its source", "[panels][modelnorms]")
{
    const QList<ModelNormTable::Row> &rows = ModelNormTable::rows();
    REQUIRE(rows.size() >= 10);
    QStringList names;
    for (const ModelNormTable::Row &r : rows) {
        INFO(r.name.toStdString());
        CHECK_FALSE(r.source.trimmed().isEmpty());
        CHECK_FALSE(r.evidence.trimmed().isEmpty());
        CHECK(r.url.startsWith(QLatin1String("https://")));
        CHECK(ModelNormTable::knownNorms().contains(r.norm));
        names << r.name;
    }
    CHECK(names.removeDuplicates() == 0);
    // The corrections the chapter teaches: GPT-NeoX uses LayerNorm; the original Transformer and
    // BERT are post-norm; LLaMA is pre-norm RMSNorm.
    auto find = [&rows](const QString &name) -> const ModelNormTable::Row * {
        for (const ModelNormTable::Row &r : rows)
            if (r.name == name)
                return &r;
        return nullptr;
    };
    REQUIRE(find(QStringLiteral("GPT-NeoX-20B")));
    CHECK(find(QStringLiteral("GPT-NeoX-20B"))->norm == QStringLiteral("layernorm"));
    REQUIRE(find(QStringLiteral("BERT")));
    CHECK(find(QStringLiteral("BERT"))->placement == QStringLiteral("post-norm"));
    REQUIRE(find(QStringLiteral("LLaMA")));
    CHECK(find(QStringLiteral("LLaMA"))->isRmsFamily());
    CHECK(find(QStringLiteral("LLaMA"))->placement == QStringLiteral("pre-norm"));
}

TEST_CASE("the models table refuses a row without a source", "[panels][modelnorms]")
{
    QString error;
    CHECK(ModelNormTable::fromJson(R"({"models": [{"name": "X", "norm": "rmsnorm",
        "placement": "pre-norm", "source": "", "url": "https://a", "evidence": "e"}]})",
                                   &error)
              .isEmpty());
    CHECK(error.contains(QStringLiteral("source")));
    CHECK(ModelNormTable::fromJson(R"({"models": [{"name": "X", "norm": "batchnorm",
        "placement": "", "source": "s", "url": "https://a", "evidence": "e"}]})",
                                   &error)
              .isEmpty());
    CHECK(ModelNormTable::fromJson("not json", &error).isEmpty());
    CHECK(ModelNormTable::fromJson(R"({"models": [{"name": "X", "norm": "layernorm",
        "placement": "post-norm", "source": "s", "url": "https://a", "evidence": "e"}]})")
              .size() == 1);
}

TEST_CASE("the drawn block puts the norms where pre-norm and post-norm put them",
          "[panels][modelnorms]")
{
    TransformerBlockDiagram diagram;
    for (const QSize &size : {QSize(1100, 620), QSize(560, 400), QSize(2200, 1300)}) {
        diagram.resize(size);
        const QList<TransformerBlockDiagram::Box> boxes = diagram.boxes();
        QList<QRectF> preNorms, postNorms, preOps, postOps;
        for (const auto &b : boxes) {
            CHECK(QRectF(diagram.rect()).contains(b.rect));
            (b.preNorm ? (b.norm ? preNorms : preOps) : (b.norm ? postNorms : postOps)) << b.rect;
        }
        // Pre-norm: a norm before attention, one before the MLP, one at the end.
        REQUIRE(preNorms.size() == 3);
        REQUIRE(preOps.size() == 2);
        CHECK(preNorms[0].bottom() <= preOps[0].top());
        CHECK(preNorms[1].bottom() <= preOps[1].top());
        CHECK(preNorms[2].top() >= preOps[1].bottom());
        // Post-norm: each norm after its sub-layer.
        REQUIRE(postNorms.size() == 2);
        REQUIRE(postOps.size() == 2);
        CHECK(postNorms[0].top() >= postOps[0].bottom());
        CHECK(postNorms[1].top() >= postOps[1].bottom());
        // No two boxes overlap.
        for (int i = 0; i < boxes.size(); ++i)
            for (int j = i + 1; j < boxes.size(); ++j)
                CHECK_FALSE(boxes[i].rect.intersects(boxes[j].rect));
    }
    // It paints in both themes, and the norms carry the algorithm colours.
    diagram.resize(900, 560);
    for (Theme::Mode mode : {Theme::Mode::Light, Theme::Mode::Dark}) {
        Theme::setMode(mode);
        QImage image(diagram.size(), QImage::Format_ARGB32);
        image.fill(Theme::background());
        diagram.render(&image);
        const auto boxes = diagram.boxes();
        const QRectF pre = boxes[0].rect; // a pre-norm RMSNorm box
        const QColor edge = image.pixelColor(QPoint(int(pre.center().x()), int(pre.top()) + 1));
        CHECK(std::abs(edge.hue() - Theme::rmsNorm().hue()) < 20);
    }
    Theme::setMode(Theme::Mode::Light);
}

TEST_CASE("Execute shows the model-norms panel on every step of chapter 8", "[panels][modelnorms]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1600, 900);
    window.setLanguage(QStringLiteral("en"));
    window.show();
    controller.setChapter(kModelsChapter);
    controller.setMode(LessonController::Mode::Execute);
    for (int step = 0; step < controller.stepCount(); ++step) {
        controller.setTime(step + 1.0);
        QApplication::processEvents();
        INFO("step " << step);
        auto *panel = qobject_cast<ModelNormsPanel *>(window.executeView()->chapterPanel());
        REQUIRE(panel != nullptr);
        CHECK(int(panel->page()) == step);
        const bool table = panel->page() == ModelNormsPanel::Page::Models;
        CHECK(panel->table()->isVisibleTo(panel) == table);
        CHECK(panel->diagram()->isVisibleTo(panel) == !table);
        if (table)
            CHECK(panel->table()->rowCount() == ModelNormTable::rows().size());
    }
}
