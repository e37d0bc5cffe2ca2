#include "controls/stepcard.h"

#include "base/translatedtext.h"

#include "base/cachedlabel.h"
#include "formula/formulalines.h"
#include "formula/formulaview.h"
#include "formula/liveformula.h"
#include "norm/numberformat.h"
#include "base/theme.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPixmap>
#include <QPointer>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace nk::ui {

using nk::StepId;

StepCard::StepCard(nk::Algorithm algorithm, StepId id, QWidget *parent)
    : QFrame(parent)
    , m_algorithm(algorithm)
    , m_id(id)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 8, 14, 8);
    layout->setSpacing(4);
    m_title = new CachedLabel(this);
    m_title->setTextFormat(Qt::RichText);
    // A long title wraps instead of widening the column (at zoom 2 the empty slot's title alone
    // was wider than half a 1280 px window).
    m_title->setWordWrap(true);
    m_result = new CachedLabel(this);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_symbolic = new FormulaView(this);
    m_live = new FormulaLines(this);
    m_error = new CachedLabel(this);
    m_flags = new CachedLabel(this);
    // Predict mode's guess row and the verdict after the reveal (hidden otherwise).
    m_guessRow = new QWidget(this);
    auto *guessLayout = new QHBoxLayout(m_guessRow);
    guessLayout->setContentsMargins(0, 0, 0, 0);
    m_guessPrompt = new CachedLabel(m_guessRow);
    m_guessPrompt->setWordWrap(true);
    m_guess = new QLineEdit(m_guessRow);
    m_guess->setMaximumWidth(220);
    guessLayout->addWidget(m_guessPrompt, 1);
    guessLayout->addWidget(m_guess);
    m_guessRow->hide();
    m_verdict = new CachedLabel(this);
    m_verdict->setWordWrap(true);
    m_verdict->hide();
    connect(m_guess, &QLineEdit::returnPressed, this, &StepCard::guessEntered);
    // Every text wraps, so the card's minimum width is small and the columns never scroll
    // sideways; formulas scale down to fit (FormulaView).
    for (QLabel *l : {m_result, m_error, m_flags})
        l->setWordWrap(true);
    // A long live formula (x̂ = [...]) kept a quarter of its width as a minimum, which at zoom 2
    // was wider than the column: below that it scales down to fit like any formula.
    m_symbolic->setMinimumWidth(40);
    m_live->setMinimumWidth(40);
    m_head = new QBoxLayout(QBoxLayout::LeftToRight);
    m_head->addWidget(m_title, 1);
    m_head->addWidget(m_result, 0, Qt::AlignRight);
    layout->addLayout(m_head);
    layout->addWidget(m_symbolic);
    layout->addWidget(m_live);
    layout->addWidget(m_guessRow);
    layout->addWidget(m_verdict);
    layout->addWidget(m_error);
    layout->addWidget(m_flags);
    m_symbolic->setTex(LiveFormula::symbolic(id));
    // The look (a style sheet's rounded border) is painted from a cached picture of it
    // (paintEvent): with the sheet on the card, every step change re-polished the cards whose
    // state changed and drew each card's rounded border and background afresh.
    setFrameShape(QFrame::NoFrame);
    retranslate();
}

StepCard *StepCard::emptySlot(nk::Algorithm algorithm, QWidget *parent)
{
    auto *card = new StepCard(algorithm, StepId::Mean, parent);
    card->m_empty = true;
    card->retranslate();
    return card;
}

void StepCard::setTrace(const nk::NormTrace *trace)
{
    m_trace = trace;
    refresh();
}

void StepCard::setState(bool reached, bool current)
{
    if (reached == m_reached && current == m_current)
        return;
    m_reached = reached;
    m_current = current;
    refresh();
}

void StepCard::setZoom(qreal zoom)
{
    m_zoom = zoom;
    m_symbolic->setScale(zoom);
    // Smaller on a card that is not expanded, as refresh() sets it; a zoom change had set every
    // live formula to full size, and cards were taller after zooming in and back.
    m_live->setScale(liveScale());
    applyStyle();
}

void StepCard::setCompact(bool compact)
{
    if (compact == m_compact)
        return;
    m_compact = compact;
    refresh();
}

qreal StepCard::liveScale() const
{
    // At a projector's zoom every card's formula stays as large as the text the class reads.
    return m_zoom * ((m_current && !m_empty) || m_zoom > 1.25 ? 1.0 : 0.85);
}

int StepCard::sideBySideWidth() const
{
    const QMargins m = contentsMargins() + layout()->contentsMargins();
    return m_title->minimumSizeHint().width() + m_head->spacing() +
           (m_result->text().isEmpty() ? 0 : m_result->minimumSizeHint().width()) + m.left() +
           m.right();
}

void StepCard::setStacked(bool stacked)
{
    const auto direction = stacked ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
    if (m_head->direction() == direction)
        return;
    m_head->setDirection(direction);
    m_head->setAlignment(m_result, stacked ? Qt::AlignLeft : Qt::AlignRight);
}

QString StepCard::titleText() const
{
    if (m_empty)
        return tr("RMSNorm skips this: no mean, no centring");
    return title(m_id);
}

namespace {

// The card titles' source text, one table for tr() and for TranslatedText.
const char *titleSource(StepId id)
{
    switch (id) {
    case StepId::Input:
        return QT_TRANSLATE_NOOP("nk::ui::StepCard", "Input x");
    case StepId::Mean:
        return QT_TRANSLATE_NOOP("nk::ui::StepCard", "Mean μ");
    case StepId::Variance:
        return QT_TRANSLATE_NOOP("nk::ui::StepCard", "Variance σ²");
    case StepId::Normalize:
        return QT_TRANSLATE_NOOP("nk::ui::StepCard", "Standardize x̂");
    case StepId::Affine:
        return QT_TRANSLATE_NOOP("nk::ui::StepCard", "Scale and shift γ, β");
    case StepId::Square:
        return QT_TRANSLATE_NOOP("nk::ui::StepCard", "Square xᵢ²");
    case StepId::MeanSquare:
        return QT_TRANSLATE_NOOP("nk::ui::StepCard", "Mean square");
    case StepId::Rms:
        return QT_TRANSLATE_NOOP("nk::ui::StepCard", "Divisor √(RMS² + ε)");
    case StepId::Scale:
        return QT_TRANSLATE_NOOP("nk::ui::StepCard", "Scale by γ / √(RMS² + ε)");
    }
    return "";
}

} // namespace

QString StepCard::title(StepId id)
{
    return tr(titleSource(id));
}

QString StepCard::title(StepId id, const QString &language)
{
    return TranslatedText::in(language, "nk::ui::StepCard", titleSource(id));
}

bool StepCard::hasPredictableValue() const
{
    if (m_empty || !m_trace || m_id == StepId::Input)
        return false;
    const nk::TraceStep *st = m_trace->step(m_id);
    return st && (st->hasScalar || !st->values.empty());
}

double StepCard::predictableValue() const
{
    const nk::TraceStep *st = m_trace ? m_trace->step(m_id) : nullptr;
    if (!st)
        return 0.0;
    if (st->hasScalar)
        return st->scalar;
    return st->values.empty()
               ? 0.0
               : st->values[size_t(std::clamp(m_askedElement, 0, int(st->values.size()) - 1))];
}

QString StepCard::guessPromptText() const
{
    return m_guessPrompt->text();
}

void StepCard::setAskedElement(int element)
{
    element = std::max(0, element);
    if (element == m_askedElement)
        return;
    m_askedElement = element;
    refresh();
}

void StepCard::setPrediction(bool asking, const QString &verdict)
{
    if (asking == m_asking && verdict == m_verdict->text())
        return;
    if (asking && !m_asking)
        m_guess->clear();
    m_asking = asking;
    m_verdict->setText(verdict);
    refresh();
}

QString StepCard::predictionVerdict() const
{
    return m_verdict->text();
}

QString StepCard::resultText() const
{
    if (m_empty || !m_trace || !m_reached || m_asking)
        return {};
    const nk::TraceStep *st = m_trace->step(m_id);
    if (!st)
        return {};
    const nk::Precision p = m_trace->settings.precision;
    if (st->hasScalar) {
        const QString symbol = m_id == StepId::Mean         ? QStringLiteral("μ")
                               : m_id == StepId::Variance   ? QStringLiteral("σ²")
                               : m_id == StepId::Normalize  ? QStringLiteral("√(σ²+ε)")
                               : m_id == StepId::MeanSquare ? tr("mean(x²)")
                                                            : QStringLiteral("√(RMS²+ε)");
        return QStringLiteral("%1 = %2").arg(symbol, LiveFormula::number(st->scalar, p));
    }
    return {}; // vector results are in the live formula
}

QString StepCard::flagSentence(const nk::NumericFlags &f)
{
    QStringList parts;
    if (f.overflow)
        parts << tr("Overflow: a value went past the largest number this precision can hold and "
                    "became inf.");
    if (f.nan)
        parts << tr("NaN: an undefined result (such as 0/0 or inf − inf) appeared.");
    if (f.epsLost)
        parts << tr(
            "ε was lost: it rounds to 0 in this precision, so it no longer guards the divisor.");
    if (f.negativeVariance)
        parts << tr("Cancellation: E[x²] − μ² came out negative although a variance cannot be.");
    if (f.varianceClamped)
        parts << tr("The negative variance was clamped to 0, as kernels that use E[x²] − μ² must "
                    "(PyTorch's LayerNorm uses Welford, which needs no clamp).");
    if (f.divisorZero)
        parts << tr("The divisor is 0: the outputs are inf or NaN.");
    return parts.join(QLatin1Char(' '));
}

QString StepCard::flagText() const
{
    if (m_empty || !m_trace || !m_reached)
        return {};
    const nk::TraceStep *st = m_trace->step(m_id);
    return st ? flagSentence(st->flags) : QString();
}

QString StepCard::liveTex() const
{
    if (m_empty || !m_trace)
        return {};
    return LiveFormula::withNumbers(*m_trace, m_id, 5);
}

void StepCard::retranslate()
{
    refresh();
}

void StepCard::refresh()
{
    // Showing a formula or a flag lays the card out at once, at its old height (its new parts
    // squeezed to a few pixels), and again when the grid gives it the new height. Held here,
    // the card is laid out once, at the height the grid gives it.
    layout()->setEnabled(false);
    refreshContent();
    layout()->setEnabled(true);
    m_head->invalidate();
    layout()->invalidate();
}

void StepCard::refreshContent()
{
    m_title->setText(QStringLiteral("<b>%1</b>").arg(titleText().toHtmlEscaped()));
    m_result->setText(resultText());
    // Future steps show their title; finished ones their live formula (compact: only their
    // result); the current one the symbolic formula too, its error and flags.
    const bool expanded = m_current && !m_empty;
    m_symbolic->setVisible(expanded);
    // Predict mode keeps the live numbers hidden until the guess is in.
    m_live->setVisible(m_reached && !m_empty && !m_asking && (expanded || !m_compact));
    m_guessRow->setVisible(m_asking);
    if (m_asking) {
        const nk::TraceStep *st = m_trace ? m_trace->step(m_id) : nullptr;
        m_guessPrompt->setText(
            st && st->hasScalar ? tr("Your guess first (Enter reveals):")
            : m_askedElement > 0
                ? tr("Your guess for element %1 (Enter reveals):").arg(m_askedElement + 1)
                : tr("Your guess for the first value (Enter reveals):"));
    }
    // While asking, the text (if any) says why the guess is asked again.
    m_verdict->setVisible(!m_verdict->text().isEmpty());
    if (m_reached && !m_empty && !m_asking)
        m_live->setTex(liveTex());
    m_live->setScale(liveScale());
    QString error;
    if (expanded && m_reached && !m_asking && m_trace &&
        m_trace->settings.precision != nk::Precision::Fp64) {
        if (const nk::TraceStep *st = m_trace->step(m_id)) {
            const QString absolute =
                QString::fromStdString(nk::NumberFormat::number(st->maxAbsError, 3));
            // Against a true 0 a relative error means nothing: say so rather than print 0.
            error = st->relErrorUndefined
                        ? tr("Error against fp64: %1 (relative: undefined, a true value is 0)")
                              .arg(absolute)
                        : tr("Error against fp64: %1 (relative %2)")
                              .arg(absolute, QString::fromStdString(
                                                 nk::NumberFormat::number(st->maxRelError, 3)));
        }
    }
    m_error->setText(error);
    m_error->setVisible(!error.isEmpty());
    const QString flags = m_asking ? QString() : flagText();
    m_flags->setText(flags);
    m_flags->setVisible(!flags.isEmpty() && (expanded || m_reached));
    setAccessibleName(titleText() + QLatin1Char(' ') + resultText());
    applyStyle();
}

void StepCard::applyStyle()
{
    const QColor accent =
        m_algorithm == nk::Algorithm::LayerNorm ? Theme::layerNorm() : Theme::rmsNorm();
    const QColor bg = m_empty ? Theme::background() : Theme::surface();
    const QString line = m_empty ? QStringLiteral("dashed") : QStringLiteral("solid");
    // Both looks in one sheet, chosen by a property (stepCardFramePixmap() draws it).
    const QString rule =
        QStringLiteral("QFrame[nkCurrent=\"%1\"] { background: %2; border: %3px %4 %5; "
                       "border-left: 8px %4 %5; border-radius: 8px; }");
    const QString sheet =
        rule.arg(QStringLiteral("true"), bg.name()).arg(3).arg(line, accent.name()) +
        rule.arg(QStringLiteral("false"), bg.name())
            .arg(1)
            .arg(line, m_empty ? accent.name() : Theme::grid().name());
    const int border = m_current ? 3 : 1;
    if (sheet != m_styleSheet || border != m_border) {
        m_styleSheet = sheet;
        m_border = border;
        // The border's room, which the sheet on the card gave its contents; the left border
        // is 8 px in both looks.
        auto *box = static_cast<QBoxLayout *>(layout());
        box->setContentsMargins(14 + 8, 8 + border, 14 + border, 8 + border);
        update();
    }
    QFont f = font();
    f.setPointSizeF(13.0 * m_zoom);
    m_title->setFont(f);
    QFont r = f;
    r.setFamily(QStringLiteral("Noto Sans Mono"));
    r.setStyleHint(QFont::Monospace);
    m_result->setFont(r);
    QFont small = f;
    small.setPointSizeF(11.5 * m_zoom);
    m_error->setFont(small);
    m_flags->setFont(small);
    m_guessPrompt->setFont(f);
    m_guess->setFont(r);
    m_verdict->setFont(f);
    Theme::setTextColour(m_verdict, accent);
    const QColor heading = m_reached || m_empty ? Theme::text() : Theme::mutedText();
    Theme::setTextColour(m_title, heading);
    Theme::setTextColour(m_result, heading);
    Theme::setTextColour(m_error, Theme::mutedText());
    Theme::setTextColour(m_flags, Theme::warning());
    Theme::setTextColour(this, m_empty ? Theme::mutedText() : Theme::text());
}

namespace {

int g_stepCardFramesRendered = 0;

// The card's frame as the style sheet draws it (its rounded background and border, the rest
// transparent), kept per size, sheet and state: most cards keep their size from step to step.
QPixmap stepCardFramePixmap(const QString &sheet, bool current, QSize size, qreal dpr)
{
    struct Entry
    {
        QString sheet;
        bool current = false;
        QSize size;
        qreal dpr = 1.0;
        QPixmap pixmap;
    };
    static QList<Entry> cache; // most recent first
    for (int i = 0; i < cache.size(); ++i) {
        const Entry &e = cache[i];
        if (e.current == current && e.size == size && e.dpr == dpr && e.sheet == sheet) {
            if (i > 0)
                cache.move(i, 0);
            return cache.first().pixmap;
        }
    }
    // A frame never shown, styled like the card was: the same QFrame, shape and sheet. It is
    // rendered through a transparent holder: a widget rendered itself is drawn as a window,
    // its whole rect filled with the sheet's background, corners too.
    static QPointer<QWidget> holder;
    static QFrame *stamp = nullptr;
    if (!holder) {
        holder = new QWidget;
        holder->setAttribute(Qt::WA_DontShowOnScreen);
        QPalette clear = holder->palette();
        clear.setColor(QPalette::Window, Qt::transparent);
        holder->setPalette(clear);
        stamp = new QFrame(holder);
        stamp->setFrameShape(QFrame::StyledPanel);
    }
    if (stamp->styleSheet() != sheet)
        stamp->setStyleSheet(sheet);
    if (stamp->property("nkCurrent").toBool() != current ||
        !stamp->property("nkCurrent").isValid()) {
        stamp->setProperty("nkCurrent", current);
        stamp->style()->unpolish(stamp);
        stamp->style()->polish(stamp);
    }
    holder->resize(size);
    stamp->setGeometry(QRect(QPoint(0, 0), size));
    QPixmap pixmap(size * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    holder->render(&pixmap, QPoint(), QRegion(),
                   QWidget::DrawWindowBackground | QWidget::DrawChildren);
    ++g_stepCardFramesRendered;
    constexpr int kKept = 64; // both columns' cards at a few sizes each, in every look
    if (cache.size() >= kKept)
        cache.removeLast();
    cache.prepend({sheet, current, size, dpr, pixmap});
    return pixmap;
}

} // namespace

int StepCard::framesRendered()
{
    return g_stepCardFramesRendered;
}

void StepCard::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.drawPixmap(0, 0, stepCardFramePixmap(m_styleSheet, m_current, size(), devicePixelRatioF()));
}

} // namespace nk::ui
