// Chapter 9: the listings light up the step's line in both algorithms, print what that line
// produces for the current vector (core's numbers), copy, and the kernel excerpt is really in
// core's source.
#include "lesson/chaptercatalog.h"
#include "panels/codelistings.h"
#include "panels/codepanel.h"
#include "panels/codeview.h"
#include "views/executeview.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "norm/numberformat.h"

#include "catchqt.h"
#include "chaptersteps.h"
#include "testpaths.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QClipboard>
#include <QFile>

using namespace nk::ui;

using Side = CodeListings::Side;
using Style = CodeListings::Style;

TEST_CASE("the kernel excerpt is found line by line, in order, in core's source", "[panels][code]")
{
    QFile f(QString::fromUtf8(nk::test::sourceDir()) + QLatin1Char('/') +
            CodeListings::kernelSource());
    REQUIRE(f.open(QIODevice::ReadOnly));
    const QStringList source = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    int at = 0;
    int checked = 0;
    for (const QString &line : CodeListings::listing(Style::Kernel, Side::RmsNorm).lines) {
        if (CodeListings::isCommentary(line))
            continue;
        INFO("excerpt line: " << line.toStdString()
                              << " (core changed? update ui/panels/codelistings.cpp)");
        const QString want = line.trimmed();
        while (at < source.size() && source[at].trimmed() != want)
            ++at;
        REQUIRE(at < source.size());
        ++at;
        ++checked;
    }
    CHECK(checked >= 10);
}

TEST_CASE("each step lights its line in both listings and prints core's value", "[panels][code]")
{
    LessonController controller;
    controller.setInputText(QStringLiteral("2, -1, 3"));
    CodePanel panel(&controller);
    panel.setLanguage(QStringLiteral("en"));
    const nk::Precision p = controller.settings().precision;
    auto num = [p](double v) { return QString::fromStdString(nk::NumberFormat::number(v, p)); };

    panel.showStep(9, stepOf(9, QStringLiteral("mean")));
    CHECK(panel.style() == Style::NumPy);
    const QList<int> ln = panel.codeView(Side::LayerNorm)->highlightedLines();
    REQUIRE(ln.size() == 1);
    CHECK(panel.codeView(Side::LayerNorm)->lines()[ln[0]].contains(QStringLiteral("mean")));
    CHECK(panel.codeView(Side::RmsNorm)->highlightedLines().isEmpty());
    CHECK(panel.producedText(Side::LayerNorm)
              .contains(num(controller.layerNorm()->step(nk::StepId::Mean)->scalar)));

    panel.showStep(9, stepOf(9, QStringLiteral("statistic")));
    const int rmsLine = panel.codeView(Side::RmsNorm)->highlightedLines().value(0, -1);
    CHECK(panel.codeView(Side::RmsNorm)->lines().value(rmsLine).contains(QStringLiteral("ms =")));
    CHECK(panel.producedText(Side::RmsNorm)
              .contains(num(controller.rmsNorm()->step(nk::StepId::MeanSquare)->scalar)));

    // PyTorch style keeps the same rows; a new vector gives new numbers.
    panel.setStyle(Style::PyTorch);
    panel.showStep(9, stepOf(9, QStringLiteral("divide")));
    CHECK(panel.style() == Style::PyTorch);
    CHECK(panel.codeView(Side::RmsNorm)
              ->lines()
              .value(panel.codeView(Side::RmsNorm)->highlightedLines().value(0))
              .contains(QStringLiteral("torch.sqrt")));
    controller.setInputText(QStringLiteral("1, 2, 3, 4"));
    CHECK(panel.producedText(Side::RmsNorm)
              .contains(num(controller.rmsNorm()->step(nk::StepId::Rms)->scalar)));
    // √(ms + eps) is the divisor; RMS is √ms (issue 23: one meaning of RMS).
    CHECK(panel.producedText(Side::RmsNorm).startsWith(QStringLiteral("→ divisor = ")));

    // The kernel step opens the kernel tab; it prints the fp32 sum.
    panel.showStep(9, stepOf(9, QStringLiteral("kernel")));
    CHECK(panel.style() == Style::Kernel);
    CHECK_FALSE(panel.codeView(Side::RmsNorm)->highlightedLines().isEmpty());
    CHECK(panel.producedText(Side::RmsNorm)
              .contains(
                  num(controller.rmsNorm()->step(nk::StepId::Square)->namedValue("sum_squares"))));
    // Back to a Python step: the Python listings again.
    panel.showStep(9, stepOf(9, QStringLiteral("output")));
    CHECK(panel.style() == Style::NumPy);
}

TEST_CASE("Copy puts both functions on the clipboard", "[panels][code]")
{
    LessonController controller;
    CodePanel panel(&controller);
    panel.showStep(9, stepOf(9, QStringLiteral("functions")));
    panel.copyToClipboard();
    const QString copied = QApplication::clipboard()->text();
    CHECK(copied.contains(QStringLiteral("def layer_norm(")));
    CHECK(copied.contains(QStringLiteral("def rms_norm(")));
    CHECK(copied.count(QStringLiteral("import numpy")) == 1);
}

TEST_CASE("Execute shows the code panel on chapter 9's steps", "[panels][code]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1920, 1080);
    window.show();
    controller.setMode(LessonController::Mode::Execute);
    controller.setChapter(9);
    for (int s = 0; s < controller.stepCount(); ++s) {
        controller.setTime(s + 1);
        QApplication::processEvents();
        INFO("step " << s);
        auto *panel = qobject_cast<CodePanel *>(window.executeView()->chapterPanel());
        REQUIRE(panel);
        // Whole lines, still readable from the back of a room at 1920 × 1080.
        CHECK(panel->codeView(Side::LayerNorm)->drawnPointSize() >= 12.0);
        CHECK(panel->codeView(Side::RmsNorm)->drawnPointSize() >= 12.0);
        CHECK_FALSE(panel->isStacked());
    }
    // Presentation zoom: too wide side by side, so LayerNorm goes above RMSNorm, still readable.
    window.setZoom(1.5);
    controller.setTime(2);
    QApplication::processEvents();
    auto *panel = qobject_cast<CodePanel *>(window.executeView()->chapterPanel());
    REQUIRE(panel);
    CHECK(panel->isStacked());
    CHECK(panel->codeView(Side::LayerNorm)->drawnPointSize() >= 15.0);
}
