#pragma once

#include <QObject>
#include <QPointer>

class QScreen;
class QWidget;

namespace nk::ui {

// Where the two windows go while presenting. With two or more screens the lesson goes
// full-screen on the projector (a screen other than the primary, which usually holds the
// laptop's panel; swap() exchanges them) and the console full-screen on another. With one
// screen the lesson is full-screen and the console stays a window the teacher opened for
// rehearsal, or stays off. Screens plugged in or out while presenting re-place both windows;
// the widgets are moved, never rebuilt, so the lesson's state is untouched.
class PresenterScreens : public QObject
{
    Q_OBJECT

public:
    PresenterScreens(QWidget *projector, QWidget *console, QObject *parent = nullptr);

    struct Choice
    {
        QScreen *projector = nullptr;
        QScreen *console = nullptr; // nullptr with one screen
    };
    // The projector is the first screen that is not the primary (swapped: the primary); the
    // console takes the primary (swapped: that other screen).
    static Choice choose(const QList<QScreen *> &screens, QScreen *primary, bool swapped);

    void start(); // presentation mode on
    void stop();  // off: the lesson back in a window, the console off unless wanted
    bool isActive() const { return m_active; }
    void swap();
    bool isSwapped() const { return m_swapped; }
    // The console as a window of its own with one screen (View ▸ Presenter console).
    void setConsoleWanted(bool on);
    bool isConsoleWanted() const { return m_consoleWanted; }
    bool usesTwoScreens() const { return m_choice.console != nullptr; }
    Choice choice() const { return m_choice; }

signals:
    void placed(); // after every placement (tests, the window's menu state)

private:
    void place();
    void placeLater(); // after a screen came or went, once Qt has settled

    QPointer<QWidget> m_projector;
    QPointer<QWidget> m_console;
    Choice m_choice;
    QPointer<QScreen> m_lessonHome; // where the lesson window was before presenting
    bool m_active = false;
    bool m_swapped = false;
    bool m_consoleWanted = false;
    bool m_placeQueued = false;
};

} // namespace nk::ui
