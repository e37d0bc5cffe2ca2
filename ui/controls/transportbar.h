#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;
class QToolButton;

namespace nk::ui {

class LessonController;
class FittedTextLabel;

// Previous / play-pause / next, a scrubber across the chapter's timeline and the speed.
class TransportBar : public QWidget
{
    Q_OBJECT

public:
    explicit TransportBar(LessonController *controller, QWidget *parent = nullptr);
    void setZoom(qreal zoom);
    void retranslate();

    QSlider *scrubber() const { return m_scrubber; }
    QLabel *positionLabel() const { return m_position; }
    QLabel *speedLabel() const { return m_speedLabel; }
    // What the next press of Next does before the story moves on ("Show the answer"), shown
    // beside the step number as "Next press: …"; empty hides it.
    void setNextHint(const QString &action);
    QString nextHint() const { return m_nextAction; }
    FittedTextLabel *nextHintLabel() const { return m_nextHint; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refreshIcons();
    void syncTime();
    void syncPlaying();
    void fitPositionLabel();

    LessonController *m_controller;
    QToolButton *m_first, *m_previous, *m_play, *m_next, *m_last;
    QSlider *m_scrubber;
    FittedTextLabel *m_nextHint; // ends in … after a whole word when the bar is narrow
    QString m_nextAction;
    QLabel *m_position;
    QLabel *m_speedLabel;
    QComboBox *m_speed;
};

} // namespace nk::ui
