#include "monitor/monitorcard.h"

#include "charts/chartpanel.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace nk::ui {

MonitorCard::MonitorCard(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("monitorCard"));
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(20, 14, 20, 16);
    m_layout->setSpacing(8);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("cardTitle"));
    m_caption = new QLabel(this);
    m_caption->setWordWrap(true);
    m_caption->setObjectName(QStringLiteral("cardCaption"));
    m_layout->addWidget(m_title);
    m_layout->addWidget(m_caption);
}

QString MonitorCard::title() const
{
    return m_title->text();
}

QString MonitorCard::caption() const
{
    return m_caption->text();
}

void MonitorCard::setTexts(const QString &title, const QString &caption)
{
    m_title->setText(title);
    m_caption->setText(caption);
    setAccessibleName(title);
}

void MonitorCard::addCharts(std::initializer_list<ChartPanel *> charts)
{
    auto grid = new QGridLayout;
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(12);
    m_grids.append({grid, QList<ChartPanel *>(charts)});
    for (ChartPanel *c : charts)
        m_charts.append(c);
    m_layout->addLayout(grid);
}

QLabel *MonitorCard::addNote()
{
    auto note = new QLabel(this);
    note->setWordWrap(true);
    m_layout->addWidget(note);
    return note;
}

void MonitorCard::layoutCharts(int columns)
{
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (const ChartGrid &g : std::as_const(m_grids)) {
        for (ChartPanel *c : g.charts)
            g.grid->removeWidget(c);
        const int perRow = std::min(columns, int(g.charts.size()));
        for (int i = 0; i < g.charts.size(); ++i)
            g.grid->addWidget(g.charts[i], i / perRow, i % perRow);
        for (int col = 0; col < 3; ++col)
            g.grid->setColumnStretch(col, col < perRow ? 1 : 0);
    }
}

void MonitorCard::setChartZoom(qreal zoom, qreal chartHeight)
{
    for (ChartPanel *c : std::as_const(m_charts)) {
        c->setZoom(zoom);
        c->setMinimumHeight(int(chartHeight * zoom));
    }
}

QString MonitorCard::precisionName(nk::Precision p)
{
    return QString::fromStdString(nk::toString(p));
}

QString MonitorCard::sumsName(nk::Accumulation a)
{
    return a == nk::Accumulation::Storage ? tr("storage sums") : tr("fp32 sums");
}

// The trace's numeric flags in words.
QStringList MonitorCard::flagWords(const nk::NumericFlags &f)
{
    QStringList w;
    if (f.overflow)
        w << tr("overflow");
    if (f.nan)
        w << tr("NaN");
    if (f.epsLost)
        w << tr("ε lost");
    if (f.negativeVariance)
        w << tr("negative variance (clamped)");
    if (f.divisorZero)
        w << tr("divisor 0");
    return w;
}

QColor MonitorCard::faded(const QColor &c)
{
    QColor f = c;
    f.setAlphaF(0.45);
    return f;
}

} // namespace nk::ui
