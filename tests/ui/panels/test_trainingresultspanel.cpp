// Chapter 6's panel: shown on every step of the chapter, trains on a worker with progress and
// cancel, keeps the last run for the session (stepping back does not retrain), and shows the
// figures core computes from it.
#include "catchqt.h"
#include "uisettle.h"
#include "tinytraining.h"

#include <catch2/catch.hpp>

#include "charts/barchart.h"
#include "views/executeview.h"
#include "formula/formularenderer.h"
#include "lesson/lessoncontroller.h"
#include "charts/linechart.h"
#include "window/mainwindow.h"
#include "base/numbertext.h"
#include "base/theme.h"
#include "training/trainingeconomics.h"
#include "panels/trainingcontrols.h"
#include "panels/trainingresultspanel.h"
#include "jobs/trainingsession.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QPushButton>
#include <QSignalSpy>

#include <memory>

using namespace nk::ui;

TEST_CASE("chapter 6 shows the training panel on every step", "[panels][training]")
{
    LessonController controller;
    controller.setChapter(6);
    REQUIRE(controller.chapter() == 6);
    ExecuteView view(&controller);
    view.resize(1600, 900);
    view.show();
    for (int step = 0; step < controller.stepCount(); ++step) {
        controller.setTime(step + 1);
        QApplication::processEvents();
        INFO("step " << step);
        auto *panel = qobject_cast<TrainingResultsPanel *>(view.chapterPanel());
        REQUIRE(panel != nullptr);
        CHECK(panel->currentPage() == step);
    }
}

TEST_CASE("the training panel trains on a worker, keeps the run and can stop it",
          "[panels][training]")
{
    LessonController controller;
    TrainingSession *session = TrainingSession::of(&controller);
    CHECK(TrainingSession::of(&controller) == session); // one per controller
    session->setExperimentConfig(TrainingSession::Size::Quick, tinyTrainingConfig(20));
    session->setExperimentConfig(TrainingSession::Size::Classroom, tinyTrainingConfig(100000));
    TrainingResultsPanel panel(&controller);
    panel.resize(1100, 700);
    panel.show();
    panel.showStep(6, 1);
    CHECK_FALSE(session->isRunning());
    CHECK_FALSE(session->experiment());

    QSignalSpy finished(session, &TrainingSession::finished);
    panel.controls()->quickButton()->click();
    CHECK(session->isRunning());
    CHECK(panel.controls()->stopButton()->isEnabled());
    REQUIRE(waitUntil([&] { return finished.count() == 1; }));
    REQUIRE(session->experiment());
    const nk::TrainingExperiment::Result r = *session->experiment();
    CHECK_FALSE(r.cancelled);
    REQUIRE(r.runs.size() == 2);
    CHECK(r.runs[0].steps == 20);
    // The live curves hold every step the worker reported.
    const auto live = session->live(TrainingSession::Job::Experiment);
    REQUIRE(live.size() == 2);
    CHECK(live[0].train.size() == 20);
    CHECK(live[1].train.size() == 20);
    CHECK(live[0].train.back().y() == r.runs[0].curve.back().trainLoss);
    CHECK(panel.layerNormChart()->seriesPoints(0).size() == 20);
    CHECK(panel.rmsNormChart()->seriesPoints(1).size() == live[1].validation.size());

    // Stepping through the chapter and back shows the kept run; nothing retrains.
    for (int step : {2, 3, 4, 0, 1, 3}) {
        panel.showStep(6, step);
        CHECK_FALSE(session->isRunning());
    }
    CHECK(finished.count() == 1);
    const nk::TrainingEconomics::Summary s = nk::TrainingEconomics::summarize(r);
    REQUIRE(s.valid);
    panel.showStep(6, 3);
    CHECK(panel.speedupChart()->seriesValues(0).value(0) == s.throughputRatio);
    CHECK(panel.speedupChart()->seriesValues(0).value(1) == s.amdahlPredicted);
    CHECK(panel.pageText().contains(NumberText::ratio(s.throughputRatio)));
    panel.showStep(6, 4);
    panel.tokensInput()->setValue(36.0); // 36 million tokens
    panel.priceInput()->setValue(1.0);
    const double lnCost = nk::TrainingEconomics::cost(36e6, s.layerNormTokensPerSecond, 1.0);
    CHECK(panel.pageText().contains(NumberText::number(lnCost, 4)));
    panel.showStep(6, 2);
    CHECK(panel.pageText().contains(NumberText::number(s.parity.back().rmsNorm, 4)));

    // A long run stops on Stop, and keeps what it measured.
    panel.controls()->classroomButton()->click();
    REQUIRE(waitUntil([&] {
        const auto l = session->live(TrainingSession::Job::Experiment);
        return !l.isEmpty() && l[0].train.size() >= 3;
    }));
    panel.controls()->stopButton()->click();
    REQUIRE(waitUntil([&] { return finished.count() == 2; }));
    CHECK(session->experiment()->cancelled);
    CHECK(session->experiment()->runs[0].steps < 100000);
}

TEST_CASE("destroying the session while it trains stops the worker promptly", "[panels][training]")
{
    auto controller = std::make_unique<LessonController>();
    TrainingSession *session = TrainingSession::of(controller.get());
    session->setExperimentConfig(TrainingSession::Size::Quick, tinyTrainingConfig(1000000));
    session->start(TrainingSession::Job::Experiment);
    REQUIRE(waitUntil([&] {
        const auto l = session->live(TrainingSession::Job::Experiment);
        return !l.isEmpty() && l[0].train.size() >= 2;
    }));
    // The session is the controller's child: deleting it cancels and joins the worker (a
    // million steps would otherwise keep this test busy for hours).
    controller.reset();
    SUCCEED();
}

// Not run by default: chapter 6 at 1920×1080 while the quick run trains, every step, both
// languages and themes, for a person to look at (NK_SHOTS=DIR ui_tests "[.training-shots]").
TEST_CASE("chapter 6 screenshots while training", "[.training-shots]")
{
    const QString dir = qEnvironmentVariable("NK_SHOTS", QStringLiteral("."));
    for (bool dark : {false, true})
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
            Theme::setMode(dark ? Theme::Mode::Dark : Theme::Mode::Light);
            LessonController controller;
            MainWindow window(&controller);
            window.setDarkTheme(dark);
            window.setLanguage(lang);
            window.resize(1920, 1080);
            window.show();
            controller.setChapter(6);
            controller.setMode(LessonController::Mode::Execute);
            TrainingSession *session = TrainingSession::of(&controller);
            session->start(TrainingSession::Job::Experiment, TrainingSession::Size::Quick);
            const int third = session->experimentConfig(TrainingSession::Size::Quick).steps / 3;
            REQUIRE(waitUntil([&] {
                const auto l = session->live(TrainingSession::Job::Experiment);
                return l.size() == 2 && l[1].train.size() >= third;
            }));
            for (int step = 1; step <= controller.stepCount(); ++step) {
                controller.setTime(step);
                for (int i = 0; i < 3; ++i) {
                    QApplication::processEvents();
                    FormulaRenderer::instance()->waitUntilIdle(20000);
                }
                window.grab().save(
                    QStringLiteral("%1/ch6_training_%2_%3_s%4.png")
                        .arg(dir, lang, dark ? QStringLiteral("dark") : QStringLiteral("light"))
                        .arg(step));
            }
        }
    Theme::setMode(Theme::Mode::Light);
}
