#include "window/classroomkeyfilter.h"

#include "lesson/lessoncontroller.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QTimer>
#include <QWidget>

namespace nk::ui {

namespace {

bool isTextInput(QObject *o)
{
    return qobject_cast<QLineEdit *>(o) || qobject_cast<QAbstractSpinBox *>(o) ||
           qobject_cast<QTextEdit *>(o) || qobject_cast<QPlainTextEdit *>(o) ||
           (o && o->property("nkEditor").toBool());
}

bool isMultiLine(QObject *o)
{
    return qobject_cast<QTextEdit *>(o) || qobject_cast<QPlainTextEdit *>(o);
}

// A multi-line field whose text is part of the lesson (nkLessonText: the presenter console's
// note): the lesson's undo applies and the clicker's pages still move the story.
bool isLessonText(QObject *o)
{
    return o && o->property("nkLessonText").toBool();
}

// Widgets whose arrow keys choose something (a list row, a slider value, a drop-down entry).
bool usesArrows(QObject *o)
{
    return qobject_cast<QComboBox *>(o) || qobject_cast<QAbstractSlider *>(o) ||
           qobject_cast<QAbstractItemView *>(o);
}

} // namespace

ClassroomKeyFilter::ClassroomKeyFilter(LessonController *controller, QWidget *window)
    : QObject(window)
    , m_controller(controller)
    , m_window(window)
{
    qApp->installEventFilter(this);
    // The story moved: a focused button may be off screen now, or be the wrong one.
    auto moved = [this] { scheduleParking(true); };
    connect(m_controller, &LessonController::modeChanged, this, moved);
    connect(m_controller, &LessonController::chapterChanged, this, moved);
    connect(m_controller, &LessonController::lessonEndChanged, this, moved);
    connect(m_controller, &LessonController::timeChanged, this, [this] {
        const int step = m_controller->currentStep();
        if (step != m_step) {
            m_step = step;
            scheduleParking(true);
        }
    });
    m_step = m_controller->currentStep();
}

bool ClassroomKeyFilter::isInServedWindow(QObject *o) const
{
    auto *w = qobject_cast<QWidget *>(o);
    return w && isServedWindow(w->window());
}

void ClassroomKeyFilter::scheduleParking(bool forget)
{
    if (forget)
        m_chosen = nullptr;
    if (m_parkingQueued)
        return;
    m_parkingQueued = true;
    QTimer::singleShot(0, this, &ClassroomKeyFilter::park);
}

void ClassroomKeyFilter::park()
{
    m_parkingQueued = false;
    QWidget *focus = QApplication::focusWidget();
    if (!qobject_cast<QAbstractButton *>(focus) || focus == m_chosen || !isInServedWindow(focus))
        return;
    // The window itself takes the keys (the story keys work there), and no button is ringed.
    focus->window()->setFocus(Qt::OtherFocusReason);
}

void ClassroomKeyFilter::noteFocus(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const int k = static_cast<QKeyEvent *>(event)->key();
        if ((k == Qt::Key_Tab || k == Qt::Key_Backtab) && !m_tabbing) {
            m_tabbing = true; // the focus it moves arrives while it is delivered
            QTimer::singleShot(0, this, [this] { m_tabbing = false; });
        }
        return;
    }
    if (!qobject_cast<QAbstractButton *>(watched) || !isInServedWindow(watched))
        return;
    const Qt::FocusReason reason = static_cast<QFocusEvent *>(event)->reason();
    const bool tabbed = (reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason);
    const bool back = (reason == Qt::ActiveWindowFocusReason || reason == Qt::PopupFocusReason ||
                       reason == Qt::MenuBarFocusReason) &&
                      watched == m_chosen;
    if (reason == Qt::MouseFocusReason || reason == Qt::ShortcutFocusReason ||
        (tabbed && m_tabbing) || back) {
        m_chosen = static_cast<QWidget *>(watched);
        return;
    }
    // Qt moved it here (its widget was hidden or disabled), or code did.
    scheduleParking(false);
}

void ClassroomKeyFilter::addWindow(QWidget *window)
{
    m_others.append(window);
}

bool ClassroomKeyFilter::isServedWindowActive() const
{
    if (m_window->isActiveWindow())
        return true;
    for (const QPointer<QWidget> &w : m_others)
        if (w && w->isActiveWindow())
            return true;
    return false;
}

bool ClassroomKeyFilter::isServedWindow(QObject *o) const
{
    if (o == m_window)
        return true;
    for (const QPointer<QWidget> &w : m_others)
        if (w && o == w)
            return true;
    return false;
}

ClassroomKeyFilter::~ClassroomKeyFilter()
{
    qApp->removeEventFilter(this);
}

bool ClassroomKeyFilter::handleStoryKey(QKeyEvent *key, QObject *target)
{
    const bool inText = isTextInput(target);
    const int k = key->key();
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return false;
    // An open drop-down or menu owns the keys until it closes.
    if (QApplication::activePopupWidget())
        return false;
    if (m_blanked) {
        emit blankRequested(false);
        return true;
    }
    // PageDown/PageUp come from a clicker: they always move the story, unless a multi-line
    // editor has focus.
    if ((k == Qt::Key_PageDown || k == Qt::Key_PageUp) &&
        (!isMultiLine(target) || isLessonText(target))) {
        k == Qt::Key_PageDown ? m_controller->next() : m_controller->previous();
        return true;
    }
    if (inText)
        return false;
    if (usesArrows(target) && k != Qt::Key_Space && k != Qt::Key_B && k != Qt::Key_Period &&
        k != Qt::Key_P && k != Qt::Key_K && k != Qt::Key_T && k != Qt::Key_N && k != Qt::Key_V &&
        k != Qt::Key_F && k != Qt::Key_J && k != Qt::Key_Escape)
        return false;
    switch (k) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        // Space belongs to the story, so a focused button is pressed with Enter: only one the
        // teacher chose. Focus that merely landed on a chart's Save or an export button must
        // not open a file dialog in front of the class when a clicker sends Enter.
        if (auto *button = qobject_cast<QAbstractButton *>(target)) {
            if (button == m_chosen)
                button->animateClick();
            return true;
        }
        return false;
    case Qt::Key_Space:
    case Qt::Key_Right:
    case Qt::Key_Down:
        // Never the focused button: a clicker's Space moves the story.
        m_controller->next();
        return true;
    case Qt::Key_Left:
    case Qt::Key_Up:
        m_controller->previous();
        return true;
    case Qt::Key_Home:
        m_controller->first();
        return true;
    case Qt::Key_End:
        m_controller->last();
        return true;
    case Qt::Key_B:
    case Qt::Key_Period:
        emit blankRequested(true);
        return true;
    case Qt::Key_P:
        m_controller->togglePlay();
        return true;
    case Qt::Key_K:
        emit kitchenFirstToggleRequested();
        return true;
    case Qt::Key_T:
        emit projectorThemeToggleRequested();
        return true;
    case Qt::Key_N:
        emit noteRequested();
        return true;
    case Qt::Key_V:
        emit vectorFieldRequested();
        return true;
    case Qt::Key_F:
        emit precisionCycleRequested();
        return true;
    case Qt::Key_J:
        emit joinCardToggleRequested();
        return true;
    case Qt::Key_Escape:
        if (m_presentation) {
            emit leavePresentationRequested();
            return true;
        }
        return false;
    default:
        return false;
    }
}

QList<ClassroomKeyFilter::KeyHelp> ClassroomKeyFilter::keyHelp()
{
    // The same keys as handleStoryKey(), in the order a teacher needs them.
    return {
        {{Qt::Key_Space, Qt::Key_Right, Qt::Key_Down, Qt::Key_PageDown},
         tr("Next step (first the step's action: reveal, Show me, run)")},
        {{Qt::Key_Left, Qt::Key_Up, Qt::Key_PageUp}, tr("Previous step")},
        {{Qt::Key_Home}, tr("First step")},
        {{Qt::Key_End}, tr("Last step")},
        {{Qt::Key_P}, tr("Play or pause")},
        {{Qt::Key_B, Qt::Key_Period}, tr("Blank the screen (any key brings it back)")},
        {{Qt::Key_K}, tr("Kitchen-first layout")},
        {{Qt::Key_T}, tr("Projector theme on or off")},
        {{Qt::Key_N}, tr("Your note for this step")},
        {{Qt::Key_V}, tr("Type a new vector over the lesson (Enter applies, Esc cancels)")},
        {{Qt::Key_F}, tr("Next precision: fp32, fp16, bf16 (undo goes back)")},
        {{Qt::Key_J}, tr("Class session: show or hide the join card")},
        {{Qt::Key_Escape}, tr("Leave presentation mode")},
        {{Qt::Key_Return},
         tr("Press the button you focused with Tab or a click (Space always moves the story)")},
    };
}

bool ClassroomKeyFilter::eventFilter(QObject *watched, QEvent *event)
{
    // Every field applies its edits to the lesson at once, so undo is the lesson's: a text
    // field must not keep Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y for its own (often empty) history.
    if (event->type() == QEvent::ShortcutOverride && isServedWindowActive() &&
        isTextInput(watched) && (!isMultiLine(watched) || isLessonText(watched))) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo) ||
            key->keyCombination() == QKeyCombination(Qt::ControlModifier, Qt::Key_Y) ||
            key->keyCombination() ==
                QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, Qt::Key_Z)) {
            event->ignore();
            return true;
        }
    }
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::KeyPress)
        noteFocus(watched, event);
    if (event->type() == QEvent::KeyPress && isServedWindowActive()) {
        // Only the widget that receives the key (the focus widget) decides.
        if (watched == QApplication::focusWidget() ||
            (isServedWindow(watched) && !QApplication::focusWidget()))
            if (handleStoryKey(static_cast<QKeyEvent *>(event), watched))
                return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace nk::ui
