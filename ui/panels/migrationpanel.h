#pragma once

#include "panels/chapterpanel.h"
#include "jobs/trainingsession.h"

class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QStackedWidget;

namespace nk::ui {

class RefreshWhenShown;
class BarChart;
class FormulaView;
class LineChart;
class TrainingControls;

// Chapter 7, migrating from LayerNorm to RMSNorm: the trial-budget calculator, γ's initial
// value (short real runs), the gradient scale of both norms at the same point and the
// learning-rate heuristic built on it, an editable warm-up, and the swap experiment (a trained
// LayerNorm model continued as LayerNorm, and as RMSNorm with and without warm-up). Runs go
// through the session's worker and stay for the session.
class MigrationPanel : public ChapterPanel
{
    Q_OBJECT

public:
    static constexpr const char *kName = "migration";

    explicit MigrationPanel(LessonController *controller, QWidget *parent = nullptr);

    void showStep(int chapter, int step) override;
    void setLanguage(const QString &lang) override;
    void setZoom(qreal zoom) override;
    // On the γ and swap pages, before their first run, the clicker starts the run.
    QString pendingAction() const override;
    void performPendingAction() override;

    // For tests.
    int currentPage() const;
    QString pageText() const;
    QDoubleSpinBox *budgetInput() const { return m_budget; }
    QSpinBox *warmupInput() const { return m_warmup; }
    QDoubleSpinBox *peakInput() const { return m_peak; }
    LineChart *warmupChart() const { return m_warmupChart; }
    LineChart *gammaChart() const { return m_gammaChart; }
    LineChart *swapChart() const { return m_swapChart; }
    TrainingControls *gammaControls() const { return m_gammaControls; }
    TrainingControls *swapControls() const { return m_swapControls; }

protected:
    void changeEvent(QEvent *event) override;

private:
    // Progress arrives every few hundred ms for minutes: off screen (another chapter shows, or
    // the other training chapter) the panel only notes it and catches up when shown.
    RefreshWhenShown *m_progressRefresh = nullptr; // progress redraws only on screen
    TrainingControls *pageControls() const;        // the current page's run buttons, or nullptr
    void refresh();
    void retranslate();
    void fillTrial();
    void fillGamma();
    void fillRate();
    void fillWarmup();
    void fillSwap();

    TrainingSession *m_session;
    int m_step = 0;
    QStackedWidget *m_pages;
    // trial
    QLabel *m_budgetLabel;
    QDoubleSpinBox *m_budget;
    QLabel *m_trialText;
    // γ
    TrainingControls *m_gammaControls;
    LineChart *m_gammaChart;
    QLabel *m_gammaText;
    // learning rate
    FormulaView *m_rateFormula;
    BarChart *m_scaleChart;
    QLabel *m_rateText;
    // warm-up
    FormulaView *m_warmupFormula;
    QLabel *m_warmupLabel;
    QSpinBox *m_warmup;
    QLabel *m_peakLabel;
    QDoubleSpinBox *m_peak;
    LineChart *m_warmupChart;
    QLabel *m_warmupText;
    // swap
    TrainingControls *m_swapControls;
    LineChart *m_swapChart;
    QLabel *m_swapText;
};

} // namespace nk::ui
