#pragma once

#include "lesson/lessoncontroller.h"

#include <QStackedWidget>

class QVBoxLayout;

namespace nk::ui {

class ExecuteView;
class FinishView;
class KitchenView;
class LessonEndView;
class MonitorView;
class PagedScrollArea;
class StartView;

// The window's pages in one stack: Start (in a paged scroll area), Execute with its kitchen,
// Monitor, Finish and the end of the lesson. It shows the page of the controller's mode, feeds
// the scenes and Monitor the controller's traces, and brings a page back at its top.
class ModePages : public QStackedWidget
{
    Q_OBJECT

public:
    explicit ModePages(LessonController *controller, QWidget *parent = nullptr);

    StartView *startView() const { return m_start; }
    ExecuteView *executeView() const { return m_execute; }
    MonitorView *monitorView() const { return m_monitor; }
    FinishView *finishView() const { return m_finish; }
    LessonEndView *lessonEndView() const { return m_lessonEnd; }
    QWidget *modeWidget(LessonController::Mode mode) const;
    // The page on screen: the mode's, or the end of the lesson.
    QWidget *currentPage() const;

    void setLanguage(const QString &lang);
    void setZoom(qreal zoom);
    void setReducedMotion(bool on);
    // Presenting: Execute pages, Start keeps its own height, the end of the lesson pages.
    void setPresenting(bool on);
    // The rest of a Start, Finish or end-of-lesson page, one whole page (true: turned).
    bool pageDown();
    // Shows the page of the controller's mode.
    void showCurrentPage();

private:
    void feedScenes();

    LessonController *m_controller;
    StartView *m_start;
    PagedScrollArea *m_startArea;
    QVBoxLayout *m_startPageLayout;
    ExecuteView *m_execute;
    MonitorView *m_monitor;
    FinishView *m_finish;
    LessonEndView *m_lessonEnd;
    KitchenView *m_startScene;
    KitchenView *m_executeScene;
};

} // namespace nk::ui
