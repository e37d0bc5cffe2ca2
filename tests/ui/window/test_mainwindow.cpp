// The window as a teacher uses it: keys move the story, languages switch while running,
// every chapter-1–3 step renders in both languages, lessons open and bad ones do not crash.
#include "views/executeview.h"
#include "formula/formulalines.h"
#include "formula/formulaview.h"
#include "formula/formularenderer.h"
#include "kitchen/kitchenview.h"
#include "lesson/lessoncontroller.h"
#include "formula/liveformula.h"
#include "window/mainwindow.h"
#include "window/shortcutsdialog.h"
#include "lesson/narration.h"
#include "controls/stepcard.h"

#include "catchqt.h"

#include "sanitizedlooks.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QSet>
#include <QTemporaryDir>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>
#include <QToolButton>

using namespace nk::ui;

namespace {
struct WindowFixture
{
    LessonController controller;
    MainWindow window{&controller};
    WindowFixture()
    {
        window.resize(1600, 900);
        window.setLanguage(QStringLiteral("en"));
        window.show();
        window.activateWindow();
        QApplication::setActiveWindow(&window);
        QApplication::processEvents();
    }
};

StepCard *card(const QList<StepCard *> &cards, nk::StepId id)
{
    for (StepCard *c : cards)
        if (!c->isEmptySlot() && c->stepId() == id)
            return c;
    return nullptr;
}
} // namespace

TEST_CASE("step cards show the core's values for a typed vector", "[window]")
{
    WindowFixture f;
    f.controller.setInputText(QStringLiteral("4, -2, 1, 5"));
    f.controller.setChapter(2); // chapters 2 and 3 step through the cards
    f.controller.setMode(LessonController::Mode::Execute);
    f.controller.last();
    ExecuteView *e = f.window.executeView();
    const double mu = f.controller.layerNorm()->step(nk::StepId::Mean)->scalar;
    const double rms = f.controller.rmsNorm()->step(nk::StepId::Rms)->scalar;
    const nk::Precision p = f.controller.settings().precision;
    CHECK(card(e->layerNormCards(), nk::StepId::Mean)
              ->resultText()
              .contains(LiveFormula::number(mu, p)));
    CHECK(card(e->rmsNormCards(), nk::StepId::Rms)
              ->resultText()
              .contains(LiveFormula::number(rms, p)));
    // The mean step RMSNorm skips is an empty slot in the same row.
    int emptySlots = 0;
    for (StepCard *c : e->rmsNormCards())
        emptySlots += c->isEmptySlot();
    CHECK(emptySlots == 1);
    // The chart shows the outputs at the last step.
    const QVector<double> bars = e->chartValues(1);
    REQUIRE(bars.size() == 4);
    CHECK(bars[0] == f.controller.rmsNorm()->output()[0]);
}

TEST_CASE("a long worked line breaks into rows at full size instead of shrinking", "[window]")
{
    // The Normalize card's √(σ² + ε) = … , x̂ = [...] was scaled to half size to fit one row.
    WindowFixture f;
    f.controller.setChapter(2);
    f.controller.setMode(LessonController::Mode::Execute);
    ExecuteView *e = f.window.executeView();
    StepCard *normalize = nullptr;
    for (int t = 0; t <= f.controller.stepCount() && !normalize; ++t) {
        f.controller.setTime(double(t));
        QApplication::processEvents();
        StepCard *c = card(e->layerNormCards(), nk::StepId::Normalize);
        if (c && c->isCurrent())
            normalize = c;
    }
    REQUIRE(normalize);
    FormulaLines *live = normalize->liveFormula();
    REQUIRE(live->isVisible());
    CHECK(live->rows().size() == 2); // the divisor, then x̂
    REQUIRE(live->isBroken());
    for (FormulaView *row : live->shownViews()) {
        CAPTURE(row->tex(), row->scale(), live->scale());
        CHECK(row->scale() >= 0.9 * live->scale());
        CHECK(row->width() <= live->width());
    }
}

TEST_CASE("a clicker's keys move the story whichever widget has focus", "[window]")
{
    WindowFixture f;
    f.controller.setMode(LessonController::Mode::Execute);
    f.controller.setTime(2.0);
    // Keys go to whatever has focus (here a mode button).
    auto focused = [] { return QApplication::focusWidget(); };
    REQUIRE(focused());
    QTest::keyClick(focused(), Qt::Key_Left);
    CHECK(f.controller.time() == 1.0);
    // In a text field arrows edit the text, but PageDown still advances.
    auto *edit = new QLineEdit(&f.window);
    edit->show();
    edit->setFocus();
    QApplication::processEvents();
    QTest::keyClick(edit, Qt::Key_Left);
    CHECK(f.controller.time() == 1.0);
    f.controller.setExternalClock(true);
    QTest::keyClick(edit, Qt::Key_PageDown);
    CHECK(f.controller.isPlaying());
    f.controller.advanceClock(f.controller.stepSeconds());
    CHECK_FALSE(f.controller.isPlaying());
    CHECK(f.controller.time() == 2.0);
    QTest::keyClick(edit, Qt::Key_PageUp);
    CHECK(f.controller.time() == 1.0);
    delete edit;
    // B blanks the screen, any key brings it back.
    QApplication::processEvents();
    QTest::keyClick(focused(), Qt::Key_B);
    CHECK(f.window.isBlanked());
    QTest::keyClick(focused(), Qt::Key_Period);
    CHECK_FALSE(f.window.isBlanked());
    QTest::keyClick(focused(), Qt::Key_End);
    CHECK(f.controller.time() == double(f.controller.stepCount()));
    // Ctrl+3 is the Monitor.
    QTest::keyClick(focused(), Qt::Key_3, Qt::ControlModifier);
    CHECK(f.controller.mode() == LessonController::Mode::Monitor);
}

TEST_CASE("switching language retranslates the window while running", "[window]")
{
    WindowFixture f;
    const QString english = f.window.menuBar()->actions().first()->text();
    const QString narrationEn = f.window.executeView()->narrationText();
    f.window.setLanguage(QStringLiteral("zh"));
    QApplication::processEvents();
    const QString chinese = f.window.menuBar()->actions().first()->text();
    CHECK(english != chinese);
    CHECK(f.window.executeView()->narrationText() != narrationEn);
    f.window.setLanguage(QStringLiteral("en"));
    CHECK(f.window.menuBar()->actions().first()->text() == english);
}

TEST_CASE("the theme button names the theme a click switches to", "[window]")
{
    WindowFixture f;
    QToolButton *button = nullptr;
    for (QToolButton *b : f.window.findChildren<QToolButton *>())
        if (b->accessibleName() == QStringLiteral("Dark theme"))
            button = b;
    REQUIRE(button);
    f.window.setDarkTheme(false);
    CHECK(button->text().contains(QStringLiteral("Dark")));
    f.window.setDarkTheme(true);
    CHECK(button->text().contains(QStringLiteral("Light")));
    button->click(); // back to light, through the button itself
    CHECK(button->text().contains(QStringLiteral("Dark")));
    f.window.setDarkTheme(false);
}

TEST_CASE("every step of every chapter in the catalog renders in both languages", "[window][long]")
{
    WindowFixture f;
    f.controller.setMode(LessonController::Mode::Execute);
    // Sanitized, English only (the presenter console's walk takes Chinese): see sanitizedlooks.h.
    for (const QString &lang :
         looksToWalk(std::vector<QString>{QStringLiteral("en"), QStringLiteral("zh")}, 1)) {
        f.window.setLanguage(lang);
        for (int chapter : LessonController::chapters()) {
            f.controller.setChapter(chapter);
            for (int step = 1; step <= f.controller.stepCount(); ++step) {
                INFO(lang.toStdString() << " chapter " << chapter << " step " << step);
                f.controller.setTime(step);
                const QString text = f.window.executeView()->narrationText();
                CHECK(text.size() > 10);
                CHECK_FALSE(text.contains(QLatin1Char('{')));
                const QImage shot = f.window.grab().toImage();
                CHECK_FALSE(shot.isNull());
            }
        }
    }
}

TEST_CASE("zoom reaches the kitchen scenes too", "[window]")
{
    WindowFixture f;
    f.window.setZoom(1.5);
    const QList<KitchenView *> scenes = f.window.findChildren<KitchenView *>();
    REQUIRE(scenes.size() >= 2);
    for (KitchenView *k : scenes)
        CHECK(k->zoom() == Approx(1.5));
    f.window.setZoom(1.0);
}

TEST_CASE("lessons save and open, and a bad lesson is refused without losing the state", "[window]")
{
    WindowFixture f;
    QTemporaryDir dir;
    f.controller.setInputText(QStringLiteral("7, 8, 9"));
    f.controller.setChapter(3);
    const QString path = dir.filePath(QStringLiteral("lesson.nklesson"));
    REQUIRE(f.window.saveLesson(path));
    f.controller.setInputText(QStringLiteral("1"));
    f.controller.setChapter(1);
    REQUIRE(f.window.openLesson(path));
    CHECK(f.controller.input() == std::vector<double>{7, 8, 9});
    CHECK(f.controller.chapter() == 3);

    const QString bad = dir.filePath(QStringLiteral("bad.nklesson"));
    QFile file(bad);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("{\"format\":\"normkitchen-lesson\",\"version\":1,\"input\":[1, \"x\"]}");
    file.close();
    QString error;
    CHECK_FALSE(f.window.openLesson(bad, &error));
    CHECK_FALSE(error.isEmpty());
    CHECK(f.controller.input() == std::vector<double>{7, 8, 9});
}

TEST_CASE("Space after clicking a mode button moves the story, never presses the button",
          "[window][keys]")
{
    WindowFixture f;
    f.controller.setMode(LessonController::Mode::Start);
    QToolButton *start = f.window.findChild<QToolButton *>(QStringLiteral("modeButton0"));
    QToolButton *execute = f.window.findChild<QToolButton *>(QStringLiteral("modeButton1"));
    REQUIRE(start);
    REQUIRE(execute);
    QTest::mouseClick(start, Qt::LeftButton);
    QTest::mouseClick(execute, Qt::LeftButton);
    REQUIRE(f.controller.mode() == LessonController::Mode::Execute);
    f.controller.setTime(1.0);
    QWidget *focus = QApplication::focusWidget() ? QApplication::focusWidget() : &f.window;
    QTest::keyClick(focus, Qt::Key_Space);
    CHECK(f.controller.mode() == LessonController::Mode::Execute);
    CHECK(f.controller.isPlaying()); // the next step, not the Start button
    f.controller.pause();
    // Even a button that has the focus is not pressed by Space.
    start->setFocus();
    QTest::keyClick(start, Qt::Key_Space);
    CHECK(f.controller.mode() == LessonController::Mode::Execute);
    f.controller.pause();
}

TEST_CASE("keys belong to an open drop-down first", "[window][keys]")
{
    WindowFixture f;
    f.controller.setMode(LessonController::Mode::Start);
    QComboBox *combo = nullptr;
    for (QLabel *l : f.window.modeWidget(LessonController::Mode::Start)->findChildren<QLabel *>())
        if (QString(l->text())
                .remove(QLatin1Char('&'))
                .contains(QStringLiteral("Accumulation precision")))
            combo = qobject_cast<QComboBox *>(l->buddy());
    REQUIRE(combo);
    combo->setFocus();
    combo->showPopup();
    QTRY_VERIFY(QApplication::activePopupWidget() != nullptr);
    QWidget *popup = QApplication::activePopupWidget();
    QTest::keyClick(popup->focusWidget() ? popup->focusWidget() : popup, Qt::Key_Down);
    CHECK(f.controller.mode() == LessonController::Mode::Start);
    combo->hidePopup();
    // A closed drop-down with the focus keeps its arrows too.
    QTest::keyClick(combo, Qt::Key_Down);
    CHECK(f.controller.mode() == LessonController::Mode::Start);
}

TEST_CASE("undo and redo answer Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y", "[window][keys]")
{
    WindowFixture f;
    f.controller.setInputText(QStringLiteral("1, 2, 3"));
    f.controller.setInputText(QStringLiteral("4, 5, 6"));
    const int top = f.controller.undoStack()->index();
    QTest::keyClick(&f.window, Qt::Key_Z, Qt::ControlModifier);
    CHECK(f.controller.undoStack()->index() == top - 1);
    QTest::keyClick(&f.window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    CHECK(f.controller.undoStack()->index() == top);
    QTest::keyClick(&f.window, Qt::Key_Z, Qt::ControlModifier);
    QTest::keyClick(&f.window, Qt::Key_Y, Qt::ControlModifier);
    CHECK(f.controller.undoStack()->index() == top);
    // Each key is registered once: Qt ignores a key two actions (or one action twice) claim
    // when both are active. A key bound to one widget (a chart's Ctrl+T, active only while the
    // focus is inside that chart) is once per widget and never a window's key too.
    QHash<QString, QString> owner;
    QList<QAction *> local;
    for (QAction *a : f.window.findChildren<QAction *>()) {
        if (a->shortcutContext() == Qt::WidgetWithChildrenShortcut ||
            a->shortcutContext() == Qt::WidgetShortcut) {
            local << a;
            continue;
        }
        for (const QKeySequence &k : a->shortcuts()) {
            INFO(k.toString().toStdString() << ": " << a->text().toStdString() << " and "
                                            << owner.value(k.toString()).toStdString());
            CHECK_FALSE(owner.contains(k.toString()));
            owner.insert(k.toString(), a->text());
        }
    }
    QSet<QPair<QString, QObject *>> localKeys;
    for (QAction *a : std::as_const(local)) {
        for (const QKeySequence &k : a->shortcuts()) {
            INFO(k.toString().toStdString() << ": " << a->text().toStdString());
            CHECK_FALSE(owner.contains(k.toString()));
            const QPair<QString, QObject *> key{k.toString(), a->parent()};
            CHECK_FALSE(localKeys.contains(key));
            localKeys.insert(key);
        }
    }
    CHECK(owner.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z).toString()));
    CHECK(owner.contains(QKeySequence(Qt::CTRL | Qt::Key_Y).toString()));

    // With the focus in a text field the lesson's undo still answers (the field has no
    // history of its own worth keeping: every edit is already a lesson edit).
    f.controller.setMode(LessonController::Mode::Start);
    QApplication::processEvents();
    QLineEdit *field = nullptr;
    for (QLineEdit *e :
         f.window.modeWidget(LessonController::Mode::Start)->findChildren<QLineEdit *>())
        if (e->isVisibleTo(&f.window) && !e->text().isEmpty())
            field = e;
    REQUIRE(field);
    field->setFocus();
    QTRY_VERIFY(field->hasFocus());
    const int before = f.controller.undoStack()->index();
    QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier);
    CHECK(f.controller.undoStack()->index() == before - 1);
    QTest::keyClick(field, Qt::Key_Y, Qt::ControlModifier);
    CHECK(f.controller.undoStack()->index() == before);
}

TEST_CASE("every shortcut works in presentation mode, and F5 toggles it", "[window][keys]")
{
    WindowFixture f;
    f.window.setPresentationMode(true);
    REQUIRE_FALSE(f.window.menuBar()->isVisible());
    QTest::keyClick(&f.window, Qt::Key_2, Qt::ControlModifier);
    CHECK(f.controller.mode() == LessonController::Mode::Execute);
    QTest::keyClick(&f.window, Qt::Key_4, Qt::ControlModifier);
    CHECK(f.controller.mode() == LessonController::Mode::Finish);
    const qreal zoom = f.window.zoom();
    QTest::keyClick(&f.window, Qt::Key_Equal, Qt::ControlModifier);
    CHECK(f.window.zoom() > zoom);
    QTest::keyClick(&f.window, Qt::Key_0, Qt::ControlModifier);
    QTest::keyClick(&f.window, Qt::Key_F5);
    CHECK_FALSE(f.window.isPresentationMode());
    QTest::keyClick(&f.window, Qt::Key_F5);
    CHECK(f.window.isPresentationMode());
    f.window.setPresentationMode(false);
}

TEST_CASE("no two Alt mnemonics collide in any mode, in either language", "[window][keys]")
{
    WindowFixture f;
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
        f.window.setLanguage(lang);
        for (LessonController::Mode mode :
             {LessonController::Mode::Start, LessonController::Mode::Execute,
              LessonController::Mode::Monitor, LessonController::Mode::Finish}) {
            f.controller.setMode(mode);
            QApplication::processEvents();
            QStringList texts;
            for (QAction *a : f.window.menuBar()->actions())
                texts << a->text();
            QWidget *view = f.window.modeWidget(mode);
            for (QLabel *l : view->findChildren<QLabel *>())
                if (l->buddy() && l->isVisibleTo(&f.window))
                    texts << l->text();
            for (QAbstractButton *b : view->findChildren<QAbstractButton *>())
                if (b->isVisibleTo(&f.window))
                    texts << b->text();
            QHash<QString, QString> owner;
            for (const QString &t : texts) {
                const QKeySequence m = QKeySequence::mnemonic(t);
                if (m.isEmpty())
                    continue;
                const QString key = m.toString();
                INFO(lang.toStdString() << " mode " << int(mode) << ": " << t.toStdString()
                                        << " and " << owner.value(key).toStdString());
                CHECK_FALSE(owner.contains(key));
                owner.insert(key, t);
            }
        }
    }
    f.window.setLanguage(QStringLiteral("en"));
}

TEST_CASE("Help > Keyboard shortcuts lists every key the window answers", "[mainwindow]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.setLanguage(QStringLiteral("en"));
    ShortcutsDialog dialog(&window);
    QTableWidget *t = dialog.table();
    QStringList keys, whats;
    for (int r = 0; r < t->rowCount(); ++r) {
        keys << t->item(r, 0)->text();
        whats << t->item(r, 1)->text();
    }
    const QString all = keys.join(QLatin1Char('\n'));
    // Every action with a shortcut, each of its keys (read from the actions, independently of
    // the dialog's own loop over them).
    int actionsWithKeys = 0;
    for (const QAction *a : window.actions()) {
        for (const QKeySequence &k : a->shortcuts()) {
            INFO(a->text().toStdString());
            CHECK(all.contains(k.toString(QKeySequence::NativeText)));
        }
        actionsWithKeys += a->shortcuts().isEmpty() ? 0 : 1;
    }
    // The product brief's keys: modes, undo/redo, zoom, lessons, presentation, help.
    CHECK(actionsWithKeys >= 14);
    for (const char *k : {"Ctrl+1", "Ctrl+4", "Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y",
                          "Ctrl+=", "Ctrl+-", "Ctrl+S", "Ctrl+O", "Ctrl+N", "Ctrl+Q", "F5", "F1"})
        CHECK(all.contains(QString::fromLatin1(k)));
    // The classroom keys, which are not actions.
    for (const char *k : {"Space", "PgDown", "PgUp", "Home", "End", "Esc", "B", "P", "K", "."})
        CHECK(all.contains(QString::fromLatin1(k)));
    // Next names what it does first (the step's action) as well.
    CHECK(std::any_of(whats.begin(), whats.end(), [](const QString &w) {
        return w.startsWith(QStringLiteral("Next step")) && w.contains(QStringLiteral("Show me"));
    }));
    CHECK(all.contains(QStringLiteral("T"))); // the projector theme
    CHECK(whats.contains(QStringLiteral("Open lesson…")));
    // The focused control's keys: Tab, a chart's table.
    CHECK(all.contains(QStringLiteral("Tab")));
    CHECK(all.contains(QStringLiteral("Ctrl+T")));
    // Mnemonic ampersands never show.
    CHECK_FALSE(whats.join(QString()).contains(QLatin1Char('&')));
    // In Chinese, the descriptions are translated.
    window.setLanguage(QStringLiteral("zh"));
    ShortcutsDialog zh(&window);
    bool chinese = false;
    for (int r = 0; r < zh.table()->rowCount(); ++r)
        chinese = chinese || zh.table()->item(r, 1)->text().contains(QStringLiteral("下一步"));
    CHECK(chinese);
    window.setLanguage(QStringLiteral("en"));
}
