#include "panels/precisioncasepanel.h"
#include "base/pagedscrollarea.h"

#include "charts/barchart.h"
#include "lesson/chaptercatalog.h"
#include "io/presets.h"
#include "lesson/lessoncontroller.h"
#include "base/numbertext.h"
#include "kitchen/stabilityscene.h"
#include "base/theme.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

constexpr int kColumns = 5; // setting, statistic, LayerNorm y, RMSNorm y, warnings
constexpr int kMaxRows = 3;
constexpr int kChartMinimum = 180; // px: the bars and their labels still readable
constexpr int kDigits = 4;
constexpr double kLargeError = 1e-2; // relative error that no rounding alone explains here

QString precisionText(nk::Precision p)
{
    return QString::fromStdString(nk::toString(p));
}

// The first outputs, in the row's own precision.
QString outputText(const nk::NormTrace &t)
{
    return NumberText::list(t.output(), t.settings.precision, 3);
}

} // namespace

PrecisionCasePanel::PrecisionCasePanel(LessonController *controller, QWidget *parent)
    : ChapterPanel(controller, parent)
{
    setObjectName(QStringLiteral("precisionCasePanel"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    m_scroll = addScrollArea();
    QWidget *content = m_scroll->widget();
    auto layout = new QVBoxLayout(content);
    layout->setContentsMargins(8, 4, 8, 4);
    m_input = new QLabel(content);
    m_input->setWordWrap(true);
    layout->addWidget(m_input);
    m_table = new QGridLayout;
    m_table->setHorizontalSpacing(16);
    m_table->setVerticalSpacing(4);
    for (int r = 0; r <= kMaxRows; ++r) {
        QList<QLabel *> row;
        for (int c = 0; c < kColumns; ++c) {
            auto cell = new QLabel(content);
            cell->setWordWrap(true);
            cell->setTextFormat(Qt::PlainText);
            m_table->addWidget(cell, r, c);
            row << cell;
        }
        m_cells << row;
    }
    m_table->setColumnStretch(0, 3);
    m_table->setColumnStretch(1, 2);
    m_table->setColumnStretch(2, 3);
    m_table->setColumnStretch(3, 3);
    m_table->setColumnStretch(4, 3);
    layout->addLayout(m_table);
    auto loadRow = new QHBoxLayout;
    m_load = new QPushButton(content);
    m_load->setObjectName(QStringLiteral("loadCaseButton"));
    m_loadHint = new QLabel(content);
    m_loadHint->setWordWrap(true);
    loadRow->addWidget(m_load);
    loadRow->addWidget(m_loadHint, 1);
    layout->addLayout(loadRow);
    m_chart = new BarChart(content);
    m_chart->setMinimumHeight(kChartMinimum);
    m_chart->setLogScale(true);
    m_chart->setValueLabelDigits(2);
    layout->addWidget(m_chart, 1);

    connect(m_load, &QPushButton::clicked, this, &PrecisionCasePanel::loadCase);
    applyFonts();
}

void PrecisionCasePanel::showStep(int chapter, int step)
{
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(chapter);
    const QString key = c && step >= 0 && step < c->stepCount() ? c->steps[step].key : QString();
    std::optional<nk::StabilityCaseId> id;
    for (nk::StabilityCaseId k : nk::StabilityCase::all())
        if (key == QLatin1String(nk::StabilityCase::keyOf(k)))
            id = k;
    if (!id)
        id = nk::StabilityCaseId::Overflow;
    if (!m_case || m_case->id != *id)
        m_case = nk::StabilityCase::make(*id);
    refresh();
}

void PrecisionCasePanel::setPresenting(bool presenting)
{
    ChapterPanel::setPresenting(presenting);
    fitChart();
}

void PrecisionCasePanel::resizeEvent(QResizeEvent *event)
{
    ChapterPanel::resizeEvent(event);
    fitChart();
}

void PrecisionCasePanel::fitChart()
{
    // Not one whose top shows below the table and whose bars are out of reach.
    fitToPage(m_chart, m_scroll->fullHeight(), kChartMinimum);
}

void PrecisionCasePanel::setLanguage(const QString &lang)
{
    ChapterPanel::setLanguage(lang);
    refresh();
}

void PrecisionCasePanel::setZoom(qreal zoom)
{
    ChapterPanel::setZoom(zoom);
    applyFonts();
}

void PrecisionCasePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
    ChapterPanel::changeEvent(event);
}

QList<QStringList> PrecisionCasePanel::tableRows() const
{
    QList<QStringList> rows;
    const int n = m_case ? int(m_case->rows.size()) : 0;
    for (int r = 0; r <= n; ++r) {
        QStringList row;
        for (QLabel *cell : m_cells[r])
            row << cell->text();
        rows << row;
    }
    return rows;
}

QString PrecisionCasePanel::statisticName(nk::CaseStatistic s)
{
    switch (s) {
    case nk::CaseStatistic::SumOfSquares:
        return tr("Σxᵢ² (RMSNorm)");
    case nk::CaseStatistic::EpsStored:
        return tr("ε as stored");
    case nk::CaseStatistic::Variance:
        return tr("σ² (before any clamp)");
    case nk::CaseStatistic::Divisor:
        return tr("divisor √(σ² + ε)");
    }
    return {};
}

QString PrecisionCasePanel::rowLabel(const nk::StabilityCase &c, int row)
{
    const nk::StabilityRow &r = c.rows[size_t(row)];
    const auto differs = [&c](auto field) {
        for (const nk::StabilityRow &o : c.rows)
            if (field(o) != field(c.rows.front()))
                return true;
        return false;
    };
    QStringList parts;
    if (differs([](const nk::StabilityRow &o) { return o.input; }))
        parts << tr("x = %1").arg(NumberText::list(r.input, nk::Precision::Fp64, 4));
    parts << precisionText(r.settings.precision);
    if (differs([](const nk::StabilityRow &o) { return o.settings.accumulation; }))
        parts << (r.settings.accumulation == nk::Accumulation::Fp32
                      ? tr("sums in fp32")
                      : tr("sums in %1").arg(precisionText(r.settings.precision)));
    if (differs([](const nk::StabilityRow &o) { return o.settings.variance; })) {
        switch (r.settings.variance) {
        case nk::VarianceAlgorithm::TwoPass:
            parts << tr("two-pass variance");
            break;
        case nk::VarianceAlgorithm::OnePass:
            parts << tr("one-pass E[x²] − μ²");
            break;
        case nk::VarianceAlgorithm::Welford:
            parts << tr("Welford variance");
            break;
        }
    }
    if (differs([](const nk::StabilityRow &o) { return o.settings.eps; }))
        parts << tr("ε = %1").arg(NumberText::number(r.settings.eps, 3));
    return parts.join(QStringLiteral(", "));
}

void PrecisionCasePanel::applyFonts()
{
    for (int r = 0; r < m_cells.size(); ++r)
        for (QLabel *cell : std::as_const(m_cells[r]))
            cell->setFont(zoomedFont(Theme::FontRole::Control, r == 0));
    m_input->setFont(zoomedFont(Theme::FontRole::Control));
    m_loadHint->setFont(zoomedFont(Theme::FontRole::Small));
    m_load->setFont(zoomedFont(Theme::FontRole::Control, true));
    m_chart->setZoom(zoom());
}

void PrecisionCasePanel::refresh()
{
    m_load->setText(tr("&Load this case"));
    m_load->setAccessibleName(tr("Load this case into the lesson"));
    // Loading the case would show its readings in the kitchen while a guess is still out.
    m_load->setEnabled(!answersHidden());
    m_loadHint->setText(answersHidden()
                            ? tr("Reveal your prediction first; then the button puts this case "
                                 "on the kitchen's scale.")
                            : tr("Stepping never changes your vector. The button puts the case's "
                                 "row marked ▶ on the kitchen's scale and everywhere else; Ctrl+Z "
                                 "brings your vector back."));
    Theme::setTextColour(m_loadHint, Theme::mutedText());
    if (!m_case)
        return;
    const nk::StabilityCase &c = *m_case;
    const nk::StabilityRow &first = c.rows.front();
    m_input->setText(tr("Input (d = %1): x = %2, ε = %3")
                         .arg(first.input.size())
                         .arg(NumberText::list(first.input, nk::Precision::Fp64, 6),
                              NumberText::number(first.settings.eps, 3)));
    const QStringList head = {tr("setting"), statisticName(c.statistic), tr("LayerNorm y"),
                              tr("RMSNorm y"), tr("what went wrong")};
    for (int col = 0; col < kColumns; ++col)
        m_cells[0][col]->setText(head[col]);
    Theme::setTextColour(m_cells[0][2], Theme::layerNorm());
    Theme::setTextColour(m_cells[0][3], Theme::rmsNorm());
    QStringList categories;
    QVector<double> lnErrors, rmsErrors;
    // Where a true output of 0 came out nonzero its relative error is undefined (core reports 0
    // for it): the chart then shows the absolute error of every row, and says so.
    bool absolute = false;
    for (const nk::StabilityRow &row : c.rows)
        absolute = absolute || row.layerNorm.relErrorUndefined || row.rmsNorm.relErrorUndefined;
    for (int r = 0; r < kMaxRows; ++r) {
        const bool used = r < int(c.rows.size());
        for (QLabel *cell : std::as_const(m_cells[r + 1]))
            cell->setVisible(used);
        if (!used)
            continue;
        const nk::StabilityRow &row = c.rows[size_t(r)];
        const QString marker = r == c.loadRow ? QStringLiteral("▶ ") : QString();
        QStringList words = StabilityScene::flagWords(row.flags);
        // Finite garbage raises no flag (noise divided by noise): say so from the error.
        for (const nk::NormTrace *t : {&row.layerNorm, &row.rmsNorm})
            if (words.isEmpty() && !(t->maxRelError <= kLargeError))
                words << tr("output far from fp64");
        const QString cells[kColumns] = {
            QStringLiteral("%1%2. %3").arg(marker).arg(r + 1).arg(rowLabel(c, r)),
            NumberText::number(row.keyValue, kDigits), outputText(row.layerNorm),
            outputText(row.rmsNorm),
            words.isEmpty() ? tr("nothing") : QLocale().createSeparatedList(words)};
        for (int col = 0; col < kColumns; ++col) {
            m_cells[r + 1][col]->setText(cells[col]);
            Theme::setTextColour(m_cells[r + 1][col],
                                 col == 4 && !words.isEmpty() ? Theme::warning() : Theme::text());
        }
        categories << tr("row %1").arg(r + 1);
        lnErrors << (absolute ? row.layerNorm.maxAbsError : row.layerNorm.maxRelError);
        rmsErrors << (absolute ? row.rmsNorm.maxAbsError : row.rmsNorm.maxRelError);
    }
    if (absolute) {
        m_chart->setTitle(tr("Largest absolute error of the output against fp64 (log scale): the "
                             "true output is 0 here, where a relative error is undefined"));
        m_chart->setValueAxisTitle(tr("absolute error"));
    } else {
        m_chart->setTitle(tr("Largest relative error of the output against fp64 (log scale)"));
        m_chart->setValueAxisTitle(tr("relative error"));
    }
    m_chart->setCategories(categories);
    m_chart->setSeries(0, QStringLiteral("LayerNorm"), Theme::layerNorm(), lnErrors);
    m_chart->setSeries(1, QStringLiteral("RMSNorm"), Theme::rmsNorm(), rmsErrors);
    // Predict mode: the first row is the one to guess; its outcome and the errors wait.
    m_chart->setVisible(!answersHidden());
    if (answersHidden())
        for (int col = 1; col < kColumns; ++col) {
            m_cells[1][col]->setText(QStringLiteral("?"));
            Theme::setTextColour(m_cells[1][col], Theme::text());
        }
}

QList<ChapterPanel::Question> PrecisionCasePanel::questions() const
{
    if (!m_case || m_case->rows.empty())
        return {};
    return {{tr("Row 1 (%1): %2?").arg(rowLabel(*m_case, 0), statisticName(m_case->statistic)),
             m_case->rows.front().keyValue}};
}

void PrecisionCasePanel::setAnswersHidden(bool hidden)
{
    if (hidden == answersHidden())
        return;
    ChapterPanel::setAnswersHidden(hidden);
    refresh();
}

void PrecisionCasePanel::loadCase()
{
    if (!m_case)
        return;
    const nk::StabilityRow &row = m_case->rows[size_t(m_case->loadRow)];
    // Named after its preset only when it is that preset exactly.
    const nk::Preset *p = nk::Presets::find(m_case->presetId);
    const bool isPreset = p && p->input == row.input && p->settings == row.settings;
    controller()->loadCase(row.input, row.settings,
                           isPreset ? QString::fromStdString(m_case->presetId) : QString());
}

} // namespace nk::ui
