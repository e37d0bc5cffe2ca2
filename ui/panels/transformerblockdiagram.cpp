#include "panels/transformerblockdiagram.h"

#include "base/paintedaccessible.h"
#include "base/theme.h"

#include <QAccessible>
#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

const qreal kLabelPt = Theme::pointSize(Theme::FontRole::Control);

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t,
                            a.greenF() * (1 - t) + b.greenF() * t,
                            a.blueF() * (1 - t) + b.blueF() * t);
}

// Geometry of one column: rows from top to bottom, the residual stream at streamX, the branch
// boxes at boxX.
struct Column
{
    QRectF area;
    qreal rowH = 0;
    qreal boxW = 0;
    qreal boxH = 0;
    qreal streamX = 0;
    qreal branchX = 0; // centre of branch boxes
    qreal top = 0;
    qreal y(qreal row) const { return top + (row + 0.5) * rowH; }
    QRectF box(qreal cx, qreal row) const
    {
        return QRectF(cx - boxW / 2, y(row) - boxH / 2, boxW, boxH);
    }
};

Column column(const QRectF &area, int rows, qreal titleH)
{
    Column c;
    c.area = area;
    c.top = area.top() + titleH;
    c.rowH = (area.height() - titleH) / rows;
    c.boxH = std::min(c.rowH * 0.62, 64.0);
    c.boxW = std::min(area.width() * 0.52, 260.0);
    c.streamX = area.left() + area.width() * 0.2;
    c.branchX = area.left() + area.width() * 0.62;
    return c;
}

} // namespace

TransformerBlockDiagram::TransformerBlockDiagram(QWidget *parent)
    : QWidget(parent)
{
    PaintedAccessible::install();
    setAccessibleName(tr("Transformer block: pre-norm and post-norm"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void TransformerBlockDiagram::setEmphasis(Emphasis e)
{
    if (e == m_emphasis)
        return;
    m_emphasis = e;
    QAccessibleEvent event(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
    update();
}

QString TransformerBlockDiagram::accessibleSummary() const
{
    // The boxes in layout order; each sub-layer (attention, MLP) adds its result to the stream.
    auto flow = [this](bool preNorm) {
        QStringList steps{tr("x")};
        for (const Box &b : layout(QRectF(0, 0, 800, 600))) {
            if (b.preNorm != preNorm)
                continue;
            steps << b.label;
            if (!b.norm)
                steps << tr("add to the stream");
        }
        steps << tr("output");
        return steps.join(QStringLiteral(" → "));
    };
    QStringList parts;
    parts << tr("Pre-norm block, as in today's language models: %1 (the block repeats before "
                "the final RMSNorm).")
                 .arg(flow(true));
    parts << tr("Post-norm block, as in the original transformer: %1.").arg(flow(false));
    if (m_emphasis == Emphasis::PreNorm)
        parts << tr("The pre-norm block is highlighted.");
    else if (m_emphasis == Emphasis::PostNorm)
        parts << tr("The post-norm block is highlighted.");
    return parts.join(QLatin1Char(' '));
}

void TransformerBlockDiagram::setZoom(qreal zoom)
{
    m_zoom = zoom;
    updateGeometry();
    update();
}

QSize TransformerBlockDiagram::minimumSizeHint() const
{
    return QSize(int(480 * m_zoom), int(360 * m_zoom));
}

void TransformerBlockDiagram::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        update();
}

QList<TransformerBlockDiagram::Box> TransformerBlockDiagram::boxes() const
{
    return layout(QRectF(rect()).adjusted(8, 8, -8, -8));
}

QList<TransformerBlockDiagram::Box> TransformerBlockDiagram::layout(const QRectF &area) const
{
    QList<Box> out;
    const qreal gap = area.width() * 0.06;
    const qreal half = (area.width() - gap) / 2;
    const qreal titleH =
        QFontMetricsF(QFont(font().family(), int(kLabelPt * m_zoom))).height() * 2.6;
    // Pre-norm: rows 0 x, 1 norm, 2 attention, 3 +, 4 norm, 5 MLP, 6 +, 7 final norm, 8 out.
    const Column pre = column(QRectF(area.left(), area.top(), half, area.height()), 9, titleH);
    out << Box{pre.box(pre.branchX, 1), tr("RMSNorm"), true, true}
        << Box{pre.box(pre.branchX, 2), tr("Attention"), false, true}
        << Box{pre.box(pre.branchX, 4), tr("RMSNorm"), true, true}
        << Box{pre.box(pre.branchX, 5), tr("MLP"), false, true}
        << Box{pre.box(pre.streamX + pre.boxW * 0.35, 7), tr("final RMSNorm"), true, true};
    // Post-norm: rows 0 x, 1 attention, 2 +, 3 norm, 4 MLP, 5 +, 6 norm, 7 out.
    const Column post =
        column(QRectF(area.left() + half + gap, area.top(), half, area.height()), 9, titleH);
    const qreal cx = post.area.left() + post.area.width() * 0.55;
    out << Box{post.box(cx, 1), tr("Attention"), false, false}
        << Box{post.box(cx, 3), tr("LayerNorm"), true, false}
        << Box{post.box(cx, 4), tr("MLP"), false, false}
        << Box{post.box(cx, 6), tr("LayerNorm"), true, false};
    return out;
}

void TransformerBlockDiagram::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(8, 8, -8, -8);
    const QList<Box> bx = layout(area);
    const qreal gap = area.width() * 0.06;
    const qreal half = (area.width() - gap) / 2;
    QFont label = font();
    label.setPointSizeF(kLabelPt * m_zoom);
    QFont title = label;
    title.setBold(true);
    title.setPointSizeF(Theme::pointSize(Theme::FontRole::Label) * m_zoom);
    const QFontMetricsF tfm(title);
    const qreal titleH =
        QFontMetricsF(QFont(font().family(), int(kLabelPt * m_zoom))).height() * 2.6;
    const Column pre = column(QRectF(area.left(), area.top(), half, area.height()), 9, titleH);
    const Column post =
        column(QRectF(area.left() + half + gap, area.top(), half, area.height()), 9, titleH);
    const qreal postX = post.area.left() + post.area.width() * 0.55;
    const qreal lw = std::max(1.5, 2.0 * m_zoom);

    auto faded = [this](bool preSide) {
        return (m_emphasis == Emphasis::PreNorm && !preSide) ||
               (m_emphasis == Emphasis::PostNorm && preSide);
    };
    auto ink = [&](bool preSide) {
        return faded(preSide) ? mix(Theme::text(), Theme::background(), 0.6) : Theme::text();
    };
    auto arrow = [&](QPointF a, QPointF b, const QColor &c) {
        p.setPen(QPen(c, lw, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawLine(a, b);
        const QPointF d = b - a;
        const qreal len = std::hypot(d.x(), d.y());
        if (len < 1)
            return;
        const QPointF u = d / len, n(-u.y(), u.x());
        const qreal h = 7 * m_zoom;
        QPolygonF head;
        head << b << b - u * h + n * h * 0.55 << b - u * h - n * h * 0.55;
        p.setBrush(c);
        p.drawPolygon(head);
        p.setBrush(Qt::NoBrush);
    };
    auto polyArrow = [&](const QList<QPointF> &pts, const QColor &c) {
        p.setPen(QPen(c, lw, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        for (int i = 0; i + 2 < pts.size(); ++i)
            p.drawLine(pts[i], pts[i + 1]);
        arrow(pts[pts.size() - 2], pts.last(), c);
    };
    auto addNode = [&](QPointF c, bool preSide) {
        const qreal r = 11 * m_zoom;
        p.setPen(QPen(ink(preSide), lw));
        p.setBrush(Theme::surface());
        p.drawEllipse(c, r, r);
        p.drawLine(c + QPointF(-r * 0.55, 0), c + QPointF(r * 0.55, 0));
        p.drawLine(c + QPointF(0, -r * 0.55), c + QPointF(0, r * 0.55));
        p.setBrush(Qt::NoBrush);
    };
    auto drawBox = [&](const Box &b) {
        const QColor accent = b.preNorm ? Theme::rmsNorm() : Theme::layerNorm();
        QColor border = b.norm ? accent : ink(b.preNorm);
        QColor fill = b.norm ? mix(Theme::surface(), accent, Theme::isDark() ? 0.35 : 0.22)
                             : Theme::surface();
        if (faded(b.preNorm)) {
            border = mix(border, Theme::background(), 0.6);
            fill = mix(fill, Theme::background(), 0.6);
        }
        p.setPen(QPen(border, b.norm ? lw * 1.6 : lw));
        p.setBrush(fill);
        p.drawRoundedRect(b.rect, 8 * m_zoom, 8 * m_zoom);
        p.setBrush(Qt::NoBrush);
        QFont f = label;
        f.setBold(b.norm);
        // Shrink the label until it fits the box.
        for (int k = 0; k < 8 && QFontMetricsF(f).horizontalAdvance(b.label) > b.rect.width() - 12;
             ++k)
            f.setPointSizeF(f.pointSizeF() * 0.9);
        p.setFont(f);
        p.setPen(faded(b.preNorm) ? mix(Theme::text(), Theme::background(), 0.6) : Theme::text());
        p.drawText(b.rect, Qt::AlignCenter, b.label);
    };
    auto text = [&](const QRectF &r, const QString &s, const QFont &f, const QColor &c,
                    int align = Qt::AlignCenter) {
        p.setFont(f);
        p.setPen(c);
        p.drawText(r, align | Qt::TextWordWrap, s);
    };

    // Titles.
    text(QRectF(pre.area.left(), area.top(), pre.area.width(), titleH * 0.9),
         tr("Pre-norm (today's language models)"), title, ink(true));
    text(QRectF(post.area.left(), area.top(), post.area.width(), titleH * 0.9),
         tr("Post-norm (the original Transformer, BERT)"), title, ink(false));

    // --- Pre-norm column.
    {
        const QColor c = ink(true);
        const qreal sx = pre.streamX;
        text(QRectF(sx - 40 * m_zoom, pre.y(0) - pre.rowH / 2, 80 * m_zoom, pre.rowH), tr("x"),
             label, c);
        // The repeated layer, framed.
        const QRectF frame(pre.area.left() + 2, pre.y(1) - pre.rowH * 0.5, pre.area.width() - 4,
                           pre.rowH * 6);
        p.setPen(QPen(mix(c, Theme::background(), 0.4), lw * 0.8, Qt::DashLine));
        p.drawRoundedRect(frame, 10 * m_zoom, 10 * m_zoom);
        QFont small = label;
        small.setPointSizeF(Theme::pointSize(Theme::FontRole::Small) * m_zoom);
        text(QRectF(frame.right() - 6 - frame.width() * 0.3, frame.bottom() - pre.rowH * 0.5,
                    frame.width() * 0.3, pre.rowH * 0.45),
             tr("× N layers"), small, mix(c, Theme::background(), 0.3),
             Qt::AlignRight | Qt::AlignVCenter);
        // Residual stream.
        arrow(QPointF(sx, pre.y(0) + pre.rowH * 0.25), QPointF(sx, pre.y(3) - 12 * m_zoom), c);
        arrow(QPointF(sx, pre.y(3) + 12 * m_zoom), QPointF(sx, pre.y(6) - 12 * m_zoom), c);
        arrow(QPointF(sx, pre.y(6) + 12 * m_zoom), QPointF(sx, bx[4].rect.top()), c);
        arrow(QPointF(sx, bx[4].rect.bottom()), QPointF(sx, pre.y(8) - pre.rowH * 0.2), c);
        for (int k = 0; k < 2; ++k) {
            const Box &norm = bx[k * 2], &op = bx[k * 2 + 1];
            const qreal branchY = pre.y(k * 3 + 0.55);
            polyArrow({QPointF(sx, branchY), QPointF(pre.branchX, branchY),
                       norm.rect.topLeft() + QPointF(norm.rect.width() / 2, 0)},
                      c);
            arrow(QPointF(pre.branchX, norm.rect.bottom()), QPointF(pre.branchX, op.rect.top()), c);
            const qreal addY = pre.y(k * 3 + 3);
            polyArrow({QPointF(pre.branchX, op.rect.bottom()), QPointF(pre.branchX, addY),
                       QPointF(sx + 12 * m_zoom, addY)},
                      c);
            addNode(QPointF(sx, addY), true);
        }
        text(QRectF(sx - 60 * m_zoom, pre.y(8) - pre.rowH * 0.2, 120 * m_zoom, pre.rowH * 0.7),
             tr("output"), label, c);
    }
    // --- Post-norm column.
    {
        const QColor c = ink(false);
        const qreal cx = postX;
        const qreal skipX = post.area.left() + post.area.width() * 0.12;
        text(QRectF(cx - 40 * m_zoom, post.y(0) - post.rowH / 2, 80 * m_zoom, post.rowH), tr("x"),
             label, c);
        const QRectF frame(post.area.left() + 2, post.y(1) - post.rowH * 0.5, post.area.width() - 4,
                           post.rowH * 6);
        p.setPen(QPen(mix(c, Theme::background(), 0.4), lw * 0.8, Qt::DashLine));
        p.drawRoundedRect(frame, 10 * m_zoom, 10 * m_zoom);
        QFont small = label;
        small.setPointSizeF(Theme::pointSize(Theme::FontRole::Small) * m_zoom);
        text(QRectF(frame.right() - 6 - frame.width() * 0.3, frame.bottom() - post.rowH * 0.5,
                    frame.width() * 0.3, post.rowH * 0.45),
             tr("× N layers"), small, mix(c, Theme::background(), 0.3),
             Qt::AlignRight | Qt::AlignVCenter);
        const Box &attn = bx[5], &n1 = bx[6], &mlp = bx[7], &n2 = bx[8];
        arrow(QPointF(cx, post.y(0) + post.rowH * 0.25), QPointF(cx, attn.rect.top()), c);
        arrow(QPointF(cx, attn.rect.bottom()), QPointF(cx, post.y(2) - 12 * m_zoom), c);
        addNode(QPointF(cx, post.y(2)), false);
        arrow(QPointF(cx, post.y(2) + 12 * m_zoom), QPointF(cx, n1.rect.top()), c);
        arrow(QPointF(cx, n1.rect.bottom()), QPointF(cx, mlp.rect.top()), c);
        arrow(QPointF(cx, mlp.rect.bottom()), QPointF(cx, post.y(5) - 12 * m_zoom), c);
        addNode(QPointF(cx, post.y(5)), false);
        arrow(QPointF(cx, post.y(5) + 12 * m_zoom), QPointF(cx, n2.rect.top()), c);
        arrow(QPointF(cx, n2.rect.bottom()), QPointF(cx, post.y(8) - post.rowH * 0.2), c);
        // Residual skips around each sub-layer, into the add.
        for (int k = 0; k < 2; ++k) {
            const qreal fromY = k == 0 ? post.y(0.55) : post.y(3.55);
            const qreal addY = post.y(k == 0 ? 2 : 5);
            polyArrow({QPointF(cx, fromY), QPointF(skipX, fromY), QPointF(skipX, addY),
                       QPointF(cx - 12 * m_zoom, addY)},
                      c);
        }
        text(QRectF(cx - 60 * m_zoom, post.y(8) - post.rowH * 0.2, 120 * m_zoom, post.rowH * 0.7),
             tr("output"), label, c);
    }
    for (const Box &b : bx)
        drawBox(b);
}

} // namespace nk::ui
