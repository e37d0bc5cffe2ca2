#include "formulalines.h"

#include "formularenderer.h"
#include "formulaview.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QVBoxLayout>

#include <algorithm>

FormulaLines::FormulaLines(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QVBoxLayout(this))
    , m_whole(new FormulaView(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(0);
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
    return m_layout->minimumSize();
}

void FormulaLines::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    choose();
}

void FormulaLines::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        choose();
    QWidget::changeEvent(event);
}
