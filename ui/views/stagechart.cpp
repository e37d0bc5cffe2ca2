#include "views/stagechart.h"

#include "base/theme.h"
#include "charts/barchart.h"
#include "charts/linechart.h"
#include "lesson/lessoncontroller.h"
#include "norm/stepclock.h"

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

// A long vector's line chart draws at most this many points (256 buckets' minimum and maximum).
constexpr int kMaxLinePoints = 512;

// The vector an algorithm holds once every step that ends by time t is complete; with
// beforeRow (a step's first row), only steps of earlier rows count (predict mode: the stage
// to guess is left out). The handout's charts ask the trace the same question.
const std::vector<double> &stageValues(const nk::NormTrace &trace, double t, int beforeRow)
{
    return trace.valuesAfterRow(std::min(nk::StepClock::lastCompleteSlot(t), beforeRow - 1));
}

} // namespace

StageChart::StageChart(LessonController *controller, QWidget *parent)
    : QStackedWidget(parent)
    , m_controller(controller)
{
    m_bars = new BarChart;
    m_lines = new LineChart;
    addWidget(m_bars);
    addWidget(m_lines);
}

void StageChart::setZoom(qreal zoom)
{
    m_bars->setZoom(zoom);
    m_lines->setZoom(zoom);
}

void StageChart::retranslate()
{
    m_bars->setTitle(tr("Values at this stage"));
    m_lines->setTitle(tr("Values at this stage (by index)"));
}

void StageChart::reset()
{
    m_chartStep = -1;
    m_chartLn.clear();
    m_chartRms.clear();
}

void StageChart::setCover(int layerNormRow, int rmsNormRow)
{
    if (layerNormRow == m_coverLn && rmsNormRow == m_coverRms)
        return;
    m_coverLn = layerNormRow;
    m_coverRms = rmsNormRow;
    m_chartStep = -1;
    refresh();
}

QVector<double> StageChart::seriesValues(int series)
{
    refresh(true); // a hidden chart is filled on demand
    return m_bars->seriesValues(series);
}

void StageChart::refresh(bool hiddenToo)
{
    // A hidden chart (a step without it, kitchen-first) waits until it is shown: replacing its
    // series and ranges costs as much as the rest of a step change.
    if (isHidden() && !hiddenToo) {
        m_chartStep = -1;
        return;
    }
    const double t = m_controller->sceneTime();
    // Recompute only when the completed stage changes, not on every animation frame.
    const int stage = int(std::floor(t + 1e-9));
    if (stage == m_chartStep)
        return;
    m_chartStep = stage;
    std::vector<double> ln = stageValues(*m_controller->layerNorm(), t, m_coverLn);
    std::vector<double> rms = stageValues(*m_controller->rmsNorm(), t, m_coverRms);
    if (ln == m_chartLn && rms == m_chartRms)
        return; // several steps end on the same vectors: nothing to redraw
    m_chartLn = ln;
    m_chartRms = rms;
    const int d = int(ln.size());
    const QString lnName = QStringLiteral("LayerNorm");
    const QString rmsName = QStringLiteral("RMSNorm");
    if (d <= BarChart::kMaxVectorBars) {
        QStringList categories;
        for (int i = 0; i < d; ++i)
            categories << QStringLiteral("x%1").arg(i + 1);
        m_bars->setCategories(categories);
        m_bars->holdRefit(true);
        m_bars->setSeries(0, lnName, Theme::layerNorm(), QVector<double>(ln.begin(), ln.end()));
        m_bars->setSeries(1, rmsName, Theme::rmsNorm(), QVector<double>(rms.begin(), rms.end()));
        m_bars->holdRefit(false);
        m_bars->setValueLabelDigits(d <= 8 ? 3 : 0);
        setCurrentWidget(m_bars);
    } else {
        // Beyond a few hundred elements a chart this size cannot show every point.
        const QVector<QPointF> a = LineChart::seriesOf(ln, kMaxLinePoints);
        const QVector<QPointF> b = LineChart::seriesOf(rms, kMaxLinePoints);
        // A marker per element costs more than the line at large d.
        m_lines->setPointsVisible(false);
        m_lines->setIntegerX(true);
        m_lines->holdRefit(true);
        m_lines->setSeries(0, lnName, Theme::layerNorm(), a);
        m_lines->setSeries(1, rmsName, Theme::rmsNorm(), b);
        m_lines->holdRefit(false);
        setCurrentWidget(m_lines);
    }
}

} // namespace nk::ui
