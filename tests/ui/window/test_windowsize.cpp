// No input changes the window's size: an error line elides or wraps, even for a long input
// without a space in it.
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "views/startview.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QTest>

using namespace nk::ui;

TEST_CASE("a 5000-character invalid input leaves the window's width alone", "[window][typing]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1280, 800);
    window.setLanguage(QStringLiteral("en"));
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    auto *start = window.findChild<StartView *>();
    REQUIRE(start);
    const int before = window.width();

    const QString bad = QString(4999, u'7') + u'x';
    QApplication::clipboard()->setText(bad);
    for (QLineEdit *edit :
         {start->vectorEdit(), start->gammaEdit(), start->betaEdit(), start->epsEdit()}) {
        INFO(edit->accessibleName().toStdString());
        edit->setFocus();
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(edit, Qt::Key_V, Qt::ControlModifier);
        QTest::keyClick(edit, Qt::Key_Return);
        QApplication::processEvents();
        CHECK(window.width() == before);
    }
    CHECK(start->vectorErrorLabel()->isVisible());
    CHECK(start->parameterErrorLabel()->isVisible());
}

TEST_CASE("Start fits a 1280×800 window's width in both languages", "[window][projector]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1280, 800);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    auto *start = window.findChild<StartView *>();
    REQUIRE(start);
    // Start sits in a scroll area that may scroll down, never sideways.
    QScrollArea *area = nullptr;
    for (QWidget *p = start->parentWidget(); p && !area; p = p->parentWidget())
        area = qobject_cast<QScrollArea *>(p);
    REQUIRE(area);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
        window.setLanguage(lang);
        QApplication::processEvents();
        QApplication::processEvents();
        INFO(lang.toStdString());
        CHECK(window.width() == 1280);
        CHECK(start->width() <= area->viewport()->width());
    }
}

TEST_CASE("an error line appearing while typing moves nothing below it", "[window][typing]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1280, 800);
    window.setLanguage(QStringLiteral("en"));
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    auto *start = window.findChild<StartView *>();
    REQUIRE(start);
    // Positions on the page (the page itself may scroll to show the focused field).
    auto at = [start](QWidget *w) { return w->mapTo(start, QPoint()); };
    QWidget *bars = start->vectorErrorLabel();
    for (QWidget *w : start->findChildren<QWidget *>())
        if (w->inherits("nk::ui::VectorBarEditor"))
            bars = w;
    const QPoint barsAt = at(bars);
    const QPoint epsAt = at(start->epsEdit());
    for (QLineEdit *edit : {start->vectorEdit(), start->gammaEdit()}) {
        edit->setFocus();
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(edit, QStringLiteral("2,,x"));
        QTest::keyClick(edit, Qt::Key_Return);
        QApplication::processEvents();
    }
    REQUIRE(start->vectorErrorLabel()->isVisible());
    REQUIRE(start->parameterErrorLabel()->isVisible());
    INFO("bars " << barsAt.y() << " -> " << at(bars).y() << ", eps " << epsAt.y() << " -> "
                 << at(start->epsEdit()).y());
    CHECK(at(bars) == barsAt);
    CHECK(at(start->epsEdit()) == epsAt);
}
