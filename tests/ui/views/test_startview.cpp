#include "catchqt.h"

#include <catch2/catch.hpp>

#include "io/presets.h"
#include "lesson/lessoncontroller.h"
#include "base/longpasteguard.h"
#include "window/mainwindow.h"
#include "views/parameterpanel.h"
#include "views/startview.h"
#include "controls/vectorbareditor.h"
#include "base/pagedscrollarea.h"
#include "base/theme.h"
#include "uisettle.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QDropEvent>
#include <QLocale>
#include <QMenu>
#include <QMimeData>
#include <QClipboard>
#include <QComboBox>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionFrame>
#include <QTableView>
#include <QTest>
#include <QSignalSpy>
#include <QUndoStack>

#include <memory>
#include <vector>

using namespace nk::ui;

namespace {

const std::vector<double> kSeed{2.0, -1.0, 3.0};

// Replaces the field's text the way a user does: select all, then type.
void retype(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(edit, text);
}

// Waits out the pause in typing after which the field applies: until its timer has fired,
// however long a loaded machine takes, not a fixed time.
void settleStart(const StartView &view)
{
    QApplication::processEvents();
    QTRY_VERIFY_WITH_TIMEOUT(!view.hasPendingTyping(), 30000);
    QApplication::processEvents();
}

// Pastes text over the field's whole content, as Ctrl+A, Ctrl+V do.
void paste(QLineEdit *edit, const QString &text)
{
    QApplication::clipboard()->setText(text);
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(edit, Qt::Key_V, Qt::ControlModifier);
}

struct StartFixture
{
    LessonController controller;
    StartView view{&controller};

    StartFixture()
    {
        view.resize(1920, 1080);
        view.show();
        REQUIRE(QTest::qWaitForWindowExposed(&view));
        view.activateWindow();
    }

    QAbstractItemModel *model() const { return view.tableView()->model(); }
    QString cell(int row, int column) const
    {
        return model()->data(model()->index(row, column)).toString();
    }
};

} // namespace

TEST_CASE("Start view: typing a vector applies it live and the table shows it", "[startview]")
{
    StartFixture f;
    REQUIRE(f.controller.input() == kSeed);
    REQUIRE(f.view.vectorEdit()->text() == f.controller.inputText());
    const int before = f.controller.undoStack()->count();

    retype(f.view.vectorEdit(), QStringLiteral("1 2 3 4.5"));
    // Applied when typing pauses, without Enter.
    settleStart(f.view);
    CHECK(f.controller.input() == std::vector<double>{1, 2, 3, 4.5});
    // The user's text is left as typed, not rewritten to the canonical form.
    CHECK(f.view.vectorEdit()->text() == QStringLiteral("1 2 3 4.5"));
    CHECK_FALSE(f.view.vectorErrorLabel()->isVisible());
    REQUIRE(f.model()->rowCount() == 4);
    CHECK(f.cell(0, 0) == QStringLiteral("1"));
    CHECK(f.cell(3, 1) == QStringLiteral("4.5"));
    // The preset chooser shows a hand-made vector.
    CHECK(f.view.presetChooser()->currentIndex() == -1);

    // One typing session is one undo step.
    QTest::keyClick(f.view.vectorEdit(), Qt::Key_Return);
    CHECK(f.controller.undoStack()->count() == before + 1);
    f.controller.undoStack()->undo();
    CHECK(f.controller.input() == kSeed);
    CHECK(f.view.vectorEdit()->text() == f.controller.inputText());
    CHECK(f.model()->rowCount() == 3);
    CHECK(f.view.presetChooser()->currentData().toString() ==
          QLatin1String(nk::Presets::kWorkedExample));
}

TEST_CASE("Start view: full-width input from a Chinese input method is read", "[startview]")
{
    StartFixture f;
    QLineEdit *edit = f.view.vectorEdit();
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    // What an input method sends when the user commits the composed text.
    QInputMethodEvent commit;
    commit.setCommitString(QStringLiteral("１，－２．５，３"));
    QApplication::sendEvent(edit, &commit);
    CHECK(edit->text() == QStringLiteral("１，－２．５，３"));
    settleStart(f.view);
    CHECK(f.controller.input() == std::vector<double>{1, -2.5, 3});
}

TEST_CASE("Start view: a malformed vector names the position and keeps the old vector",
          "[startview]")
{
    StartFixture f;
    QLineEdit *edit = f.view.vectorEdit();
    QLabel *error = f.view.vectorErrorLabel();
    // Pasted or committed in one go: nothing of it applies.
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QInputMethodEvent commit;
    commit.setCommitString(QStringLiteral("2, x, 3"));
    QApplication::sendEvent(edit, &commit);
    settleStart(f.view);
    CHECK(f.controller.input() == kSeed);
    CHECK(edit->text() == QStringLiteral("2, x, 3")); // never lost
    CHECK(error->isVisible());
    REQUIRE_FALSE(f.controller.inputError().isEmpty());
    CHECK(f.controller.inputErrorPosition() == 4);
    CHECK(error->text().contains(f.controller.inputError().toHtmlEscaped()));
    CHECK(error->text().contains(QStringLiteral("4"))); // the column is named
    // The table still shows the last good vector.
    CHECK(f.model()->rowCount() == 3);
    CHECK(f.cell(1, 1) == QStringLiteral("-1"));

    // Typed key by key in one burst, no prefix that parsed on the way ("2") is applied.
    retype(edit, QStringLiteral("2, x, 3"));
    settleStart(f.view);
    CHECK(f.controller.input() == kSeed);
    CHECK(edit->text() == QStringLiteral("2, x, 3"));
    CHECK(error->isVisible());
    CHECK(f.controller.inputErrorPosition() == 4);

    // Enter on a bad vector changes nothing either.
    QTest::keyClick(edit, Qt::Key_Return);
    CHECK(f.controller.input() == kSeed);
    CHECK(error->isVisible());

    // Fixing the text clears the error and applies.
    QTest::keyClick(edit, Qt::Key_End);
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, QStringLiteral("5"));
    CHECK(edit->text() == QStringLiteral("2, 5"));
    settleStart(f.view);
    CHECK(f.controller.input() == std::vector<double>{2, 5});
    CHECK_FALSE(error->isVisible());

    // Enter closes the typing session: the next one is its own undo step.
    QTest::keyClick(edit, Qt::Key_Return);
    QTest::keyClicks(edit, QStringLiteral(", 6"));
    QTest::keyClick(edit, Qt::Key_Return); // applies at once, without waiting for the pause
    CHECK(f.controller.input() == std::vector<double>{2, 5, 6});
    f.controller.undoStack()->undo();
    CHECK(f.controller.input() == std::vector<double>{2, 5});
    f.controller.undoStack()->undo();
    CHECK(f.controller.input() == kSeed);
    CHECK(edit->text() == f.controller.inputText());
}

TEST_CASE("Start view: editing a table cell changes one element", "[startview]")
{
    StartFixture f;
    QTableView *table = f.view.tableView();
    const QModelIndex index = f.model()->index(1, 1);
    table->setFocus();
    table->setCurrentIndex(index);
    QTest::keyClick(table, Qt::Key_F2);
    auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    REQUIRE(editor);
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(editor, QStringLiteral("-7.25"));
    QTest::keyClick(editor, Qt::Key_Return);
    QCoreApplication::processEvents(); // the delegate commits with a queued call
    CHECK(f.controller.input() == std::vector<double>{2, -7.25, 3});
    CHECK(f.view.vectorEdit()->text() == f.controller.inputText());
    f.controller.undoStack()->undo();
    CHECK(f.controller.input() == kSeed);
    CHECK(f.cell(1, 1) == QStringLiteral("-1"));
}

TEST_CASE("Start view: dragging a bar is one undo step", "[startview]")
{
    StartFixture f;
    VectorBarEditor *bars = f.view.barEditor();
    REQUIRE(bars->isEditable());
    const int before = f.controller.undoStack()->count();
    const QRect column = bars->columnRect(1);
    REQUIRE(column.isValid());
    const QPoint start = column.center();
    QTest::mousePress(bars, Qt::LeftButton, {}, start);
    for (int dy = 10; dy <= 60; dy += 10)
        QTest::mouseMove(bars, start - QPoint(0, dy));
    QTest::mouseRelease(bars, Qt::LeftButton, {}, start - QPoint(0, 60));

    const double moved = f.controller.input()[1];
    CHECK(moved > -1.0);
    CHECK(moved == Approx(-1.0 + 60.0 / bars->pixelsPerUnit()).margin(0.02));
    CHECK(f.controller.input()[0] == 2.0);
    CHECK(f.controller.undoStack()->count() == before + 1);
    CHECK(f.model()->data(f.model()->index(1, 1)).toDouble() == moved);

    f.controller.undoStack()->undo();
    CHECK(f.controller.input() == kSeed);

    // A second drag is a second step.
    QTest::mousePress(bars, Qt::LeftButton, {}, bars->columnRect(0).center());
    QTest::mouseMove(bars, bars->columnRect(0).center() + QPoint(0, 30));
    QTest::mouseRelease(bars, Qt::LeftButton, {}, bars->columnRect(0).center() + QPoint(0, 30));
    CHECK(f.controller.input()[0] < 2.0);
    CHECK(f.controller.undoStack()->index() == before + 1);
}

TEST_CASE("Start view: bars are keyboard operable", "[startview]")
{
    StartFixture f;
    VectorBarEditor *bars = f.view.barEditor();
    bars->setFocus();
    QTest::keyClick(bars, Qt::Key_Home);
    QTest::keyClick(bars, Qt::Key_Right);
    QTest::keyClick(bars, Qt::Key_Right);
    CHECK(bars->currentIndex() == 2);
    const double step = bars->keyStep();
    QTest::keyClick(bars, Qt::Key_Up);
    CHECK(f.controller.input()[2] == Approx(3.0 + step));
    QTest::keyClick(bars, Qt::Key_Down);
    QTest::keyClick(bars, Qt::Key_Down);
    CHECK(f.controller.input()[2] == Approx(3.0 - step));
    f.controller.undoStack()->undo();
    CHECK(f.controller.input()[2] == Approx(3.0));
}

TEST_CASE("Start view: long vectors show a read-only strip", "[startview]")
{
    StartFixture f;
    f.controller.applyPreset(QStringLiteral("random-demo"));
    REQUIRE(f.controller.input().size() == 1024);
    VectorBarEditor *bars = f.view.barEditor();
    CHECK_FALSE(bars->isEditable());
    const std::vector<double> before = f.controller.input();
    const QPoint p = bars->rect().center();
    QTest::mousePress(bars, Qt::LeftButton, {}, p);
    QTest::mouseMove(bars, p - QPoint(0, 50));
    QTest::mouseRelease(bars, Qt::LeftButton, {}, p - QPoint(0, 50));
    CHECK(f.controller.input() == before);
    CHECK(f.model()->rowCount() == 1024);
}

TEST_CASE("Start view: changing the precision recomputes the traces", "[startview]")
{
    StartFixture f;
    QComboBox *precision = f.view.precisionChooser();
    REQUIRE(f.controller.settings().precision == nk::Precision::Fp32);
    precision->setFocus();
    QTest::keyClick(precision, Qt::Key_Down);
    CHECK(f.controller.settings().precision == nk::Precision::Fp16);
    CHECK(f.controller.layerNorm()->settings.precision == nk::Precision::Fp16);
    CHECK(f.controller.rmsNorm()->settings.precision == nk::Precision::Fp16);
    // In fp16 ε = 1e-8 rounds to 0: the ε note says so.
    CHECK(f.controller.layerNorm()->flags.epsLost);
    // Accumulation matters in fp16, so its chooser is enabled now.
    CHECK(f.view.accumulationChooser()->isEnabled());

    f.controller.undoStack()->undo();
    CHECK(f.controller.settings().precision == nk::Precision::Fp32);
    CHECK(precision->currentData().toInt() == int(nk::Precision::Fp32));
    CHECK_FALSE(f.view.accumulationChooser()->isEnabled());

    QComboBox *variance = f.view.varianceChooser();
    variance->setFocus();
    QTest::keyClick(variance, Qt::Key_Down);
    CHECK(f.controller.settings().variance == nk::VarianceAlgorithm::OnePass);
}

TEST_CASE("Start view: gamma takes one value or one per element", "[startview]")
{
    StartFixture f;
    QLineEdit *gamma = f.view.gammaEdit();
    REQUIRE(gamma->text() == QStringLiteral("1.5"));
    retype(gamma, QStringLiteral("1, 2, 0.5"));
    QTest::keyClick(gamma, Qt::Key_Return);
    CHECK(f.controller.settings().gamma == std::vector<double>{1, 2, 0.5});
    // The table grows a γᵢ column.
    REQUIRE(f.model()->columnCount() == 3);
    CHECK(f.cell(2, 2) == QStringLiteral("0.5"));
    CHECK_FALSE(f.view.gammaSlider()->isEnabled());

    // A list of the wrong length is refused with a message; the settings stay.
    retype(gamma, QStringLiteral("1, 2"));
    QTest::keyClick(gamma, Qt::Key_Return);
    CHECK(f.controller.settings().gamma == std::vector<double>{1, 2, 0.5});
    CHECK(f.view.parameterErrorLabel()->isVisible());
    CHECK(f.view.parameterErrorLabel()->text().contains(QStringLiteral("3")));

    f.controller.undoStack()->undo();
    CHECK(f.controller.settings().gamma == std::vector<double>{1.5});
    CHECK(f.model()->columnCount() == 2);
    CHECK(gamma->text() == QStringLiteral("1.5"));
}

TEST_CASE("Start view: epsilon is validated and steps by powers of ten", "[startview]")
{
    StartFixture f;
    QLineEdit *eps = f.view.epsEdit();
    retype(eps, QStringLiteral("1e-5"));
    QTest::keyClick(eps, Qt::Key_Return);
    CHECK(f.controller.settings().eps == 1e-5);
    QTest::keyClick(eps, Qt::Key_Up);
    CHECK(f.controller.settings().eps == Approx(1e-4));
    retype(eps, QStringLiteral("-1"));
    QTest::keyClick(eps, Qt::Key_Return);
    CHECK(f.controller.settings().eps == Approx(1e-4));
    CHECK(f.view.parameterErrorLabel()->isVisible());
}

TEST_CASE("Start view: one slider press is one undo step", "[startview]")
{
    StartFixture f;
    QSlider *slider = f.view.gammaSlider();
    const int before = f.controller.undoStack()->count();
    // Holding the key (auto-repeat) is one gesture.
    slider->setFocus();
    QTest::keyPress(slider, Qt::Key_Right);
    QKeyEvent repeat(QEvent::KeyPress, Qt::Key_Right, Qt::NoModifier, QString(), true);
    QApplication::sendEvent(slider, &repeat);
    QTest::keyRelease(slider, Qt::Key_Right);
    CHECK(f.controller.settings().gamma.front() == Approx(1.52));
    CHECK(f.controller.undoStack()->count() == before + 1);
    // A new press is a new step.
    QTest::keyClick(slider, Qt::Key_Left);
    CHECK(f.controller.settings().gamma.front() == Approx(1.51));
    CHECK(f.controller.undoStack()->count() == before + 2);
    f.controller.undoStack()->undo();
    f.controller.undoStack()->undo();
    CHECK(f.controller.settings().gamma.front() == 1.5);
    CHECK(slider->value() == 150);
    CHECK(f.view.gammaEdit()->text() == QStringLiteral("1.5"));
}

TEST_CASE("Start view: presets follow the language and the scene slot takes a widget",
          "[startview]")
{
    StartFixture f;
    const nk::Preset &first = nk::Presets::all().front();
    f.view.setLanguage(QStringLiteral("en"));
    CHECK(f.view.presetChooser()->itemText(0) == QString::fromStdString(first.titleEn));
    f.view.setLanguage(QStringLiteral("zh"));
    CHECK(f.view.presetChooser()->itemText(0) == QString::fromStdString(first.titleZh));
    CHECK(f.view.findChild<QLabel *>() != nullptr);
    bool purposeShown = false;
    for (QLabel *l : f.view.findChildren<QLabel *>())
        purposeShown |= l->text() == QString::fromStdString(first.purposeZh);
    CHECK(purposeShown);

    // Choosing another preset with the keyboard loads it (undoably).
    f.view.presetChooser()->setFocus();
    QTest::keyClick(f.view.presetChooser(), Qt::Key_Down);
    CHECK(f.controller.presetId() == QString::fromStdString(nk::Presets::all()[1].id));
    f.controller.undoStack()->undo();
    CHECK(f.controller.input() == kSeed);

    auto *scene = new QLabel(QStringLiteral("scene"));
    f.view.setSceneWidget(scene);
    CHECK(f.view.sceneWidget() == scene);
    CHECK(scene->isVisibleTo(&f.view));
    CHECK(scene->mapTo(&f.view, QPoint(0, 0)).y() <
          f.view.vectorEdit()->mapTo(&f.view, QPoint(0, 0)).y());

    const qreal size = f.view.vectorEdit()->font().pointSizeF();
    f.view.setZoom(1.5);
    CHECK(f.view.vectorEdit()->font().pointSizeF() == Approx(size * 1.5));

    // Retranslation keeps the state.
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(&f.view, &change);
    CHECK(f.view.vectorEdit()->text() == f.controller.inputText());
}

TEST_CASE("Start view: while hidden it catches up when shown", "[startview]")
{
    StartFixture f;
    f.view.hide();
    f.controller.setInputText(QStringLiteral("7, 8"));
    nk::NormSettings s = f.controller.settings();
    s.precision = nk::Precision::Bf16;
    f.controller.setSettings(s);
    f.view.show();
    CHECK(f.view.vectorEdit()->text() == f.controller.inputText());
    CHECK(f.view.precisionChooser()->currentData().toInt() == int(nk::Precision::Bf16));
    CHECK(f.model()->rowCount() == 2);
}

TEST_CASE("Start view: a burst of keys is one edit and one re-trace", "[startview][typing]")
{
    StartFixture f;
    QSignalSpy changes(&f.controller, &LessonController::inputChanged);
    const int before = f.controller.undoStack()->count();
    retype(f.view.vectorEdit(), QStringLiteral("1, 2, 3, 4, 5, 6, 7, 8"));
    CHECK(changes.count() == 0); // still typing
    settleStart(f.view);
    CHECK(f.controller.input() == std::vector<double>{1, 2, 3, 4, 5, 6, 7, 8});
    CHECK(changes.count() == 1);
    CHECK(f.controller.undoStack()->count() == before + 1);
    CHECK(f.model()->rowCount() == 8);
}

TEST_CASE("Start view: while the field shows an error the lesson keeps the last good vector",
          "[startview][typing]")
{
    StartFixture f;
    QLineEdit *edit = f.view.vectorEdit();
    QLabel *error = f.view.vectorErrorLabel();
    const auto traceBefore = f.controller.layerNorm();

    // On the way to 1e999 the field once read 1e99: never applied.
    retype(edit, QStringLiteral("1,2,1e999"));
    settleStart(f.view);
    CHECK(error->isVisible());
    CHECK(f.controller.input() == kSeed);
    CHECK(f.controller.layerNorm() == traceBefore); // no re-trace: the kitchen shows the same
    CHECK(f.cell(2, 1) == QStringLiteral("3"));
    CHECK(f.view.barEditor()->columnRect(2).isValid());
    CHECK_FALSE(f.view.barEditor()->columnRect(3).isValid());

    // On the way to "2,,3" the field once read "2": d stays 3.
    retype(edit, QStringLiteral("2,,3"));
    settleStart(f.view);
    CHECK(error->isVisible());
    CHECK(f.controller.input() == kSeed);
    CHECK(f.model()->rowCount() == 3);
    QTest::keyClick(edit, Qt::Key_Return);
    CHECK(f.controller.input() == kSeed);
    CHECK(edit->text() == QStringLiteral("2,,3")); // the user's text is never lost

    // Fixed, it applies.
    QTest::keyClick(edit, Qt::Key_Left);
    QTest::keyClick(edit, Qt::Key_Backspace);
    settleStart(f.view);
    CHECK(f.controller.input() == std::vector<double>{2, 3});
    CHECK_FALSE(error->isVisible());
}

TEST_CASE("Start view: a long vector pastes whole", "[startview][typing]")
{
    StartFixture f;
    QStringList parts;
    for (int i = 0; i < 20000; ++i)
        parts << QString::number(i % 97 - 48);
    const QString text = parts.join(QStringLiteral(", "));
    REQUIRE(text.size() > 32767);
    paste(f.view.vectorEdit(), text);
    settleStart(f.view);
    // Too long for the line: it stands for the whole text and shows a summary.
    CHECK(f.view.vectorText() == text);
    CHECK(f.view.isVectorTextSummarized());
    CHECK(f.view.vectorEdit()->text().isEmpty());
    CHECK(f.view.vectorEdit()->placeholderText().contains(QLocale().toString(text.size())));
    CHECK(f.view.vectorEdit()->toolTip().contains(QLocale().toString(text.size())));
    // The summary is never cut: the longest wording that fits the line, down to a short one.
    for (int width : {1600, 1000, 700}) {
        CAPTURE(width);
        f.view.resize(width, 1080);
        settleStart(f.view);
        QLineEdit *edit = f.view.vectorEdit();
        QStyleOptionFrame option;
        option.initFrom(edit);
        const int room =
            edit->style()->subElementRect(QStyle::SE_LineEditContents, &option, edit).width();
        CHECK(edit->fontMetrics().horizontalAdvance(edit->placeholderText()) <= room);
        CHECK(edit->placeholderText().contains(QLocale().toString(text.size())));
    }
    CHECK_FALSE(f.view.vectorErrorLabel()->isVisible());
    REQUIRE(f.controller.input().size() == 20000);
    CHECK(f.controller.input().back() == 19999 % 97 - 48);
}

TEST_CASE("Start view: a paste over the element limit is refused and says why",
          "[startview][typing]")
{
    StartFixture f;
    const QString text = QStringLiteral("1,").repeated(nk::kMaxDimension + 100) + u'1';
    paste(f.view.vectorEdit(), text);
    QTest::keyClick(f.view.vectorEdit(), Qt::Key_Return);
    CHECK(f.view.vectorText() == text); // not cut
    REQUIRE(f.controller.input().size() == kSeed.size());
    CHECK(f.controller.input() == kSeed);
    REQUIRE(f.view.vectorErrorLabel()->isVisible());
    // The reason, the limit and where: element 65537 starts at column 2 × 65536 + 1.
    const QString message = f.view.vectorErrorLabel()->text();
    CHECK(message.contains(QString::number(nk::kMaxDimension)));
    CHECK(message.contains(QString::number(nk::kMaxDimension + 1)));
    CHECK(message.contains(QString::number(2 * nk::kMaxDimension + 1)));
}

// Found by the sanitized build: closing a top-level view took the focus out of the field, whose
// editingFinished then applied the text through the half-destroyed view.
TEST_CASE("Start view: destroyed with text typed in its fields, it applies nothing",
          "[startview][typing]")
{
    LessonController controller;
    controller.setInput(kSeed);
    controller.undoStack()->clear();
    auto view = std::make_unique<StartView>(&controller);
    view->show();
    REQUIRE(QTest::qWaitForWindowExposed(view.get()));
    view->activateWindow();
    SECTION("the vector")
    {
        retype(view->vectorEdit(), QStringLiteral("9, 9"));
    }
    SECTION("γ")
    {
        retype(view->gammaEdit(), QStringLiteral("3"));
    }
    REQUIRE(QApplication::focusWidget());
    view.reset();
    QApplication::processEvents();
    CHECK(controller.undoStack()->count() == 0);
    CHECK(controller.input() == kSeed);
}

TEST_CASE("Start view: a summarized long vector is replaced by typing, undone as one step",
          "[startview][typing]")
{
    StartFixture f;
    const QString text = QStringLiteral("0.5, ").repeated(3000) + QStringLiteral("7");
    REQUIRE(text.size() > StartView::kLongTextChars);
    paste(f.view.vectorEdit(), text);
    REQUIRE(f.controller.input().size() == 3001); // applied at once, no typing pause
    CHECK_FALSE(f.view.hasPendingTyping());
    REQUIRE(f.view.isVectorTextSummarized());
    // Enter and leaving the field change nothing: the text was applied when it arrived.
    QTest::keyClick(f.view.vectorEdit(), Qt::Key_Return);
    CHECK(f.controller.input().size() == 3001);
    // Typing replaces it, in the line again.
    QTest::keyClicks(f.view.vectorEdit(), QStringLiteral("4 5"));
    CHECK_FALSE(f.view.isVectorTextSummarized());
    settleStart(f.view);
    CHECK(f.controller.input() == std::vector<double>{4, 5});
    CHECK(f.view.vectorEdit()->placeholderText().contains(QStringLiteral("2, -1, 3")));
    // Undo: the long vector, summarized again; undo again: the seed, in the line.
    f.controller.undoStack()->undo();
    QApplication::processEvents();
    CHECK(f.controller.input().size() == 3001);
    CHECK(f.view.isVectorTextSummarized());
    f.controller.undoStack()->undo();
    QApplication::processEvents();
    CHECK(f.controller.input() == kSeed);
    CHECK_FALSE(f.view.isVectorTextSummarized());
    CHECK(f.view.vectorEdit()->text() == f.controller.inputText());
}

TEST_CASE("Start view: a long vector from elsewhere is summarized in every language", "[startview]")
{
    StartFixture f;
    std::vector<double> x(5000);
    for (size_t i = 0; i < x.size(); ++i)
        x[i] = double(i % 13) - 6.25;
    f.controller.setInput(x);
    QApplication::processEvents();
    REQUIRE(f.view.isVectorTextSummarized());
    CHECK(f.view.vectorText() == f.controller.inputText());
    const QString en = f.view.vectorEdit()->placeholderText();
    CHECK(en.contains(QLocale().toString(f.controller.inputText().size())));
    f.view.setLanguage(QStringLiteral("zh"));
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(&f.view, &change);
    CHECK(f.view.isVectorTextSummarized());
    CHECK(f.view.vectorEdit()->placeholderText() == en); // no translator loaded here: same words
}

TEST_CASE("Start view: a long paste from the context menu or a drop is summarized too",
          "[startview][typing]")
{
    StartFixture f;
    const QString text = QStringLiteral("1 ").repeated(5000) + QStringLiteral("2");
    QLineEdit *edit = f.view.vectorEdit();
    SECTION("context menu")
    {
        QApplication::clipboard()->setText(text);
        edit->setFocus();
        edit->selectAll();
        QContextMenuEvent menuEvent(QContextMenuEvent::Mouse, QPoint(5, 5),
                                    edit->mapToGlobal(QPoint(5, 5)));
        QApplication::sendEvent(edit, &menuEvent);
        QMenu *open = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *menu = qobject_cast<QMenu *>(w); menu && menu->isVisible())
                open = menu;
        REQUIRE(open);
        QAction *pasteAction = LongPasteGuard::pasteAction(open);
        REQUIRE(pasteAction);
        pasteAction->trigger();
        open->close(); // deletes it (WA_DeleteOnClose)
    }
    SECTION("drop")
    {
        edit->clear();
        QMimeData data;
        data.setText(text);
        QDropEvent drop(QPointF(5, 5), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        // Straight to the guard: QApplication delivers drops only inside a drag it runs.
        auto *guard = edit->findChild<LongPasteGuard *>();
        REQUIRE(guard);
        CHECK(static_cast<QObject *>(guard)->eventFilter(edit, &drop));
    }
    CHECK(f.view.isVectorTextSummarized());
    CHECK(f.view.vectorText().size() >= text.size());
    CHECK(f.controller.input().size() == 5001);
    CHECK(f.controller.input().back() == 2.0);
}

TEST_CASE("Start view: an invalid input without spaces does not change the view's size",
          "[startview][typing]")
{
    LessonController controller;
    StartView view(&controller);
    view.resize(1200, 800);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    const QSize before = view.size();
    const QString bad = QString(4999, u'7') + u'x';

    paste(view.vectorEdit(), bad);
    QTest::keyClick(view.vectorEdit(), Qt::Key_Return);
    QApplication::processEvents();
    CHECK(view.vectorErrorLabel()->isVisible());
    CHECK(view.size() == before);
    CHECK(view.vectorErrorLabel()->width() <= before.width());

    paste(view.gammaEdit(), bad);
    QTest::keyClick(view.gammaEdit(), Qt::Key_Return);
    QApplication::processEvents();
    CHECK(view.parameterErrorLabel()->isVisible());
    CHECK(view.size() == before);
    CHECK(view.gammaEdit()->text().size() == bad.size());
}

TEST_CASE("Start view: tabbing through the vector field keeps the preset", "[startview]")
{
    // Leaving the field unchanged is no edit: the preset stays chosen and nothing is undoable.
    StartFixture f;
    for (const nk::Preset &p : nk::Presets::all()) {
        const QString id = QString::fromStdString(p.id);
        CAPTURE(p.id);
        f.controller.applyPreset(id);
        QApplication::processEvents();
        REQUIRE(f.view.presetChooser()->currentData().toString() == id);
        const int before = f.controller.undoStack()->count();
        f.view.vectorEdit()->setFocus();
        QApplication::processEvents();
        REQUIRE(f.view.vectorEdit()->hasFocus());
        QTest::keyClick(f.view.vectorEdit(), Qt::Key_Tab);
        QApplication::processEvents();
        CHECK_FALSE(f.view.vectorEdit()->hasFocus());
        CHECK(f.controller.presetId() == id);
        CHECK(f.view.presetChooser()->currentData().toString() == id);
        CHECK(f.controller.undoStack()->count() == before);
        // Enter on the same text is no edit either.
        f.view.vectorEdit()->setFocus();
        QTest::keyClick(f.view.vectorEdit(), Qt::Key_Return);
        CHECK(f.controller.presetId() == id);
    }
    // A real change still makes the vector the user's own.
    retype(f.view.vectorEdit(), QStringLiteral("1, 2, 3"));
    QTest::keyClick(f.view.vectorEdit(), Qt::Key_Tab);
    CHECK(f.controller.presetId().isEmpty());
    CHECK(f.view.presetChooser()->currentIndex() == -1);
}

TEST_CASE("Start view: the preset's name is shown whole at 1920 × 1080 and 1280 × 720 at zoom 1.5",
          "[startview]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    StartView *view = window.findChild<StartView *>();
    REQUIRE(view != nullptr);
    QComboBox *chooser = view->presetChooser();
    for (auto [size, zoom] :
         {std::pair{QSize(1920, 1080), 1.0}, std::pair{QSize(1280, 720), 1.5}}) {
        window.resize(size);
        window.setZoom(zoom);
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh")}) {
            window.setLanguage(language);
            for (int i = 0; i < chooser->count(); ++i) {
                chooser->setCurrentIndex(i);
                QApplication::processEvents();
                QStyleOptionComboBox option;
                option.initFrom(chooser);
                option.currentText = chooser->currentText();
                option.frame = true;
                const QRect field = chooser->style()->subControlRect(
                    QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, chooser);
                INFO(size.width() << "x" << size.height() << " zoom " << zoom << ", "
                                  << language.toStdString() << ": "
                                  << chooser->currentText().toStdString());
                CHECK(field.width() >=
                      chooser->fontMetrics().horizontalAdvance(option.currentText));
            }
        }
    }
}

TEST_CASE("Start view: presenting, no page ends on a heading whose field starts the next page",
          "[startview]")
{
    // Issue 25: at 1280 × 720 "Vector x", "Bars", the parameters' title and "Elements" each
    // ended a page, and what they name began the next.
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh")}) {
        LessonController controller;
        MainWindow window(&controller);
        window.setLanguage(language);
        window.setTheme(Theme::Mode::Projector);
        controller.setMode(LessonController::Mode::Start);
        window.resize(1280, 720);
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        settleUi();
        window.setPresentationMode(true);
        settleUi();
        window.setWindowState(Qt::WindowNoState);
        window.resize(1280, 720);
        settleUi();
        StartView *view = window.findChild<StartView *>();
        REQUIRE(view != nullptr);
        PagedScrollArea *area = nullptr;
        for (QWidget *w = view->parentWidget(); w && !area; w = w->parentWidget())
            area = qobject_cast<PagedScrollArea *>(w);
        REQUIRE(area != nullptr);
        QWidget *content = area->widget();
        // Each heading and what it names (the parameters' box title names its first row).
        std::vector<std::pair<QWidget *, QWidget *>> headings;
        for (QLabel *label : view->findChildren<QLabel *>())
            if (label->buddy() && PagedScrollArea::isHeading(label))
                headings.emplace_back(label, label->buddy());
        headings.emplace_back(view->parameterPanel(), view->gammaEdit());
        REQUIRE(headings.size() >= 4);
        area->toTop();
        settleUi();
        int pages = 0;
        do {
            settleUi();
            const int top = area->verticalScrollBar()->value();
            const int bottom = top + area->viewport()->height();
            for (auto [heading, named] : headings) {
                const int headingTop = heading->mapTo(content, QPoint(0, 0)).y();
                if (headingTop < top || headingTop >= bottom)
                    continue;
                // Its field's first line is on the same page.
                const int namedTop = named->mapTo(content, QPoint(0, 0)).y();
                const int firstLine =
                    std::min(named->height(), QFontMetrics(named->font()).height());
                INFO(language.toStdString() << " page " << pages << " [" << top << ", " << bottom
                                            << "): " << heading->metaObject()->className() << " at "
                                            << headingTop << ", what it names at " << namedTop);
                CHECK(namedTop + firstLine <= bottom);
            }
        } while (area->pageDown() && ++pages < 20);
        CHECK(pages >= 2);
        window.setPresentationMode(false);
    }
}
