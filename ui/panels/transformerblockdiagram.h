#pragma once

#include "base/describedwidget.h"

#include <QList>
#include <QRectF>
#include <QWidget>

namespace nk::ui {

// A transformer block drawn with QPainter, vector only, so it stays crisp at any size: the
// pre-norm block of today's language models (norm → attention → add, norm → MLP → add, repeated,
// then a final norm) beside the original post-norm block (attention → add → norm, MLP → add →
// norm). Norm boxes carry the algorithm colours (Theme::rmsNorm for the pre-norm block's
// RMSNorm, Theme::layerNorm for the post-norm block's LayerNorm); emphasis() dims the other side.
class TransformerBlockDiagram : public QWidget, public DescribedWidget
{
    Q_OBJECT

public:
    enum class Emphasis { Both, PreNorm, PostNorm };

    explicit TransformerBlockDiagram(QWidget *parent = nullptr);

    void setEmphasis(Emphasis e);
    Emphasis emphasis() const { return m_emphasis; }
    void setZoom(qreal zoom);

    // The boxes of the last layout, in widget coordinates (for tests and accessibility).
    struct Box
    {
        QRectF rect;
        QString label;
        bool norm = false;
        bool preNorm = false;
    };
    QList<Box> boxes() const;
    // What a screen reader hears (PaintedAccessible): both blocks in the order the data
    // flows through their boxes, and which one is emphasised.
    QString accessibleSummary() const override;
    QAccessible::Role accessibleRole() const override { return QAccessible::Chart; }

    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QList<Box> layout(const QRectF &area) const;

    Emphasis m_emphasis = Emphasis::Both;
    qreal m_zoom = 1.0;
};

} // namespace nk::ui
