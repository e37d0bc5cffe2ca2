#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace nk::ui {

class LessonDetour;

// The way back from a detour (LessonDetour), under the mode bar in every mode: what the lesson
// is showing instead of the class's own vector, and a button that brings it back. Hidden while
// the lesson is the class's own.
class WayBackBar : public QFrame
{
    Q_OBJECT

public:
    explicit WayBackBar(LessonDetour *detour, QWidget *parent = nullptr);

    void setZoom(qreal zoom);
    QString text() const;
    QPushButton *backButton() const { return m_back; }

private:
    void refresh();

    LessonDetour *m_detour;
    QLabel *m_label;
    QPushButton *m_back;
    qreal m_zoom = 1.0;
};

} // namespace nk::ui
