#include "formulalines.h"

#include "formularenderer.h"
#include "formulaview.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QtMath>
#include <QVBoxLayout>

#include <algorithm>

FormulaLines::FormulaLines(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QVBoxLayout(this))
    , m_whole(new FormulaView(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(0);
    // Any width: a view scales its formula down to fit (its own minimum, a quarter of the
    // formula, made a narrow scroll area wider than its viewport and cut the formula off).
    m_whole->setMinimumWidth(1);
    m_layout->addWidget(m_whole);
    // A row (or the whole formula) typeset late may change which form fits.
    connect(FormulaRenderer::instance(), &FormulaRenderer::typeset, this,
            [this](const QString &tex) {
                if (tex == m_tex || m_rowTex.contains(tex))
                    choose();
            });
}

QStringList FormulaLines::split(const QString &tex)
{
    static const QString kRelations[] = {QStringLiteral("\\;\\Rightarrow\\;"),
                                         QStringLiteral("\\;\\Leftrightarrow\\;")};
    static const QString kComma = QStringLiteral(",\\quad");
    QStringList rows;
    int depth = 0;
    int start = 0;
    for (int i = 0; i < tex.size(); ++i) {
        const QChar c = tex.at(i);
        if (c == QLatin1Char('\\') && i + 1 < tex.size() &&
            (tex.at(i + 1) == QLatin1Char('{') || tex.at(i + 1) == QLatin1Char('}'))) {
            ++i; // an escaped brace is text, not a group
            continue;
        }
        if (c == QLatin1Char('{'))
            ++depth;
        else if (c == QLatin1Char('}'))
            --depth;
        if (depth != 0)
            continue;
        for (const QString &relation : kRelations) {
            if (tex.mid(i, relation.size()) == relation) {
                rows << tex.mid(start, i - start).trimmed();
                start = i + 2; // the row begins at the relation itself, without the space before
                break;
            }
        }
        if (tex.mid(i, kComma.size()) == kComma) {
            rows << tex.mid(start, i + 1 - start).trimmed();
            start = i + kComma.size();
        }
    }
    rows << tex.mid(start).trimmed();
    rows.removeAll(QString());
    return rows.isEmpty() ? QStringList{tex} : rows;
}

void FormulaLines::setTex(const QString &tex)
{
    if (tex == m_tex && !m_rowTex.isEmpty())
        return;
    m_tex = tex;
    m_whole->setTex(tex);
    setAccessibleName(m_whole->plainText());
    m_rowTex = split(tex);
    if (m_rowTex.size() < 2)
        m_rowTex.clear();
    while (m_rows.size() < m_rowTex.size()) {
        auto row = new FormulaView(this);
        row->setFont(font());
        row->setMinimumWidth(1);
        row->hide();
        m_layout->addWidget(row);
        m_rows << row;
    }
    for (int i = 0; i < m_rows.size(); ++i)
        m_rows[i]->setTex(i < m_rowTex.size() ? m_rowTex[i] : QString());
    if (m_rowTex.isEmpty())
        m_rowTex << tex;
    choose();
}

void FormulaLines::setScale(qreal scale)
{
    if (scale == m_scale)
        return;
    m_scale = scale;
    m_whole->setScale(scale);
    choose();
    updateGeometry();
}

QList<FormulaView *> FormulaLines::shownViews() const
{
    return m_broken ? m_rows.mid(0, m_rowTex.size()) : QList<FormulaView *>{m_whole};
}

void FormulaLines::choose()
{
    const int indent = qRound(2 * QFontMetricsF(font()).averageCharWidth());
    for (int i = 1; i < m_rows.size(); ++i)
        m_rows[i]->setContentsMargins(indent, 0, 0, 0);
    const bool broken = m_rowTex.size() > 1 && m_whole->sizeHint().width() > width();
    // Rows share one scale, so a short row is not drawn larger than a long one that had to
    // shrink to the width.
    qreal common = m_scale;
    for (int i = 0; broken && i < m_rowTex.size(); ++i) {
        const QMargins m = m_rows[i]->contentsMargins();
        const qreal natural =
            (m_rows[i]->sizeHint().width() - m.left() - m.right()) / m_rows[i]->scale();
        if (natural > 0)
            common = std::min(common, (width() - m.left() - m.right()) / natural);
    }
    for (FormulaView *row : std::as_const(m_rows))
        row->setScale(std::max(0.05, common));
    const bool changed = broken != m_broken;
    m_broken = broken;
    m_whole->setVisible(!broken);
    for (int i = 0; i < m_rows.size(); ++i)
        m_rows[i]->setVisible(broken && i < m_rowTex.size());
    if (changed)
        updateGeometry();
}

QSize FormulaLines::sizeHint() const
{
    // As wide as the whole formula, as tall as the form shown: the layout that places this
    // offers the width it has, and choose() breaks the formula when that is too little.
    QSize size = m_layout->sizeHint();
    size.setWidth(std::max(size.width(), m_whole->sizeHint().width()));
    return size;
}

QSize FormulaLines::minimumSizeHint() const
{
    // Narrower at will (the formula scales down to the width), but not much shorter: squeezed
    // to a quarter, as a FormulaView may be, a derivation could not be read (put this in a
    // scroll area where the height may run out).
    return {m_layout->minimumSize().width(), qCeil(0.75 * m_layout->sizeHint().height())};
}

void FormulaLines::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    choose();
}

void FormulaLines::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange) {
        // Set on each view: under a style sheet (the window has one) Qt does not pass a
        // parent's new font on to its children.
        m_whole->setFont(font());
        for (FormulaView *row : std::as_const(m_rows))
            row->setFont(font());
        choose();
        updateGeometry(); // the rows' new sizes; the parent's layout had cached the old ones
    }
    QWidget::changeEvent(event);
}

bool FormulaLines::event(QEvent *event)
{
    const bool result = QWidget::event(event);
    // A row typeset late changed its size: the layout holding this must ask again.
    if (event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return result;
}
