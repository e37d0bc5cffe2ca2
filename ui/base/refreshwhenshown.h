#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace nk::ui {

// Runs a widget's refresh now when it is on screen, else once when it is next shown: the
// training panels take a run's progress this way, so a hidden chapter's charts and text are
// not redrawn every report (they starved the UI thread while the class looked elsewhere).
class RefreshWhenShown : public QObject
{
    Q_OBJECT

public:
    RefreshWhenShown(QWidget *widget, std::function<void()> refresh);
    void request();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_widget;
    std::function<void()> m_refresh;
    bool m_missed = false;
};

} // namespace nk::ui
