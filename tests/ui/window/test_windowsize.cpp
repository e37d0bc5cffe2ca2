// No input changes the window's size: an error line elides or wraps, even for a long input
// without a space in it.
#include "lessoncontroller.h"
#include "mainwindow.h"
#include "startview.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QTest>

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
    auto *area = qobject_cast<QScrollArea *>(start->parentWidget()->parentWidget());
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
