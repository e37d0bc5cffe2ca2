#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

class QVBoxLayout;

namespace nk::ui {

class FormulaView;

// One formula that breaks into rows when it is wider than the widget, instead of shrinking to
// fit one row until a class cannot read it. It breaks at its top-level "\;\Rightarrow\;",
// "\;\Leftrightarrow\;" (the relation begins the next row) and ",\quad" (the comma ends the
// row); where those rows would still shrink, also at each later top-level "=" (the "=" begins
// the row), and where even those would, a long row in two or three at its sums' signs. Rows
// after the first are indented. A formula without such a place shrinks to the
// width as a FormulaView does; the height it asks for is at least 3/4 of its natural height.
class FormulaLines : public QWidget
{
    Q_OBJECT

public:
    explicit FormulaLines(QWidget *parent = nullptr);

    QString tex() const { return m_tex; }
    void setTex(const QString &tex);

    // The rows tex breaks into (one when it has no place to break).
    QStringList rows() const { return m_rowTex; }
    // Shown in rows now (the whole formula is wider than the widget).
    bool isBroken() const { return m_broken; }
    // The views that show the formula now: the whole one, or one per row.
    QList<FormulaView *> shownViews() const;

    static QStringList split(const QString &tex);
    // A row split again at each top-level "=" after its first (not inside braces or
    // \left … \right): the finer rows used when the rows of split() would still shrink.
    static QStringList splitAtEquals(const QString &row);
    // A row split before top-level "+" and "−" signs (not inside braces, brackets or
    // parentheses, nor a sign after "=") into rows of about half its length, or of its longest
    // term: the rows used when a long sum with no later "=" (14 = 8.667 + 2·1.333·(…) +
    // 3·1.778) would still shrink.
    static QStringList splitAtSum(const QString &row);

    // A zoom on top of the font size, as FormulaView::setScale: the whole formula at it, the
    // rows at it or less (one scale for all rows, so each fits the width).
    qreal scale() const { return m_scale; }
    void setScale(qreal scale);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    // Whole or in rows, for the current width and the formulas' typeset sizes.
    void choose();

    // One way of breaking the formula: its rows' TeX and views.
    struct Level
    {
        QStringList texts; // empty: no break at this level
        QList<FormulaView *> views;
        void setTex(const QStringList &tex, FormulaLines *owner);
        qreal fittingScale(qreal scale, int width) const; // at most scale
    };
    enum class Shown { Whole, Coarse, Fine, Sums };
    // The sums level for this width: the rows of base that are too wide, split at their sums.
    void chooseSums(Shown base);

    QString m_tex;
    QStringList m_rowTex;
    Level m_coarse; // at relations and commas (split)
    Level m_fine;   // and at later "=" (splitAtEquals)
    Level m_sums;   // and a long row in two at a sum (splitAtSum)
    Shown m_shown = Shown::Whole;
    bool m_broken = false;
    qreal m_scale = 1.0;
    QVBoxLayout *m_layout;
    FormulaView *m_whole;
};

} // namespace nk::ui
