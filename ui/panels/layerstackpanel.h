#pragma once

#include "analysis/layerstack.h"
#include "panels/chapterpanel.h"

#include <QStringList>

#include <memory>

class QGridLayout;
class QLabel;
class QSlider;
class QScrollArea;
class QStackedWidget;

QT_BEGIN_NAMESPACE
class QHBoxLayout;
QT_END_NAMESPACE

namespace nk::ui {

class FormulaView;
class LineChart;

// Chapter 1 ("layer-stack"): the current vector through a seeded stack of random layers
// (nk::LayerStack) without a norm, with LayerNorm and with RMSNorm after every layer. Per
// layer: the spread σ and the largest |value|, on log scales, and the last layer's statistics
// in a table. A weight-scale slider makes the plain stack's spread explode or die. Its value is
// the panel's own for the session (an aside for the class, not part of the lesson file, so it
// is not on the undo stack). The steps reveal the stacks one by one; the last one sets the
// user's own vector's μ, σ² and x̂ beside the stack, as a bridge to chapter 2.
class LayerStackPanel : public ChapterPanel
{
    Q_OBJECT

public:
    static constexpr const char *kName = "layer-stack";

    explicit LayerStackPanel(LessonController *controller, QWidget *parent = nullptr);
    ~LayerStackPanel() override;

    void showStep(int chapter, int step) override;
    void setLanguage(const QString &lang) override;
    void setZoom(qreal zoom) override;
    void setPresenting(bool presenting) override;

    double weightScale() const { return m_scale; }
    void setWeightScale(double scale);
    const nk::LayerStackComparison &comparison() const { return m_result; }
    // How many stacks the step shows: 1 (no norm), 2 (+ LayerNorm), 3 (+ RMSNorm).
    int shownStacks() const { return m_shown; }
    bool showsFormulas() const;
    LineChart *spreadChart() const { return m_spread; }
    LineChart *peakChart() const { return m_peak; }
    QString scaleText() const;
    // The last layer's table, one row per stack shown, cells as displayed.
    QList<QStringList> tableRows() const;
    QStringList formulaTex() const;

    // The panel takes the height Execute gives it: its word-wrapped labels must not make the
    // middle row's height depend on its width (QBoxLayout honours height-for-width even for
    // Ignored policies, which pushed the kitchen out at presentation zoom).
    bool hasHeightForWidth() const override { return false; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitChartsToPage();
    void recompute();
    void refresh();
    void refreshContent();
    void retranslate();
    void applyFonts();

    std::unique_ptr<nk::LayerStack> m_stack;
    nk::LayerStackComparison m_result;
    double m_scale = nk::LayerStack::kDefaultWeightScale;
    int m_shown = 1;
    bool m_formulas = false;

    QLabel *m_scaleLabel = nullptr;
    QSlider *m_slider = nullptr;
    QLabel *m_scaleValue = nullptr;
    QLabel *m_note = nullptr;
    LineChart *m_spread = nullptr;
    LineChart *m_peak = nullptr;
    QHBoxLayout *m_charts = nullptr;
    QScrollArea *m_scroll = nullptr;
    QHBoxLayout *m_controls = nullptr;
    QStackedWidget *m_right = nullptr;
    QWidget *m_formulaBox = nullptr;
    QList<QLabel *> m_formulaCaptions;
    QList<FormulaView *> m_formulaViews;
    QGridLayout *m_table = nullptr;
    QList<QList<QLabel *>> m_cells; // 4 rows (header + 3 stacks) × 6 columns
};

} // namespace nk::ui
