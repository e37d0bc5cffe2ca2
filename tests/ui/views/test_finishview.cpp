#include "catchqt.h"

#include <catch2/catch.hpp>

#include "lesson/chaptercatalog.h"
#include "views/finishview.h"
#include "views/handoutdialog.h"
#include "handout/handoutexport.h"
#include "lesson/lessoncontroller.h"
#include "lesson/narration.h"
#include "base/numbertext.h"

#include "analysis/monitornumbers.h"
#include "io/traceformatter.h"
#include "norm/flopclaims.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace nk::ui;

using nk::Algorithm;
using nk::StepId;

namespace {

struct FinishFixture
{
    LessonController controller;
    FinishView view{&controller};

    FinishFixture()
    {
        view.resize(1920, 1080);
        view.show();
        REQUIRE(QTest::qWaitForWindowExposed(&view));
    }

    QString num(double v) const { return NumberText::number(v, controller.settings().precision); }
    QString cell(int row, int column) const
    {
        return view.comparisonTable()->item(row, column)->text();
    }
};

QByteArray readAll(const QString &path)
{
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

} // namespace

TEST_CASE("Finish view: both outputs with the precision's digits", "[finishview]")
{
    FinishFixture f;
    const auto ln = f.controller.layerNorm();
    const auto rms = f.controller.rmsNorm();
    const QString lnText = f.view.outputLabel(Algorithm::LayerNorm)->text();
    const QString rmsText = f.view.outputLabel(Algorithm::RmsNorm)->text();
    for (int i = 0; i < ln->d(); ++i) {
        CHECK(lnText.contains(f.num(ln->output()[size_t(i)])));
        CHECK(rmsText.contains(f.num(rms->output()[size_t(i)])));
    }
    // The seeds' worked example: RMSNorm ≈ [1.3887, −0.6944, 2.0831] (fp32, 6 digits shown).
    CHECK(rmsText.contains(QStringLiteral("1.38873")));
    CHECK(rmsText.contains(QStringLiteral("2.0831")));

    // fp32 is compared with fp64.
    const QString err = f.view.errorLabel(Algorithm::LayerNorm)->text();
    CHECK(err.contains(NumberText::number(ln->maxAbsError, 3)));

    nk::NormSettings s = f.controller.settings();
    s.precision = nk::Precision::Fp64;
    f.controller.setSettings(s);
    CHECK_FALSE(f.view.errorLabel(Algorithm::RmsNorm)->text().contains(QStringLiteral("Δ")));
    CHECK(f.view.outputLabel(Algorithm::RmsNorm)
              ->text()
              .contains(
                  NumberText::number(f.controller.rmsNorm()->output()[0], nk::Precision::Fp64)));

    // It follows edits and undo.
    f.controller.setInputText(QStringLiteral("1, 2, 3, 4"));
    CHECK(f.view.outputLabel(Algorithm::LayerNorm)
              ->text()
              .contains(f.num(f.controller.layerNorm()->output()[3])));
    CHECK(f.view.outputLabel(Algorithm::LayerNorm)->text().count(QLatin1Char('\n')) == 3);
    f.controller.undoStack()->undo();
    CHECK(f.view.outputLabel(Algorithm::LayerNorm)->text().count(QLatin1Char('\n')) == 2);
}

TEST_CASE("Finish view: the comparison table holds this input's measured values", "[finishview]")
{
    FinishFixture f;
    const auto ln = f.controller.layerNorm();
    const auto rms = f.controller.rmsNorm();
    QTableWidget *table = f.view.comparisonTable();
    REQUIRE(table->rowCount() == FinishView::RowCount);
    REQUIRE(table->columnCount() == 3);
    for (int r = 0; r < FinishView::RowCount; ++r)
        for (int c = 0; c < 3; ++c)
            CHECK(f.cell(r, c) == f.view.comparisonText(r, c));

    const double mu = ln->step(StepId::Mean)->scalar;
    CHECK(f.cell(FinishView::MeanRow, 1).contains(f.num(mu)));
    CHECK(f.cell(FinishView::MeanRow, 1).contains(QStringLiteral("2 add + 1 div"))); // d−1, 1
    CHECK(f.cell(FinishView::MeanRow, 2).startsWith(QStringLiteral("No")));
    CHECK(f.cell(FinishView::VarianceRow, 1).contains(f.num(ln->step(StepId::Variance)->scalar)));
    CHECK(
        f.cell(FinishView::VarianceRow, 2).contains(f.num(rms->step(StepId::MeanSquare)->scalar)));
    CHECK(f.cell(FinishView::ParametersRow, 1).contains(QStringLiteral("β")));
    CHECK_FALSE(f.cell(FinishView::ParametersRow, 2).contains(QStringLiteral("β")));
    CHECK(f.cell(FinishView::StabilityRow, 1).contains(f.num(ln->step(StepId::Normalize)->scalar)));
    CHECK(f.cell(FinishView::StabilityRow, 2).contains(f.num(rms->step(StepId::Rms)->scalar)));
    CHECK(f.cell(FinishView::StabilityRow, 2).contains(QStringLiteral("RMS ≥ σ")));

    // Cost: the counted figures next to the common claim's 8d / 4d, named as counts, not speed.
    CHECK(f.cell(FinishView::SpeedRow, 0) == QStringLiteral("Cost: operations and walks"));
    const int d = ln->d();
    const QString lnSpeed = f.cell(FinishView::SpeedRow, 1);
    const QString rmsSpeed = f.cell(FinishView::SpeedRow, 2);
    CHECK(lnSpeed.contains(QString::number(ln->ops.total())));
    CHECK(lnSpeed.contains(QStringLiteral("%1 walks").arg(ln->passes)));
    CHECK(lnSpeed.contains(QString::number(nk::claims::kCommonClaimLayerNormPerElement * d)));
    CHECK(rmsSpeed.contains(QString::number(rms->ops.total())));
    CHECK(rmsSpeed.contains(QStringLiteral("%1 walks").arg(rms->passes)));
    CHECK(rmsSpeed.contains(QString::number(nk::claims::kCommonClaimRmsNormPerElement * d)));
    if (ln->ops.total() != std::llround(nk::claims::kCommonClaimLayerNormPerElement * d))
        CHECK(lnSpeed.contains(QStringLiteral("differ")));
}

TEST_CASE("Finish view: numeric problems are named in plain words", "[finishview]")
{
    FinishFixture f;
    f.controller.applyPreset(QStringLiteral("fp16-overflow"));
    CHECK(f.cell(FinishView::StabilityRow, 2).contains(QStringLiteral("Overflow")));
    CHECK(f.view.errorLabel(Algorithm::RmsNorm)->text().contains(QStringLiteral("Overflow")));

    f.controller.applyPreset(QStringLiteral("large-offset"));
    CHECK(f.cell(FinishView::VarianceRow, 1).contains(QStringLiteral("E[x²] − μ²")));
    CHECK(f.cell(FinishView::StabilityRow, 1).contains(QStringLiteral("negative")));

    f.controller.applyPreset(QStringLiteral("random-demo"));
    // d = 1024: the cards list the first values and the last.
    const auto ln = f.controller.layerNorm();
    const QString text = f.view.outputLabel(Algorithm::LayerNorm)->text();
    CHECK(text.contains(f.num(ln->output().front())));
    CHECK(text.contains(f.num(ln->output().back())));
    CHECK(text.split(QLatin1Char('\n')).size() < 12);
}

TEST_CASE("Finish view: the chapter's takeaways, kept when a missing chapter is asked for",
          "[finishview]")
{
    FinishFixture f;
    f.view.setLanguage(QStringLiteral("en"));
    f.controller.setChapter(2);
    const QStringList takeaways =
        Narration::forLanguage(QStringLiteral("en"))
            .takeaways(2, *f.controller.layerNorm(), *f.controller.rmsNorm());
    CHECK(f.view.takeawaysBox()->isVisibleTo(&f.view) == !takeaways.isEmpty());
    const QString shown = f.view.takeawaysBox()->findChild<QLabel *>()->text();
    for (const QString &t : takeaways)
        CHECK(shown.contains(t.toHtmlEscaped()));

    // Every chapter the controller accepts has takeaways; one it does not have is refused, so
    // the box keeps chapter 2's instead of going blank.
    f.controller.setChapter(99);
    CHECK(f.controller.chapter() == 2);
    CHECK(f.view.takeawaysBox()->isVisibleTo(&f.view) == !takeaways.isEmpty());
    CHECK(f.view.takeawaysBox()->findChild<QLabel *>()->text() == shown);
}

TEST_CASE("Finish view: exports a JSON trace and the revision sheet", "[finishview][long]")
{
    FinishFixture f;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const auto ln = f.controller.layerNorm();
    const auto rms = f.controller.rmsNorm();

    const QString json = dir.filePath(QStringLiteral("trace.json"));
    REQUIRE(f.view.exportJson(json));
    const QByteArray bytes = readAll(json);
    CHECK(bytes.toStdString() == nk::TraceFormatter(*ln, *rms).json());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    REQUIRE(error.error == QJsonParseError::NoError);
    const QJsonObject root = doc.object();
    CHECK(root.value(QStringLiteral("d")).toInt() == 3);
    CHECK(root.value(QStringLiteral("layernorm")).isObject());
    CHECK(root.value(QStringLiteral("rmsnorm")).isObject());

    const QString html = dir.filePath(QStringLiteral("handout.html"));
    REQUIRE(f.view.exportHandout(html));
    const QString page = QString::fromUtf8(readAll(html));
    CHECK(page.startsWith(QStringLiteral("<!DOCTYPE html>")));
    for (int i = 0; i < ln->d(); ++i) {
        CHECK(page.contains(f.num(ln->output()[size_t(i)])));
        CHECK(page.contains(f.num(rms->output()[size_t(i)])));
    }
    // The vector as stored, beside both outputs.
    for (double x : ln->storedInput)
        CHECK(page.contains(f.num(x)));
    CHECK(page.contains(f.view.comparisonText(FinishView::SpeedRow, 1)
                            .toHtmlEscaped()
                            .section(QLatin1Char('\n'), 0, 0)));

    // An unwritable path fails cleanly.
    CHECK_FALSE(f.view.exportJson(dir.filePath(QStringLiteral("missing/dir/trace.json"))));
    CHECK_FALSE(f.view.exportHandout(dir.filePath(QStringLiteral("missing/dir/handout.html"))));
}

TEST_CASE("Finish view: a PDF handout is written in the background and Cancel keeps the old file",
          "[finishview]")
{
    FinishFixture f;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("handout.pdf"));
    REQUIRE(f.view.startHandoutExport(pdf));
    HandoutExport *job = f.view.handoutExport();
    REQUIRE(job);
    CHECK(job->isRunning());
    CHECK(f.view.exportStatusLabel()->text().contains(QStringLiteral("Writing")));
    // A second start while one runs shows the dialog again and starts nothing.
    CHECK_FALSE(f.view.startHandoutExport(pdf));
    // The dialog's Cancel, while the pages are still being built (the whole catalog's: a full
    // write is tested in tests/ui/report and tests/app).
    QPushButton *cancel = f.view.handoutProgress()->findChild<QPushButton *>();
    REQUIRE(cancel);
    cancel->click();
    QElapsedTimer t;
    t.start();
    while (job->isRunning() && t.elapsed() < 60000)
        QApplication::processEvents(QEventLoop::AllEvents, 10);
    REQUIRE_FALSE(job->isRunning());
    CHECK(job->wasCancelled());
    CHECK_FALSE(QFileInfo::exists(pdf));
    CHECK(f.view.exportStatusLabel()->text().contains(QStringLiteral("cancelled")));
    CHECK_FALSE(f.view.handoutProgress()->isVisible());
}

TEST_CASE("Finish view: zoom scales the text, retranslation keeps the numbers", "[finishview]")
{
    FinishFixture f;
    QLabel *values = f.view.outputLabel(Algorithm::RmsNorm);
    const qreal size = values->font().pointSizeF();
    f.view.setZoom(2.0);
    CHECK(values->font().pointSizeF() == Approx(size * 2.0));
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(&f.view, &change);
    CHECK(values->text().contains(f.num(f.controller.rmsNorm()->output()[0])));
}

TEST_CASE("Finish view: while hidden it catches up when shown", "[finishview]")
{
    FinishFixture f;
    f.view.hide();
    f.controller.setInputText(QStringLiteral("4, -2"));
    const auto ln = f.controller.layerNorm();
    // Exporting from a hidden view still writes the current numbers.
    QTemporaryDir dir;
    const QString html = dir.filePath(QStringLiteral("handout.html"));
    REQUIRE(f.view.exportHandout(html));
    CHECK(QString::fromUtf8(readAll(html)).contains(f.num(ln->output()[1])));

    f.controller.setInputText(QStringLiteral("5, 1, -3"));
    f.view.show();
    const QString text = f.view.outputLabel(Algorithm::LayerNorm)->text();
    CHECK(text.count(QLatin1Char('\n')) == 2);
    CHECK(text.contains(f.num(f.controller.layerNorm()->output()[2])));
}

TEST_CASE("Finish view: σ and the divisor √(σ² + ε) are two numbers", "[finishview]")
{
    FinishFixture f;
    f.controller.applyPreset(QStringLiteral("near-constant"));
    const auto ln = f.controller.layerNorm();
    const double variance = ln->step(StepId::Variance)->scalar;
    const double divisor = ln->step(StepId::Normalize)->scalar;
    REQUIRE(divisor > 1e-3); // √ε, ε = 1e-5
    const FinishReport &report = f.view.report();
    const QStringList lnStats = report.stats(Algorithm::LayerNorm);
    CHECK(lnStats.contains(QStringLiteral("σ = %1").arg(f.num(std::sqrt(variance)))));
    CHECK(lnStats.contains(QStringLiteral("√(σ² + ε) = %1").arg(f.num(divisor))));
    CHECK_FALSE(lnStats.contains(QStringLiteral("σ = %1").arg(f.num(divisor))));
    const QString stability = f.cell(FinishView::StabilityRow, 1);
    CHECK(stability.contains(QStringLiteral("√(σ² + ε) = %1").arg(f.num(divisor))));
    CHECK(stability.contains(QStringLiteral("σ = %1").arg(f.num(std::sqrt(variance)))));
    CHECK_FALSE(stability.contains(QStringLiteral("σ = √(σ² + ε)")));
}

TEST_CASE("Finish view: no seeds on screen, the common claim's saving is computed", "[finishview]")
{
    FinishFixture f;
    for (int r = 0; r < FinishView::RowCount; ++r)
        for (int c = 0; c < 3; ++c)
            CHECK_FALSE(
                f.view.comparisonText(r, c).contains(QStringLiteral("seed"), Qt::CaseInsensitive));
    const QString rmsSpeed = f.cell(FinishView::SpeedRow, 2);
    CHECK(rmsSpeed.contains(QStringLiteral("50\u00a0% (2×)")));
    const auto ln = f.controller.layerNorm();
    const auto rms = f.controller.rmsNorm();
    CHECK(rmsSpeed.contains(NumberText::ratio(nk::MonitorNumbers::operationRatio(*ln, *rms))));
}

TEST_CASE("Finish view: the output cards never run past the right edge", "[finishview]")
{
    FinishFixture f;
    auto *scroll = f.view.findChild<QScrollArea *>();
    REQUIRE(scroll);
    QFrame *ln = f.view.findChild<QFrame *>(QStringLiteral("layerNormCard"));
    QFrame *rms = f.view.findChild<QFrame *>(QStringLiteral("rmsNormCard"));
    REQUIRE(ln);
    REQUIRE(rms);
    // 1000 px is what a 1280×800 window leaves the page; 700 px a narrow window.
    for (const QSize size : {QSize(1920, 1080), QSize(1000, 700), QSize(700, 700)}) {
        for (qreal zoom : {1.0, 2.0}) {
            if (size.width() < 1000 && zoom > 1.0)
                continue;
            f.view.setZoom(zoom);
            f.view.resize(size);
            QApplication::processEvents();
            QApplication::processEvents();
            INFO(size.width() << "x" << size.height() << " zoom " << zoom);
            const int right = scroll->viewport()->width();
            CHECK(scroll->widget()->width() <= right);
            CHECK(rms->geometry().right() <= right);
            CHECK(ln->geometry().right() <= right);
            // Side by side where both fit.
            if (size.width() >= 1920 && zoom == 1.0)
                CHECK(rms->geometry().top() == ln->geometry().top());
        }
    }
    f.view.setZoom(1.0);
}

namespace {

// Exports what the dialog chose and waits for the file; its text, by poppler's pdftotext.
QString exportedText(FinishFixture &f, const HandoutDialog &choice, const QString &pdf)
{
    REQUIRE(f.view.exportChosen(choice, pdf));
    HandoutExport *job = f.view.handoutExport();
    REQUIRE(job);
    QElapsedTimer t;
    t.start();
    while (job->isRunning() && t.elapsed() < 240000)
        QApplication::processEvents(QEventLoop::AllEvents, 10);
    REQUIRE(job->errorText().isEmpty());
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    REQUIRE(p.waitForFinished(60000));
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

TEST_CASE("Finish view: the export dialog offers a student and a teacher handout and the sheet",
          "[finishview]")
{
    FinishFixture f;
    HandoutDialog choice(QStringLiteral("en"), 4);
    // The default is the students' version of every chapter, named for them.
    CHECK(choice.kind() == HandoutDialog::Kind::StudentHandout);
    CHECK(choice.chapters() == ChapterCatalog::instance().ids());
    CHECK(choice.suggestedFileName() == QStringLiteral("normkitchen-handout-student.pdf"));
    CHECK(choice.sheetNumber() == 4);
    choice.setKind(HandoutDialog::Kind::RevisionSheet);
    CHECK(choice.suggestedFileName().endsWith(QStringLiteral(".html")));
    CHECK_FALSE(choice.sheetField()->isEnabled()); // the sheet is the PDF's
    choice.setKind(HandoutDialog::Kind::StudentHandout);
    for (int id : ChapterCatalog::instance().ids())
        choice.setChapterChecked(id, id == 11);
    CHECK(choice.chapters() == QList<int>{11});
    CHECK(choice.sheetField()->isEnabled());
    choice.sheetField()->setText(QStringLiteral("7"));
    CHECK(choice.sheetNumber() == 7);

    const QString own = QStringLiteral("Ask who has met this question at an interview.");
    f.controller.setStepNote(11, 0, own);
    QTemporaryDir dir;
    const QString student = exportedText(f, choice, dir.filePath(QStringLiteral("s.pdf")));
    CHECK(student.contains(QStringLiteral("Student version")));
    CHECK(student.contains(QStringLiteral("exercise sheet number 7")));
    CHECK_FALSE(student.contains(QStringLiteral("Answer key")));
    CHECK_FALSE(student.contains(QStringLiteral("Teacher's notes")));
    CHECK_FALSE(student.contains(own.left(30)));

    choice.setKind(HandoutDialog::Kind::TeacherHandout);
    CHECK(choice.suggestedFileName() == QStringLiteral("normkitchen-handout-teacher.pdf"));
    const QString teacher = exportedText(f, choice, dir.filePath(QStringLiteral("t.pdf")));
    CHECK(teacher.contains(QStringLiteral("Teacher version")));
    CHECK(teacher.contains(QStringLiteral("Answer key of exercise sheet 7")));
    CHECK(teacher.contains(QStringLiteral("Your note:")));
    CHECK(teacher.contains(own.left(30)));
}
