#include "controls/transportbar.h"

#include "base/fittedtextlabel.h"

#include "lesson/lessoncontroller.h"

#include "base/theme.h"

#include <algorithm>

#include <QComboBox>
#include <QFontMetrics>
#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QToolButton>

#include <cmath>

namespace nk::ui {

namespace {
constexpr int kTicksPerStep = 100;

enum class Glyph { First, Previous, Play, Pause, Next, Last };

// Transport icons drawn in the theme's text colour, so they stay visible in dark mode.
QIcon glyphIcon(Glyph g)
{
    QPixmap pm(96, 96);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(Theme::text());
    auto triangle = [&p](double x0, double x1, bool right) {
        QPainterPath path;
        if (right) {
            path.moveTo(x0, 20);
            path.lineTo(x1, 48);
            path.lineTo(x0, 76);
        } else {
            path.moveTo(x1, 20);
            path.lineTo(x0, 48);
            path.lineTo(x1, 76);
        }
        path.closeSubpath();
        p.drawPath(path);
    };
    switch (g) {
    case Glyph::First:
        p.drawRect(QRectF(18, 20, 10, 56));
        triangle(30, 78, false);
        break;
    case Glyph::Previous:
        triangle(12, 48, false);
        triangle(48, 84, false);
        break;
    case Glyph::Play:
        triangle(24, 80, true);
        break;
    case Glyph::Pause:
        p.drawRect(QRectF(24, 20, 16, 56));
        p.drawRect(QRectF(56, 20, 16, 56));
        break;
    case Glyph::Next:
        triangle(12, 48, true);
        triangle(48, 84, true);
        break;
    case Glyph::Last:
        triangle(18, 66, true);
        p.drawRect(QRectF(68, 20, 10, 56));
        break;
    }
    return QIcon(pm);
}
const double kSpeeds[] = {0.25, 0.5, 1.0, 1.5, 2.0, 4.0};
} // namespace

TransportBar::TransportBar(LessonController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    // Icons come from refreshIcons(), in the theme's colours.
    auto makeButton = [this, layout] {
        auto *b = new QToolButton(this);
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::TabFocus);
        layout->addWidget(b);
        return b;
    };
    m_first = makeButton();
    m_previous = makeButton();
    m_play = makeButton();
    m_next = makeButton();
    m_last = makeButton();
    m_scrubber = new QSlider(Qt::Horizontal, this);
    m_scrubber->setRange(0, m_controller->stepCount() * kTicksPerStep);
    m_scrubber->setPageStep(kTicksPerStep);
    layout->addWidget(m_scrubber, 1);
    m_scrubber->setMinimumWidth(60);
    // It may shrink (a projector at 1280 × 720 with a long hint): it never widens the window.
    m_nextHint = new FittedTextLabel(this);
    m_nextHint->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    m_nextHint->setAlignment(Qt::AlignVCenter | Qt::AlignLeft);
    m_nextHint->setContentsMargins(0, 0, 12, 0); // apart from the step number
    m_nextHint->hide();
    layout->addWidget(m_nextHint);
    m_position = new QLabel(this);
    layout->addWidget(m_position);
    m_speedLabel = new QLabel(this);
    layout->addWidget(m_speedLabel);
    m_speed = new QComboBox(this);
    for (double s : kSpeeds)
        m_speed->addItem(QStringLiteral("%1×").arg(s), s);
    layout->addWidget(m_speed);

    connect(m_first, &QToolButton::clicked, m_controller, &LessonController::first);
    connect(m_previous, &QToolButton::clicked, m_controller, &LessonController::previous);
    connect(m_play, &QToolButton::clicked, m_controller, &LessonController::togglePlay);
    connect(m_next, &QToolButton::clicked, m_controller, &LessonController::next);
    connect(m_last, &QToolButton::clicked, m_controller, &LessonController::last);
    connect(m_scrubber, &QSlider::valueChanged, this, [this](int v) {
        m_controller->pause();
        m_controller->setTime(double(v) / kTicksPerStep);
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this,
            [this](int i) { m_controller->setSpeed(m_speed->itemData(i).toDouble()); });
    connect(m_controller, &LessonController::timeChanged, this, &TransportBar::syncTime);
    // A chapter with another number of steps, even when the time stays at its first step.
    connect(m_controller, &LessonController::chapterChanged, this, &TransportBar::syncTime);
    connect(m_controller, &LessonController::playingChanged, this, &TransportBar::syncPlaying);
    connect(m_controller, &LessonController::speedChanged, this, [this](double s) {
        const QSignalBlocker block(m_speed);
        m_speed->setCurrentIndex(std::max(0, m_speed->findData(s)));
    });
    m_speed->setCurrentIndex(std::max(0, m_speed->findData(m_controller->speed())));
    retranslate();
    refreshIcons();
    syncTime();
}

void TransportBar::syncTime()
{
    const QSignalBlocker block(m_scrubber);
    // The range follows the chapter: kept from the first chapter (4 steps), chapter 2's step 4
    // of 6 sat at the end.
    m_scrubber->setRange(0, m_controller->stepCount() * kTicksPerStep);
    m_scrubber->setValue(int(std::lround(m_controller->time() * kTicksPerStep)));
    m_position->setText(
        tr("Step %1 / %2").arg(m_controller->currentStep() + 1).arg(m_controller->stepCount()));
}

void TransportBar::syncPlaying()
{
    const bool playing = m_controller->isPlaying();
    m_play->setIcon(glyphIcon(playing ? Glyph::Pause : Glyph::Play));
    m_play->setToolTip(playing ? tr("Pause (P)") : tr("Play (P)"));
    m_play->setAccessibleName(playing ? tr("Pause") : tr("Play"));
}

void TransportBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange ||
        event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::StyleChange)
        refreshIcons();
    QWidget::changeEvent(event);
}

void TransportBar::refreshIcons()
{
    m_first->setIcon(glyphIcon(Glyph::First));
    m_previous->setIcon(glyphIcon(Glyph::Previous));
    m_next->setIcon(glyphIcon(Glyph::Next));
    m_last->setIcon(glyphIcon(Glyph::Last));
    syncPlaying();
}

void TransportBar::retranslate()
{
    m_first->setToolTip(tr("First step (Home)"));
    m_first->setAccessibleName(tr("First step"));
    m_previous->setToolTip(tr("Previous step (←, PageUp)"));
    m_previous->setAccessibleName(tr("Previous step"));
    setNextHint(m_nextAction); // its words and the Next button's tooltip
    m_last->setToolTip(tr("Last step (End)"));
    m_last->setAccessibleName(tr("Last step"));
    m_scrubber->setAccessibleName(tr("Timeline"));
    m_speedLabel->setText(tr("Speed"));
    m_speed->setAccessibleName(tr("Playback speed"));
    syncTime();
    syncPlaying();
    fitPositionLabel();
}

void TransportBar::setNextHint(const QString &action)
{
    m_nextAction = action;
    //: Beside the step number: what the next press of Next (or a clicker's) will do first.
    const QString text = action.isEmpty() ? QString() : tr("Next press: %1").arg(action);
    m_nextHint->setFullText(text);
    m_nextHint->setVisible(!action.isEmpty());
    // Whole when there is room; else what is left of the bar, ending in "…" after a whole word
    // (the Next button's tooltip has it all): it never widens the bar past the window (the
    // hints for paging appear at any zoom, and at zoom 2 a 1280 px window had no room left).
    m_nextHint->setMinimumWidth(0);
    m_next->setToolTip(action.isEmpty() ? tr("Next step (→, PageDown, Space)")
                                        : text + QStringLiteral(" (→, PageDown, Space)"));
    m_next->setAccessibleName(action.isEmpty() ? tr("Next step") : text);
}

void TransportBar::fitPositionLabel()
{
    // Wide enough for any step number in this language and font, so the text neither jitters
    // as the number grows nor runs into "Speed" (a fixed 120 px did at zoom 2).
    const QFontMetrics fm(m_position->font());
    m_position->setMinimumWidth(fm.horizontalAdvance(tr("Step %1 / %2").arg(88).arg(88)) + 8);
}

void TransportBar::setZoom(qreal zoom)
{
    QFont f = font();
    f.setPointSizeF(Theme::pointSize(Theme::FontRole::Control) * zoom);
    for (QWidget *w : {static_cast<QWidget *>(m_position), static_cast<QWidget *>(m_speedLabel),
                       static_cast<QWidget *>(m_speed)})
        w->setFont(f);
    QFont bold = f;
    bold.setBold(true);
    m_nextHint->setFont(bold);
    setNextHint(m_nextAction); // its room, in the new font
    const int icon = int(28 * zoom);
    for (QToolButton *b : {m_first, m_previous, m_play, m_next, m_last})
        b->setIconSize(QSize(icon, icon));
    m_scrubber->setMinimumHeight(int(28 * zoom));
    fitPositionLabel();
}

} // namespace nk::ui
