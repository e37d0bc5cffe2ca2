#pragma once

// The window in Execute, in English, on chapter 2 with x = 2, −1, 3: where the predict-mode
// tests start.
#include "views/executeview.h"
#include "kitchen/kitchenview.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "controls/stepcard.h"

#include <QApplication>

using namespace nk::ui;

struct PredictFixture
{
    LessonController controller;
    MainWindow window{&controller};
    PredictFixture()
    {
        window.resize(1600, 900);
        window.setLanguage(QStringLiteral("en"));
        window.show();
        window.activateWindow();
        QApplication::setActiveWindow(&window);
        controller.setInputText(QStringLiteral("2, -1, 3"));
        controller.setMode(LessonController::Mode::Execute);
        controller.setChapter(2);
        QApplication::processEvents();
    }
    ExecuteView *view() const { return window.executeView(); }
    StepCard *card(const QList<StepCard *> &cards, nk::StepId id) const
    {
        for (StepCard *c : cards)
            if (!c->isEmptySlot() && c->stepId() == id)
                return c;
        return nullptr;
    }
    KitchenView *kitchen() const { return view()->findChild<KitchenView *>(); }
    // Keys go to whatever has focus, as a clicker's do.
    QWidget *focused() const
    {
        QWidget *w = QApplication::focusWidget();
        return w ? w : const_cast<MainWindow *>(&window);
    }
};
