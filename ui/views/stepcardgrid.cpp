#include "views/stepcardgrid.h"

#include "base/cachedlabel.h"
#include "base/theme.h"
#include "controls/stepcard.h"
#include "norm/stepclock.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QScrollBar>

#include <algorithm>

namespace nk::ui {

using nk::Algorithm;
using nk::StepId;

StepCardGrid::StepCardGrid(QWidget *parent)
    : PagedScrollArea(parent)
{
    // The aligned step grid.
    m_gridHost = new QWidget;
    auto *grid = new QGridLayout(m_gridHost);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(6);
    m_lnHeader = new CachedLabel;
    m_rmsHeader = new CachedLabel;
    for (QLabel *header : {m_lnHeader, m_rmsHeader})
        header->setWordWrap(true);
    grid->addWidget(m_lnHeader, 0, 0);
    grid->addWidget(m_rmsHeader, 0, 1);
    const StepId lnSteps[] = {StepId::Input, StepId::Mean, StepId::Variance, StepId::Normalize,
                              StepId::Affine};
    for (StepId id : lnSteps) {
        auto *card = new StepCard(Algorithm::LayerNorm, id);
        m_lnCards << card;
        grid->addWidget(card, 1 + nk::alignedRow(id), 0, nk::alignedRowSpan(id), 1);
    }
    const StepId rmsSteps[] = {StepId::Input, StepId::Square, StepId::MeanSquare, StepId::Rms,
                               StepId::Scale};
    auto *slot = StepCard::emptySlot(Algorithm::RmsNorm);
    m_rmsCards << slot;
    grid->addWidget(slot, 1 + nk::alignedRow(StepId::Mean), 1);
    for (StepId id : rmsSteps) {
        auto *card = new StepCard(Algorithm::RmsNorm, id);
        m_rmsCards << card;
        grid->addWidget(card, 1 + nk::alignedRow(id), 1);
    }
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(nk::kAlignedRowCount + 1, 1);
    // Pages end on a whole line of a card, never mid-line.
    // Not a Tab stop: arrows and PageUp/PageDown move the story, so a focused scroll area
    // could not scroll; Tab into a control inside scrolls it into view.
    setFocusPolicy(Qt::NoFocus);
    setWidget(m_gridHost);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    // The columns wrap to the width; only the height scrolls.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMinimumSize(1, 1);
    // Cards change height when formulas arrive or a flag shows: keep the current one in view.
    m_gridHost->installEventFilter(this);
    viewport()->installEventFilter(this);
    // A card can grow or move inside a grid that keeps its size (the last row stretches).
    for (StepCard *c : cards())
        c->installEventFilter(this);
    m_keepCardInView.setSingleShot(true);
    m_keepCardInView.setInterval(0);
    connect(&m_keepCardInView, &QTimer::timeout, this, &StepCardGrid::keepCurrentCardInView);
    // Wheel, keys and drags: from now on the cards scroll from where the user put them.
    connect(verticalScrollBar(), &QAbstractSlider::actionTriggered, this,
            [this] { m_scrollBase = -1; });
}

void StepCardGrid::setTraces(const nk::NormTrace *layerNorm, const nk::NormTrace *rmsNorm)
{
    // A new vector is not the exercise's: the cards ask about its first element again.
    setAskedElement(0);
    for (StepCard *c : m_lnCards)
        c->setTrace(layerNorm);
    for (StepCard *c : m_rmsCards)
        c->setTrace(rmsNorm);
}

void StepCardGrid::setZoom(qreal zoom)
{
    for (StepCard *c : cards())
        c->setZoom(zoom);
}

void StepCardGrid::setCompact(bool compact)
{
    for (StepCard *c : cards())
        c->setCompact(compact);
}

void StepCardGrid::setAskedElement(int element)
{
    for (StepCard *c : cards())
        c->setAskedElement(element);
}

void StepCardGrid::retranslate(const QFont &head)
{
    m_lnHeader->setText(QStringLiteral("<span style='color:%1; font-weight:700'>%2</span>")
                            .arg(Theme::layerNorm().name(), tr("LayerNorm — the old chef")));
    m_rmsHeader->setText(QStringLiteral("<span style='color:%1; font-weight:700'>%2</span>")
                             .arg(Theme::rmsNorm().name(), tr("RMSNorm — the new chef")));
    m_lnHeader->setFont(head);
    m_rmsHeader->setFont(head);
}

void StepCardGrid::retranslateCards()
{
    for (StepCard *c : cards())
        c->retranslate();
}

void StepCardGrid::setHeadersVisible(bool visible)
{
    m_lnHeader->setVisible(visible);
    m_rmsHeader->setVisible(visible);
}

bool StepCardGrid::eventFilter(QObject *watched, QEvent *event)
{
    const bool card = watched == m_gridHost || qobject_cast<StepCard *>(watched);
    if (card && (event->type() == QEvent::Resize || event->type() == QEvent::Move))
        m_keepCardInView.start();
    if (watched == viewport() && event->type() == QEvent::Resize)
        fitColumns();
    if (qobject_cast<StepCard *>(watched))
        return QObject::eventFilter(watched, event); // the scroll area never watched the cards
    return PagedScrollArea::eventFilter(watched, event);
}

void StepCardGrid::fitColumns()
{
    // Each column is half the viewport: a card whose title and result do not fit side by side
    // there puts the result under the title.
    const int column = (viewport()->width() - 10) / 2;
    // Room below the last row, so that any row can be scrolled to the top of the view: the row
    // above is then out of view, not cut at the top edge.
    m_gridHost->layout()->setContentsMargins(0, 0, 0, height());
    for (StepCard *c : cards()) {
        c->setStacked(false);
        c->setStacked(c->sideBySideWidth() > column);
    }
}

void StepCardGrid::keepCurrentCardInView()
{
    // The current row's cards, whole if they fit, else from their top.
    QRect current;
    for (StepCard *c : m_lnCards + m_rmsCards)
        if (c->isCurrent() && c->isVisible())
            current |= c->geometry();
    if (current.isEmpty())
        return;
    QScrollBar *bar = verticalScrollBar();
    // The height before the paging cut: the cut follows the scroll position, so deciding by it
    // would put the same row in a different place depending on where the view came from.
    const int view = fullHeight();
    // A small margin, less when the row only just fits: a row 2 px shorter than the view
    // was scrolled to its top minus the margin and lost its last pixels.
    const int margin = std::clamp((view - current.height()) / 2, 0, 4);
    int value = m_scrollBase >= 0 ? m_scrollBase : bar->value();
    if (current.top() - margin < value || current.height() + 2 * margin > view) {
        value = current.top() - margin;
    } else if (current.bottom() + margin > value + view) {
        // The view starts at a card's top, so no card above is cut in two at the top edge.
        const int least = current.bottom() + margin - view;
        value = current.top() - margin;
        for (StepCard *c : m_lnCards + m_rmsCards)
            if (c->isVisible() && c->y() - margin >= least)
                value = std::min(value, c->y() - margin);
    }
    bar->setValue(value);
}

void StepCardGrid::sync(double t, bool currentRowOnly)
{
    const int currentRow = nk::StepClock::currentStep(t, nk::kAlignedRowCount);
    if (currentRow != m_scrolledRow) {
        m_scrolledRow = currentRow;
        m_scrollBase = verticalScrollBar()->value();
    }
    // Showing a card's formula or flags lays the whole grid out at once (QWidget::setVisible
    // activates every layout above it); held here, the grid is laid out once for all the cards.
    QLayout *grid = m_gridHost->layout();
    grid->setEnabled(false);
    for (StepCard *c : cards()) {
        const int row =
            c->isEmptySlot() ? nk::alignedRow(StepId::Mean) : nk::alignedRow(c->stepId());
        const int span = c->isEmptySlot() ? 1 : nk::alignedRowSpan(c->stepId());
        const bool isCurrent = currentRow >= row && currentRow < row + span;
        const bool hadResult = !c->resultText().isEmpty();
        c->setState(nk::StepClock::isComplete(t, row, span), isCurrent);
        if (hadResult != !c->resultText().isEmpty())
            c->setStacked(c->sideBySideWidth() > (viewport()->width() - 10) / 2);
        // Kitchen-first keeps only the current row's cards under the scene.
        c->setVisible(!currentRowOnly || isCurrent);
    }
    grid->setEnabled(true);
    // The grid's host takes its new height first: laid out at the old one, the current row's
    // cards took the difference and were resized again once the scroll area had resized it.
    grid->invalidate();
    setWidgetResizable(true);
    grid->activate();
    // Keep the current step's cards in view (the expanded card may sit below the fold); the
    // grid's resize filter repeats this once the cards have their new heights.
    m_keepCardInView.start();
}

} // namespace nk::ui
