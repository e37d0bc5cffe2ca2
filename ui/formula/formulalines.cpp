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
                if (tex == m_tex || m_coarse.texts.contains(tex) || m_fine.texts.contains(tex))
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

QStringList FormulaLines::splitAtEquals(const QString &row)
{
    // Depth in braces and in \left … \right: an "=" inside either is not the row's own.
    QStringList rows;
    int depth = 0;
    int start = 0;
    bool first = true;
    static const QString kLeft = QStringLiteral("\\left"), kRight = QStringLiteral("\\right");
    for (int i = 0; i < row.size(); ++i) {
        const QChar c = row.at(i);
        if (c == QLatin1Char('\\')) {
            if (row.mid(i, kLeft.size()) == kLeft) {
                ++depth;
                i += kLeft.size(); // and the delimiter after it
            } else if (row.mid(i, kRight.size()) == kRight) {
                --depth;
                i += kRight.size();
            } else if (i + 1 < row.size()) {
                ++i; // an escaped character (\{, \,) or the first letter of a command
            }
            continue;
        }
        if (c == QLatin1Char('{'))
            ++depth;
        else if (c == QLatin1Char('}'))
            --depth;
        else if (c == QLatin1Char('=') && depth == 0) {
            if (first) { // "lhs = rhs" stays together; each later "=" begins a row
                first = false;
                continue;
            }
            rows << row.mid(start, i - start).trimmed();
            start = i;
        }
    }
    rows << row.mid(start).trimmed();
    rows.removeAll(QString());
    return rows.isEmpty() ? QStringList{row} : rows;
}

void FormulaLines::Level::setTex(const QStringList &tex, FormulaLines *owner)
{
    texts = tex.size() > 1 ? tex : QStringList();
    while (views.size() < texts.size()) {
        auto row = new FormulaView(owner);
        row->setFont(owner->font());
        row->setMinimumWidth(1);
        row->hide();
        owner->m_layout->addWidget(row);
        views << row;
    }
    for (int i = 0; i < views.size(); ++i)
        views[i]->setTex(i < texts.size() ? texts[i] : QString());
}

qreal FormulaLines::Level::fittingScale(qreal scale, int width) const
{
    // Rows share one scale, so a short row is not drawn larger than a long one that had to
    // shrink to the width.
    qreal common = scale;
    for (int i = 0; i < texts.size(); ++i) {
        const QMargins m = views[i]->contentsMargins();
        const qreal natural = (views[i]->sizeHint().width() - m.left() - m.right()) /
                              std::max(0.05, views[i]->scale());
        if (natural > 0)
            common = std::min(common, (width - m.left() - m.right()) / natural);
    }
    return std::max(0.05, common);
}

void FormulaLines::setTex(const QString &tex)
{
    if (tex == m_tex && !m_rowTex.isEmpty())
        return;
    m_tex = tex;
    m_whole->setTex(tex);
    setAccessibleName(m_whole->plainText());
    const QStringList rows = split(tex);
    QStringList fine;
    for (const QString &row : rows)
        fine << splitAtEquals(row);
    m_coarse.setTex(rows, this);
    m_fine.setTex(fine.size() > rows.size() ? fine : QStringList(), this);
    m_rowTex = rows;
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
    const Level &level = m_shown == Shown::Fine ? m_fine : m_coarse;
    return m_shown == Shown::Whole ? QList<FormulaView *>{m_whole}
                                   : level.views.mid(0, level.texts.size());
}

void FormulaLines::choose()
{
    const int indent = qRound(2 * QFontMetricsF(font()).averageCharWidth());
    for (Level *level : {&m_coarse, &m_fine})
        for (int i = 0; i < level->views.size(); ++i)
            level->views[i]->setContentsMargins(i == 0 ? 0 : indent, 0, 0, 0);
    // Whole if it fits; else the rows at its relations and commas; else, where those rows
    // would still shrink, also at each later "=" (σ² = ⅓(…) / = 2.889).
    Shown shown = Shown::Whole;
    const int wholeWidth = m_whole->sizeHint().width();
    qreal scale = wholeWidth > 0 ? std::min(m_scale, m_scale * width() / wholeWidth) : m_scale;
    if (wholeWidth > width()) {
        if (!m_coarse.texts.isEmpty()) {
            shown = Shown::Coarse;
            scale = m_coarse.fittingScale(m_scale, width());
        }
        if (!m_fine.texts.isEmpty() && scale < 0.95 * m_scale) {
            const qreal fine = m_fine.fittingScale(m_scale, width());
            if (fine > scale * 1.05) {
                shown = Shown::Fine;
                scale = fine;
            }
        }
    }
    for (Level *level : {&m_coarse, &m_fine}) {
        const bool on = (shown == Shown::Coarse && level == &m_coarse) ||
                        (shown == Shown::Fine && level == &m_fine);
        for (int i = 0; i < level->views.size(); ++i) {
            level->views[i]->setScale(on ? scale : m_scale);
            level->views[i]->setVisible(on && i < level->texts.size());
        }
    }
    const bool changed = shown != m_shown;
    m_shown = shown;
    m_broken = shown != Shown::Whole;
    m_whole->setVisible(!m_broken);
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
        for (Level *level : {&m_coarse, &m_fine})
            for (FormulaView *row : std::as_const(level->views))
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
