#pragma once

#include <QStackedWidget>

#include <limits>
#include <vector>

namespace nk::ui {

class BarChart;
class LessonController;
class LineChart;

// Execute's chart of both chefs' vectors at the current stage of the scene: a bar per element
// up to BarChart::kMaxVectorBars, a line by index beyond. In predict mode a chef's vector is
// shown from before the row whose value is still to guess.
class StageChart : public QStackedWidget
{
    Q_OBJECT

public:
    explicit StageChart(LessonController *controller, QWidget *parent = nullptr);

    void setZoom(qreal zoom);
    void retranslate();
    // Forgets what it shows, so the next refresh() draws again.
    void reset();
    // The first row of each chef's values still to guess (max: none).
    void setCover(int layerNormRow, int rmsNormRow);
    // Follows the scene's clock; a hidden chart waits until shown unless hiddenToo.
    void refresh(bool hiddenToo = false);
    QVector<double> seriesValues(int series);

private:
    LessonController *m_controller;
    BarChart *m_bars;
    LineChart *m_lines;
    int m_chartStep = -1;
    int m_coverLn = std::numeric_limits<int>::max();
    int m_coverRms = std::numeric_limits<int>::max();
    std::vector<double> m_chartLn; // what the chart shows now
    std::vector<double> m_chartRms;
};

} // namespace nk::ui
