#pragma once

#include "base/pagedscrollarea.h"

#include <QList>
#include <QTimer>

class QLabel;

namespace nk {
class NormTrace;
}

namespace nk::ui {

class StepCard;

// Execute's step cards: LayerNorm's and RMSNorm's side by side in aligned rows (the mean
// RMSNorm skips is an empty slot) under their chefs' names, in a scroll area that pages on whole
// lines. It follows the scene's clock (which cards are done, which row is current) and keeps
// the current row in view while cards grow as their formulas arrive.
class StepCardGrid : public PagedScrollArea
{
    Q_OBJECT

public:
    explicit StepCardGrid(QWidget *parent = nullptr);

    QList<StepCard *> layerNormCards() const { return m_lnCards; }
    QList<StepCard *> rmsNormCards() const { return m_rmsCards; }
    QList<StepCard *> cards() const { return m_lnCards + m_rmsCards; }
    bool isLayerNorm(StepCard *card) const { return m_lnCards.contains(card); }

    void setTraces(const nk::NormTrace *layerNorm, const nk::NormTrace *rmsNorm);
    void setZoom(qreal zoom);
    void setCompact(bool compact);
    void setAskedElement(int element);
    // The chefs' names in the header font; hidden when kitchen-first.
    void retranslate(const QFont &head);
    void retranslateCards();
    void setHeadersVisible(bool visible);
    // The cards' state at scene time t; kitchen-first keeps only the current row's cards.
    void sync(double t, bool currentRowOnly);
    // Each column is half the viewport: a card too wide puts its result under its title.
    void fitColumns();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void keepCurrentCardInView();

    QWidget *m_gridHost;
    QLabel *m_lnHeader;
    QLabel *m_rmsHeader;
    QList<StepCard *> m_lnCards;
    QList<StepCard *> m_rmsCards;
    // keepCurrentCardInView() scrolls from where the cards stood when this row became current
    // (or where the user last scrolled them), so cards growing as formulas arrive end at the same
    // place whatever order they arrived in; -1: from where they stand.
    int m_scrolledRow = -1;
    int m_scrollBase = -1;
    // 0 ms, single shot: once per event-loop turn, however many cards moved.
    QTimer m_keepCardInView;
};

} // namespace nk::ui
