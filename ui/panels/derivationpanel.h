#pragma once

#include "panels/chapterpanel.h"
#include "analysis/rmsidentity.h"
#include "base/pagedscrollarea.h"

#include <QStringList>
#include <QTimer>

class QLabel;

namespace nk::ui {

class BarChart;
class FormulaLines;

// Chapter 5's derivation ("derivation"): RMS² = σ² + μ² one line per step, each typeset with
// the current vector's numbers (nk::RmsIdentity), earlier lines kept above in a muted colour,
// the lines still to come named below in italics;
// beside it a stacked bar that puts σ² + μ² next to RMS².
class DerivationPanel : public ChapterPanel
{
    Q_OBJECT

public:
    static constexpr const char *kName = "derivation";
    static constexpr int kLines = 4;
    static constexpr int kDigits = 4; // enough to check by hand
    // The chart's width, and the formula column it needs beside it (px at zoom 1).
    static constexpr int kChartWidth = 300;
    static constexpr int kFormulaColumn = 420;

    explicit DerivationPanel(LessonController *controller, QWidget *parent = nullptr);

    void showStep(int chapter, int step) override;
    void setLanguage(const QString &lang) override;
    void setZoom(qreal zoom) override;
    QList<Question> questions() const override;
    void setAnswersHidden(bool hidden) override;

    const nk::RmsIdentity &identity() const { return m_identity; }
    int currentLine() const { return m_current; }
    int visibleLines() const;
    QString symbolicTex(int line) const;
    QString liveTex(int line) const;
    QString captionText(int line) const; // as shown: its title, or what it will do
    // Line `line`'s formulas (symbolic and live), each whole or in rows as the width allows.
    FormulaLines *symbolicView(int line) const { return m_symbolic.value(line); }
    FormulaLines *liveView(int line) const { return m_live.value(line); }
    BarChart *chart() const { return m_chart; }
    // Whether the panel is wide enough for the chart beside the formulas.
    bool chartFits() const;

    // The TeX of line `line` for an identity (public for tests).
    static QString symbolicFor(int line);
    static QString liveFor(int line, const nk::RmsIdentity &r);

    // The panel takes the height Execute gives it (see LayerStackPanel).
    bool hasHeightForWidth() const override { return false; }

    // The lines' scroll area (they scroll when taller than the panel).
    QScrollArea *scrollArea() const { return m_scroll; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    void retranslate();
    void applyFonts();
    void keepCurrentLineInView();
    void updateChartVisibility();

    nk::RmsIdentity m_identity;
    int m_current = 0;
    QList<QLabel *> m_captions;
    QStringList m_titles; // each line's caption once it is shown
    QStringList m_ahead;  // and before: what it will do, not what it finds
    QList<FormulaLines *> m_symbolic;
    QList<FormulaLines *> m_live;
    BarChart *m_chart = nullptr;
    PagedScrollArea *m_scroll = nullptr;
    // Where the current line stood when it was last scrolled into view.
    QRect m_keptLine;
    int m_keptView = -1;
    bool m_keepAfterStep = true;
    QTimer m_keepLineInView; // 0 ms, single shot: once per event-loop turn
};

} // namespace nk::ui
