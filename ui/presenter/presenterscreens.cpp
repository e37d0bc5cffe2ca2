#include "presenter/presenterscreens.h"

#include <QGuiApplication>
#include <QScreen>
#include <QTimer>
#include <QWidget>

namespace nk::ui {

namespace {

void putOn(QWidget *w, QScreen *screen, bool fullScreen)
{
    if (!w || !screen)
        return;
    // Two X screens are not one desktop: Qt moves a window between them by recreating its native
    // window, which it leaves unmapped (the projector stayed black). Hidden first, it is mapped
    // again by the show below.
    if (w->screen() && !w->screen()->virtualSiblings().contains(screen)) {
        w->hide();
        // The new native window takes the state it is created with: leaving full screen, not
        // full screen (else it comes back full screen once the X server echoes the old state).
        if (!fullScreen)
            w->setWindowState(w->windowState() & ~Qt::WindowFullScreen);
    } else if (w->isFullScreen() && w->screen() != screen)
        w->showNormal(); // a full-screen window moves only once it is a window again
    w->setScreen(screen);
    if (fullScreen) {
        w->setGeometry(screen->geometry());
        w->showFullScreen();
    } else {
        const QRect avail = screen->availableGeometry();
        if (!avail.intersects(w->geometry()) || w->width() > avail.width() ||
            w->height() > avail.height()) {
            // A tenth of the screen free on each side, unless the window's own minimum needs
            // more: centred then, and never past the screen's edge.
            QRect g = avail.adjusted(avail.width() / 10, avail.height() / 10, -avail.width() / 10,
                                     -avail.height() / 10);
            g.setSize(g.size().expandedTo(w->minimumSizeHint()).boundedTo(avail.size()));
            g.moveCenter(avail.center());
            w->setGeometry(g);
        }
        w->showNormal();
    }
}

} // namespace

PresenterScreens::PresenterScreens(QWidget *projector, QWidget *console, QObject *parent)
    : QObject(parent)
    , m_projector(projector)
    , m_console(console)
{
    connect(qApp, &QGuiApplication::screenAdded, this, &PresenterScreens::placeLater);
    connect(qApp, &QGuiApplication::screenRemoved, this, &PresenterScreens::placeLater);
}

PresenterScreens::Choice PresenterScreens::choose(const QList<QScreen *> &screens, QScreen *primary,
                                                  bool swapped)
{
    Choice c;
    if (screens.isEmpty())
        return c;
    if (!screens.contains(primary))
        primary = screens.front();
    QScreen *other = nullptr;
    for (QScreen *s : screens)
        if (s != primary) {
            other = s;
            break;
        }
    if (!other) {
        c.projector = primary;
        return c;
    }
    c.projector = swapped ? primary : other;
    c.console = swapped ? other : primary;
    return c;
}

void PresenterScreens::start()
{
    m_active = true;
    if (m_projector)
        m_lessonHome = m_projector->screen();
    place();
}

void PresenterScreens::stop()
{
    m_active = false;
    m_choice = {};
    // The lesson window goes back to the screen it came from: with two X screens it would
    // otherwise stay on the projector, out of the teacher's reach.
    if (m_projector && m_lessonHome && m_lessonHome != m_projector->screen())
        putOn(m_projector, m_lessonHome, false);
    else if (m_projector)
        m_projector->showNormal();
    if (m_console) {
        if (m_consoleWanted)
            putOn(m_console, m_console->screen(), false);
        else
            m_console->hide();
    }
    emit placed();
}

void PresenterScreens::swap()
{
    m_swapped = !m_swapped;
    if (m_active)
        place();
}

void PresenterScreens::setConsoleWanted(bool on)
{
    m_consoleWanted = on;
    if (!m_console)
        return;
    if (m_active) {
        place();
    } else if (on) {
        putOn(m_console,
              m_console->screen() ? m_console->screen() : QGuiApplication::primaryScreen(), false);
        m_console->raise();
    } else {
        m_console->hide();
    }
}

void PresenterScreens::placeLater()
{
    if (m_placeQueued)
        return;
    m_placeQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_placeQueued = false;
        if (m_active) {
            place();
            return;
        }
        // Not presenting: a window left on a screen that went away comes back into view.
        for (QWidget *w : {m_projector.data(), m_console.data()})
            if (w && w->isVisible() && !QGuiApplication::screens().contains(w->screen()))
                putOn(w, QGuiApplication::primaryScreen(), false);
    });
}

void PresenterScreens::place()
{
    m_choice = choose(QGuiApplication::screens(), QGuiApplication::primaryScreen(), m_swapped);
    if (!m_choice.projector)
        return; // no screen at all (a display server going away): wait for one
    putOn(m_projector, m_choice.projector, true);
    if (m_console) {
        if (m_choice.console)
            putOn(m_console, m_choice.console, true);
        else if (m_consoleWanted)
            putOn(m_console, m_choice.projector, false); // rehearsal: a window over the lesson
        else
            m_console->hide();
    }
    if (m_projector)
        m_projector->activateWindow();
    emit placed();
}

} // namespace nk::ui
