// Live "what if" edits in Execute and presentation mode: V opens a vector field over the lesson,
// F steps the precision; each is one undo step, and Esc in the field changes nothing.
#include "window/classroomkeyfilter.h"
#include "views/executeview.h"
#include "lesson/lessoncontroller.h"
#include "controls/liveeditoverlay.h"
#include "window/mainwindow.h"
#include "base/theme.h"
#include "uisettle.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QFontInfo>
#include <QLineEdit>
#include <QTest>
#include <QUndoStack>

using namespace nk::ui;

namespace {
struct LiveEditFixture
{
    LessonController controller;
    MainWindow window{&controller};
    explicit LiveEditFixture(const QString &lang = QStringLiteral("en"))
    {
        window.resize(1600, 900);
        window.setLanguage(lang);
        controller.setInputText(QStringLiteral("2, -1, 3"));
        controller.undoStack()->clear();
        controller.setChapter(3);
        controller.setMode(LessonController::Mode::Execute);
        controller.setTime(3.0);
        window.show();
        window.activateWindow();
        QApplication::setActiveWindow(&window);
        QApplication::processEvents();
    }
    LiveEditOverlay *overlay() const { return window.liveEditOverlay(); }
    // Keys go where a teacher's would: to the focused widget, else the window.
    void press(Qt::Key key)
    {
        QWidget *to = QApplication::focusWidget() ? QApplication::focusWidget() : &window;
        QTest::keyClick(to, key);
    }
};
} // namespace

TEST_CASE("V opens the vector field, Enter applies it as one undo step", "[liveedit]")
{
    LiveEditFixture f;
    f.window.setPresentationMode(true);
    const std::vector<double> before = f.controller.input();
    const double rmsBefore = f.controller.rmsNorm()->output()[0];
    const double time = f.controller.time();
    f.press(Qt::Key_V);
    REQUIRE(f.overlay()->isFieldOpen());
    QLineEdit *field = f.overlay()->field();
    CHECK(QApplication::focusWidget() == field);
    CHECK(field->text() == f.controller.inputText());
    // Typing replaces the selected vector; story keys are letters of the field now.
    QTest::keyClicks(field, QStringLiteral("300, -280, 310"));
    CHECK(f.controller.input() == before);
    QTest::keyClick(field, Qt::Key_Return);
    CHECK_FALSE(f.overlay()->isFieldOpen());
    CHECK(f.controller.input() == std::vector<double>{300, -280, 310});
    CHECK(f.controller.rmsNorm()->output()[0] != rmsBefore);
    CHECK(f.controller.time() == time); // the class stays on its step
    CHECK(f.controller.mode() == LessonController::Mode::Execute);
    CHECK(f.window.isPresentationMode());
    CHECK(f.controller.undoStack()->count() == 1);
    CHECK(QApplication::focusWidget() != field); // the keys are the story's again
    f.controller.undoStack()->undo();
    CHECK(f.controller.input() == before);
    CHECK(f.controller.rmsNorm()->output()[0] == rmsBefore);
    f.window.setPresentationMode(false);
}

TEST_CASE("Esc in the vector field cancels: nothing changes, presentation mode stays", "[liveedit]")
{
    LiveEditFixture f;
    f.window.setPresentationMode(true);
    const std::vector<double> before = f.controller.input();
    f.press(Qt::Key_V);
    REQUIRE(f.overlay()->isFieldOpen());
    QTest::keyClicks(f.overlay()->field(), QStringLiteral("9, 9, 9"));
    QTest::keyClick(f.overlay()->field(), Qt::Key_Escape);
    CHECK_FALSE(f.overlay()->isFieldOpen());
    CHECK(f.window.isPresentationMode());
    CHECK(f.controller.input() == before);
    CHECK(f.controller.undoStack()->count() == 0);
    // The keys are the story's again.
    f.controller.setExternalClock(true);
    f.press(Qt::Key_Left);
    CHECK(f.controller.time() == 2.0);
    f.window.setPresentationMode(false);
}

TEST_CASE("a vector that cannot be read keeps the field open with its text and one reason",
          "[liveedit]")
{
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
        CAPTURE(lang);
        LiveEditFixture f(lang);
        const std::vector<double> before = f.controller.input();
        f.press(Qt::Key_V);
        QLineEdit *field = f.overlay()->field();
        field->setText(QStringLiteral("3, x, 4"));
        QTest::keyClick(field, Qt::Key_Return);
        CHECK(f.overlay()->isFieldOpen());
        CHECK(field->text() == QStringLiteral("3, x, 4"));
        CHECK(field->cursorPosition() == 3); // at the "x"
        const QString message = f.overlay()->message();
        CHECK_FALSE(message.isEmpty());
        CHECK_FALSE(message.contains(QLatin1Char('\n')));
        if (lang == QStringLiteral("zh"))
            CHECK(message.contains(QStringLiteral("列")));
        CHECK(f.controller.input() == before);
        CHECK(f.controller.undoStack()->count() == 0);
        // Typing again clears the reason; a good vector then applies.
        QTest::keyClick(field, Qt::Key_Backspace);
        CHECK(f.overlay()->message().isEmpty());
        field->setText(QStringLiteral("3, 1, 4"));
        QTest::keyClick(field, Qt::Key_Return);
        CHECK_FALSE(f.overlay()->isFieldOpen());
        CHECK(f.controller.input() == std::vector<double>{3, 1, 4});
    }
}

TEST_CASE("F cycles fp32, fp16, bf16 and says so briefly, and undo goes back", "[liveedit]")
{
    LiveEditFixture f;
    f.window.setPresentationMode(true);
    REQUIRE(f.controller.settings().precision == nk::Precision::Fp32);
    f.press(Qt::Key_F);
    CHECK(f.controller.settings().precision == nk::Precision::Fp16);
    CHECK(f.overlay()->isNoticeShown());
    CHECK(f.overlay()->noticeText().contains(QStringLiteral("fp16")));
    CHECK(f.overlay()->noticeText().contains(QStringLiteral("65504"))); // from core's limits
    CHECK(f.overlay()->noticeText().contains(QStringLiteral("3 significant digits")));
    f.press(Qt::Key_F);
    CHECK(f.controller.settings().precision == nk::Precision::Bf16);
    CHECK(f.overlay()->noticeText().contains(QStringLiteral("bf16")));
    f.press(Qt::Key_F);
    CHECK(f.controller.settings().precision == nk::Precision::Fp32);
    CHECK(f.controller.undoStack()->count() == 3);
    f.controller.undoStack()->undo();
    CHECK(f.controller.settings().precision == nk::Precision::Bf16);
    f.controller.undoStack()->undo();
    f.controller.undoStack()->undo();
    CHECK(f.controller.settings().precision == nk::Precision::Fp32);
    // Briefly: it goes by itself.
    f.overlay()->setNoticeDuration(50);
    f.press(Qt::Key_F);
    CHECK(f.overlay()->isNoticeShown());
    CHECK(waitUntil([&] { return !f.overlay()->isNoticeShown(); }, 5000));
    CHECK(LiveEditOverlay::nextPrecision(nk::Precision::Fp64) == nk::Precision::Fp32);
    f.window.setPresentationMode(false);
}

TEST_CASE("the vector field fits presentation mode at 1280 x 720 and 1920 x 1080", "[liveedit]")
{
    LiveEditFixture f;
    const Theme::Mode theme = Theme::mode();
    f.window.setTheme(Theme::Mode::Projector);
    f.window.setPresentationMode(true);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
        f.window.setLanguage(lang);
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            CAPTURE(lang, size);
            f.window.resize(size);
            QApplication::processEvents();
            f.press(Qt::Key_V);
            f.overlay()->field()->setText(QStringLiteral("3, x, 4"));
            QTest::keyClick(f.overlay()->field(), Qt::Key_Return);
            settleUi();
            REQUIRE(f.overlay()->isFieldOpen());
            CHECK(f.window.rect().contains(f.overlay()->geometry()));
            // Every line of it whole, and large enough for the back row.
            for (QWidget *w : f.overlay()->findChildren<QWidget *>()) {
                if (!w->isVisible())
                    continue;
                CAPTURE(w->objectName());
                CHECK(f.overlay()->rect().contains(w->geometry()));
                const int need =
                    w->hasHeightForWidth() ? w->heightForWidth(w->width()) : w->sizeHint().height();
                CHECK(w->height() >= need);
                if (size.width() == 1920)
                    CHECK(QFontInfo(w->font()).pixelSize() >= 24);
            }
            QTest::keyClick(f.overlay()->field(), Qt::Key_Escape);
        }
    }
    f.window.setPresentationMode(false);
    f.window.setTheme(theme);
}

TEST_CASE("the keyboard help names V and F", "[liveedit]")
{
    QStringList keys;
    for (const ClassroomKeyFilter::KeyHelp &h : ClassroomKeyFilter::keyHelp())
        for (const QKeySequence &k : h.keys)
            keys << k.toString();
    CHECK(keys.contains(QStringLiteral("V")));
    CHECK(keys.contains(QStringLiteral("F")));
}
