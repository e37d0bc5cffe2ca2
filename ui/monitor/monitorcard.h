#pragma once

#include "norm/trace.h"

#include <QCoreApplication>
#include <QFrame>
#include <QList>

QT_BEGIN_NAMESPACE
class QBoxLayout;
class QGridLayout;
class QLabel;
class QVBoxLayout;
QT_END_NAMESPACE

namespace nk::ui {

class ChartPanel;

// One card of the Monitor: a title, a caption, rows of charts that wrap to the width, and what
// each card adds below. The cards translate in MonitorView's context (their strings were the
// view's), so they declare its tr() instead of a Q_OBJECT of their own.
class MonitorCard : public QFrame
{
    Q_DECLARE_TR_FUNCTIONS(MonitorView)

public:
    explicit MonitorCard(QWidget *parent = nullptr);

    // Words in the current language; redraw what the card shows.
    virtual void retranslate() = 0;

    QString title() const;
    QString caption() const;
    QList<ChartPanel *> charts() const { return m_charts; }
    // Puts the charts in rows of at most `columns`.
    void layoutCharts(int columns);
    void setChartZoom(qreal zoom, qreal chartHeight);

    static QString precisionName(nk::Precision p);
    static QString sumsName(nk::Accumulation a);
    static QStringList flagWords(const nk::NumericFlags &flags);
    static QColor faded(const QColor &c);

protected:
    void setTexts(const QString &title, const QString &caption);
    QVBoxLayout *cardLayout() const { return m_layout; }
    void addCharts(std::initializer_list<ChartPanel *> charts);
    QLabel *addNote(); // a wrapped label at the bottom

private:
    struct ChartGrid
    {
        QGridLayout *grid = nullptr;
        QList<ChartPanel *> charts;
    };

    QVBoxLayout *m_layout = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_caption = nullptr;
    QList<ChartPanel *> m_charts;
    QList<ChartGrid> m_grids;
    int m_columns = 0;
};

} // namespace nk::ui
