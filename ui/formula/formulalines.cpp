#include "formula/formulalines.h"

#include "formula/formularenderer.h"
#include "formula/formulaview.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QtMath>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>
#include <vector>

namespace nk::ui {

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
                if (tex == m_tex || m_coarse.texts.contains(tex) || m_fine.texts.contains(tex) ||
                    m_sums.texts.contains(tex))
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

namespace {

// Walks a row of TeX, calling visit(i, c, before) at each character outside braces and
// \left … \right (with brackets, outside plain ( ) and [ ] too); before is the last character
// that is not a space: '\\' after a command (\cdot), ')' after \right's delimiter.
template <typename Visit> void visitTopLevel(const QString &row, bool brackets, Visit visit)
{
    static const QString kLeft = QStringLiteral("\\left"), kRight = QStringLiteral("\\right");
    int depth = 0;
    QChar before;
    for (int i = 0; i < row.size(); ++i) {
        const QChar c = row.at(i);
        if (c == QLatin1Char('\\')) {
            before = c;
            if (row.mid(i, kLeft.size()) == kLeft) {
                ++depth;
                i += kLeft.size(); // and the delimiter after it
            } else if (row.mid(i, kRight.size()) == kRight) {
                --depth;
                i += kRight.size();
                before = QLatin1Char(')');
            } else if (i + 1 < row.size() && !row.at(i + 1).isLetter()) {
                ++i; // an escaped character (\{, \,)
            } else {
                while (i + 1 < row.size() && row.at(i + 1).isLetter())
                    ++i; // the command's name
            }
            continue;
        }
        const bool opens =
            c == QLatin1Char('{') || (brackets && (c == QLatin1Char('(') || c == QLatin1Char('[')));
        const bool closes =
            c == QLatin1Char('}') || (brackets && (c == QLatin1Char(')') || c == QLatin1Char(']')));
        if (opens)
            ++depth;
        else if (closes)
            --depth;
        else if (depth == 0)
            visit(i, c, before);
        if (!c.isSpace())
            before = c;
    }
}

// About how many symbols the TeX typesets to: a command (\cdot) is one, spaces and braces none.
int symbolCount(const QString &tex)
{
    int n = 0;
    for (int i = 0; i < tex.size(); ++i) {
        const QChar c = tex.at(i);
        if (c == QLatin1Char('\\')) {
            while (i + 1 < tex.size() && tex.at(i + 1).isLetter())
                ++i;
            ++n;
        } else if (!c.isSpace() && c != QLatin1Char('{') && c != QLatin1Char('}')) {
            ++n;
        }
    }
    return n;
}

} // namespace

QStringList FormulaLines::splitAtEquals(const QString &row)
{
    // An "=" inside braces or \left … \right is not the row's own.
    QStringList rows;
    int start = 0;
    bool first = true;
    visitTopLevel(row, false, [&](int i, QChar c, QChar) {
        if (c != QLatin1Char('='))
            return;
        if (first) { // "lhs = rhs" stays together; each later "=" begins a row
            first = false;
            return;
        }
        rows << row.mid(start, i - start).trimmed();
        start = i;
    });
    rows << row.mid(start).trimmed();
    rows.removeAll(QString());
    return rows.isEmpty() ? QStringList{row} : rows;
}

QStringList FormulaLines::splitAtSum(const QString &row)
{
    // The row's terms: it is cut before each top-level sign. After "\right)" a sign is a sum's;
    // at the start, after a relation, a sign or a command (\cdot) it is a number's own.
    QStringList terms;
    int start = 0;
    visitTopLevel(row, true, [&](int i, QChar c, QChar before) {
        if ((c == QLatin1Char('+') || c == QLatin1Char('-')) && !before.isNull() &&
            before != QLatin1Char('=') && before != QLatin1Char('+') &&
            before != QLatin1Char('-') && before != QLatin1Char('\\')) {
            terms << row.mid(start, i - start).trimmed();
            start = i;
        }
    });
    terms << row.mid(start).trimmed();
    terms.removeAll(QString());
    if (terms.size() < 2)
        return {row};
    // Packed into rows of about half the whole, or of the longest term where that is longer:
    // a row never ends inside a term, and no row is much longer than it must be.
    std::vector<int> counts;
    for (const QString &t : std::as_const(terms))
        counts.push_back(symbolCount(t));
    const int total = std::accumulate(counts.begin(), counts.end(), 0);
    const int longest = *std::max_element(counts.begin(), counts.end());
    const double target = 1.15 * std::max(double(longest), total / 2.0);
    QStringList rows{terms.front()};
    int used = counts.front();
    for (int i = 1; i < terms.size(); ++i) {
        if (used + counts[size_t(i)] > target) {
            rows << terms[i];
            used = counts[size_t(i)];
        } else {
            rows.back() += QLatin1Char(' ') + terms[i];
            used += counts[size_t(i)];
        }
    }
    return rows;
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
    m_sums.setTex({}, this); // chosen by width in choose()
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

void FormulaLines::chooseSums(Shown base)
{
    // Only the rows of the form shown that are wider than the widget split at their sums: a row
    // that fits stays whole.
    const Level &level = base == Shown::Fine ? m_fine : m_coarse;
    QStringList rows = base == Shown::Whole ? QStringList{m_tex} : level.texts;
    QList<FormulaView *> views =
        base == Shown::Whole ? QList<FormulaView *>{m_whole} : level.views.mid(0, rows.size());
    QStringList texts;
    for (int i = 0; i < rows.size(); ++i) {
        const qreal natural = views[i]->sizeHint().width() / std::max(0.05, views[i]->scale());
        if (natural * m_scale > width())
            texts << splitAtSum(rows[i]);
        else
            texts << rows[i];
    }
    if (texts.size() <= rows.size())
        texts.clear();
    if (texts != m_sums.texts)
        m_sums.setTex(texts, this);
}

QList<FormulaView *> FormulaLines::shownViews() const
{
    const Level &level = m_shown == Shown::Sums   ? m_sums
                         : m_shown == Shown::Fine ? m_fine
                                                  : m_coarse;
    return m_shown == Shown::Whole ? QList<FormulaView *>{m_whole}
                                   : level.views.mid(0, level.texts.size());
}

void FormulaLines::choose()
{
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
        if (scale < 0.95 * m_scale)
            chooseSums(shown);
        if (!m_sums.texts.isEmpty() && scale < 0.95 * m_scale) {
            const qreal sums = m_sums.fittingScale(m_scale, width());
            if (sums > scale * 1.05) {
                shown = Shown::Sums;
                scale = sums;
            }
        }
    }
    const int indent = qRound(2 * QFontMetricsF(font()).averageCharWidth());
    for (Level *level : {&m_coarse, &m_fine, &m_sums})
        for (int i = 0; i < level->views.size(); ++i)
            level->views[i]->setContentsMargins(i == 0 ? 0 : indent, 0, 0, 0);
    for (Level *level : {&m_coarse, &m_fine, &m_sums}) {
        const bool on = (shown == Shown::Coarse && level == &m_coarse) ||
                        (shown == Shown::Fine && level == &m_fine) ||
                        (shown == Shown::Sums && level == &m_sums);
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
        for (Level *level : {&m_coarse, &m_fine, &m_sums})
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

} // namespace nk::ui
