#pragma once

#include "panels/chapterpanel.h"
#include "jobs/trainingsession.h"

class QDoubleSpinBox;
class QLabel;
class QStackedWidget;

namespace nk::ui {

class RefreshWhenShown;
class BarChart;
class FormulaView;
class LineChart;
class TrainingControls;

// Chapter 6, training results: the same small transformer trained with LayerNorm and with
// RMSNorm from the same seed, live on a worker (TrainingSession), then what the run measured:
// loss parity at equal tokens, the throughput ratio beside the published claims with the norm's
// share of a step bounding it (Amdahl), wall time and a cost calculator fed with the measured
// throughputs. One page per step; the run controls stay on top of every step.
class TrainingResultsPanel : public ChapterPanel
{
    Q_OBJECT

public:
    static constexpr const char *kName = "training-results";

    explicit TrainingResultsPanel(LessonController *controller, QWidget *parent = nullptr);

    void showStep(int chapter, int step) override;
    void setLanguage(const QString &lang) override;
    void setZoom(qreal zoom) override;
    // On the live page, before any run, the clicker starts the quick run.
    QString pendingAction() const override;
    void performPendingAction() override;

    // For tests.
    int currentPage() const;
    TrainingControls *controls() const { return m_controls; }
    LineChart *layerNormChart() const { return m_lnChart; }
    LineChart *rmsNormChart() const { return m_rmsChart; }
    LineChart *parityChart() const { return m_parityChart; }
    BarChart *speedupChart() const { return m_speedupChart; }
    QDoubleSpinBox *tokensInput() const { return m_tokens; }
    QDoubleSpinBox *priceInput() const { return m_price; }
    QString pageText() const; // the current page's text

protected:
    void changeEvent(QEvent *event) override;

private:
    // Progress arrives every few hundred ms for minutes: off screen (another chapter shows, or
    // the other training chapter) the panel only notes it and catches up when shown.
    RefreshWhenShown *m_progressRefresh = nullptr; // progress redraws only on screen
    void refresh();                                // the current page from the session
    void retranslate();
    void fillBook();
    void fillLive();
    void fillParity();
    void fillThroughput();
    void fillCost();

    TrainingSession *m_session;
    int m_step = 0;
    TrainingControls *m_controls;
    QLabel *m_hint;
    QStackedWidget *m_pages;
    QLabel *m_bookText;
    LineChart *m_lnChart;
    LineChart *m_rmsChart;
    QLabel *m_liveText;
    LineChart *m_parityChart;
    QLabel *m_parityText;
    BarChart *m_speedupChart;
    QLabel *m_throughputText;
    FormulaView *m_amdahlFormula;
    FormulaView *m_wallFormula;
    QDoubleSpinBox *m_tokens;
    QDoubleSpinBox *m_price;
    QLabel *m_tokensLabel;
    QLabel *m_priceLabel;
    QLabel *m_costText;
    long long m_lnParameters = 0; // of the classroom model, counted once
    long long m_rmsParameters = 0;
};

} // namespace nk::ui
