#include "panels/costledgerpanel.h"

#include "jobs/benchmarkprogress.h"
#include "base/pagedscrollarea.h"

#include "analysis/costledger.h"
#include "analysis/monitornumbers.h"
#include "charts/barchart.h"
#include "jobs/benchmarkwords.h"
#include "lesson/chaptercatalog.h"
#include "lesson/lessoncontroller.h"
#include "jobs/monitorjobs.h"
#include "norm/flopclaims.h"
#include "base/numbertext.h"
#include "base/theme.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace nk::ui {

using nk::StepId;

namespace {

constexpr int kDigits = 3;

QString stepName(StepId id)
{
    switch (id) {
    case StepId::Input:
        return CostLedgerPanel::tr("input");
    case StepId::Mean:
        return CostLedgerPanel::tr("mean μ");
    case StepId::Variance:
        return CostLedgerPanel::tr("variance σ²");
    case StepId::Normalize:
        return CostLedgerPanel::tr("standardize x̂");
    case StepId::Affine:
        return CostLedgerPanel::tr("γ·x̂ + β");
    case StepId::Square:
        return CostLedgerPanel::tr("squares xᵢ²");
    case StepId::MeanSquare:
        return CostLedgerPanel::tr("mean square");
    case StepId::Rms:
        return CostLedgerPanel::tr("divisor √(RMS² + ε)"); // its two operations: + ε, √
    case StepId::Scale:
        return CostLedgerPanel::tr("x ÷ divisor · γ");
    }
    return {};
}

QString varianceName(nk::VarianceAlgorithm v)
{
    switch (v) {
    case nk::VarianceAlgorithm::TwoPass:
        return CostLedgerPanel::tr("two-pass");
    case nk::VarianceAlgorithm::OnePass:
        return CostLedgerPanel::tr("one-pass E[x²] − μ²");
    case nk::VarianceAlgorithm::Welford:
        return CostLedgerPanel::tr("Welford");
    }
    return {};
}

QTableWidgetItem *cell(const QString &text, bool number = true)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    item->setTextAlignment((number ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    return item;
}

QString count(long long v)
{
    return QString::number(v);
}

QString formulaText(const nk::CountFormula &f, long long value)
{
    return QStringLiteral("%1d + %2 = %3").arg(f.perElement).arg(f.constant).arg(value);
}

QString claimText(double perElement, double value)
{
    return QStringLiteral("%1d = %2")
        .arg(NumberText::number(perElement, kDigits))
        .arg(qlonglong(std::llround(value)));
}

} // namespace

CostLedgerPanel::CostLedgerPanel(LessonController *controller, QWidget *parent)
    : ChapterPanel(controller, parent)
    , m_jobs(new MonitorJobs(this))
{
    // The contents scroll when the panel is short (a 1280 × 720 window, presentation zoom):
    // squeezed, the summary was drawn over the table.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = m_scroll = new PagedScrollArea(this);
    scroll->setFocusPolicy(Qt::NoFocus); // the arrows move the lesson; no empty Tab stop
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumSize(1, 1);
    outer->addWidget(scroll);
    auto *content = new QWidget;
    scroll->setWidget(content);
    auto *root = new QVBoxLayout(content);
    root->setContentsMargins(8, 8, 8, 8);
    root->setSpacing(10);
    m_heading = new QLabel(this);
    m_heading->setWordWrap(true);
    root->addWidget(m_heading);

    m_benchRow = new QWidget(this);
    auto *bench = new QHBoxLayout(m_benchRow);
    bench->setContentsMargins(0, 0, 0, 0);
    m_runButton = new QPushButton(m_benchRow);
    m_cancelButton = new QPushButton(m_benchRow);
    m_cancelButton->setEnabled(false);
    m_progress = new QProgressBar(m_benchRow);
    m_progress->setRange(0, 1000);
    bench->addWidget(m_runButton);
    bench->addWidget(m_cancelButton);
    bench->addWidget(m_progress, 1);
    root->addWidget(m_benchRow);

    m_table = new QTableWidget(this);
    m_table->setTabKeyNavigation(false); // Tab moves on; arrows move between cells
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    // Columns as wide as their words (a narrow window scrolls sideways rather than cutting
    // "LayerNorm" or "7d + 2 = 23" in half); the last one takes what is left.
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    // The table is as tall as its shown rows: a vertical bar, shown for a moment while rows are
    // re-fitted, would narrow the columns into a sideways scroll that then stays.
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setWordWrap(false);
    // fitTable() sets the widths: as wide as the words, narrower (wrapped) when the panel is.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // fitTable() gives the last column what is left; the header's own stretch came out a pixel
    // wider than the view and showed a sideways scroll bar over the last row.
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->installEventFilter(this); // a new width re-fits the columns and the height
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    root->addWidget(m_table);

    m_chart = new BarChart(this);
    m_chart->setLegendVisible(true);
    m_chart->setValueLabelDigits(6);
    root->addWidget(m_chart, 1);

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    root->addWidget(m_summary);
    scroll->viewport()->installEventFilter(this); // a new page height re-fits the table

    connect(m_runButton, &QPushButton::clicked, this, &CostLedgerPanel::runBenchmark);
    connect(m_cancelButton, &QPushButton::clicked, m_jobs, &MonitorJobs::cancelBenchmark);
    connect(m_jobs, &MonitorJobs::benchmarkProgressed, m_progress, &QProgressBar::setValue);
    connect(m_jobs, &MonitorJobs::benchmarkChanged, this, &CostLedgerPanel::refresh);
    connect(m_jobs, &MonitorJobs::benchmarkChanged, this, &CostLedgerPanel::pendingActionChanged);
    connect(controller, &LessonController::inputChanged, this, &CostLedgerPanel::refresh);
    applyFonts();
}

CostLedgerPanel::Page CostLedgerPanel::pageForKey(const QString &key, int step)
{
    if (key == QLatin1String("operations"))
        return Page::Operations;
    if (key == QLatin1String("walks"))
        return Page::Walks;
    if (key == QLatin1String("claim"))
        return Page::Claim;
    if (key == QLatin1String("measured"))
        return Page::Measured;
    if (key == QLatin1String("bandwidth"))
        return Page::Bandwidth;
    return Page(std::clamp(step, 0, int(Page::Bandwidth)));
}

std::vector<int> CostLedgerPanel::plannedDimensions(int d)
{
    std::vector<int> ds{std::max(1, d)};
    if (d != kModelDimension)
        ds.push_back(kModelDimension);
    std::sort(ds.begin(), ds.end());
    return ds;
}

void CostLedgerPanel::showStep(int chapter, int step)
{
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(chapter);
    const QString key = c && step >= 0 && step < c->stepCount() ? c->steps[step].key : QString();
    m_page = pageForKey(key, step);
    m_shownSection = 0;
    refresh();
}

void CostLedgerPanel::setLanguage(const QString &lang)
{
    ChapterPanel::setLanguage(lang);
    refresh();
}

void CostLedgerPanel::setZoom(qreal zoom)
{
    ChapterPanel::setZoom(zoom);
    applyFonts();
    refresh();
}

void CostLedgerPanel::changeEvent(QEvent *event)
{
    ChapterPanel::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
}

QString CostLedgerPanel::summary() const
{
    return m_summary->text();
}

const std::vector<nk::ThroughputBenchmark::Result> &CostLedgerPanel::results() const
{
    return m_jobs->benchmarkResults();
}

void CostLedgerPanel::applyFonts()
{
    m_heading->setFont(zoomedFont(Theme::FontRole::Body, true));
    for (QWidget *w : {static_cast<QWidget *>(m_summary), static_cast<QWidget *>(m_runButton),
                       static_cast<QWidget *>(m_cancelButton), static_cast<QWidget *>(m_table),
                       static_cast<QWidget *>(m_progress)}) // its words: "Not run yet", "Done"
        w->setFont(zoomedFont(Theme::FontRole::Control));
    m_table->horizontalHeader()->setFont(zoomedFont(Theme::FontRole::Control, true));
    m_chart->setZoom(zoom());
}

void CostLedgerPanel::setHeader(const QStringList &columns)
{
    m_table->clear();
    // Each step's heading is set first: it names the table for screen readers.
    m_table->setAccessibleName(m_heading->text());
    m_table->setColumnCount(int(columns.size()));
    m_table->setHorizontalHeaderLabels(columns);
    m_table->setRowCount(0);
}

bool CostLedgerPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::Resize && m_table->width() != m_fittedWidth)
        fitTable();
    else if (m_scroll && watched == m_scroll->viewport() && event->type() == QEvent::Resize &&
             pageHeight() != m_fittedPageHeight)
        fitTable();
    return ChapterPanel::eventFilter(watched, event);
}

void CostLedgerPanel::fitTable()
{
    // Columns as wide as their contents; when that is wider than the table, the widest give way
    // down to their longest word and wrap (the walks' "mean μ → variance σ² → …" pushed the
    // counts out of sight), and only what still does not fit scrolls sideways. The table is
    // then exactly as tall as its rows: squeezed, its last row ran under the text below.
    m_fittedWidth = m_table->width();
    QHeaderView *header = m_table->horizontalHeader();
    for (int r = 0; r < m_table->rowCount(); ++r) // every row counts for the widths
        m_table->setRowHidden(r, false);
    m_table->resizeColumnsToContents();
    const int n = m_table->columnCount();
    const int available = m_table->maximumViewportSize().width(); // no scroll bars
    QVector<int> widths(n), least(n);
    int total = 0;
    for (int c = 0; c < n; ++c) {
        widths[c] = header->sectionSize(c);
        least[c] = QFontMetrics(header->font())
                       .horizontalAdvance(m_table->horizontalHeaderItem(c)
                                              ? m_table->horizontalHeaderItem(c)->text()
                                              : QString()) +
                   16;
        for (int r = 0; r < m_table->rowCount(); ++r) {
            const QTableWidgetItem *item = m_table->item(r, c);
            if (!item || m_table->columnSpan(r, c) > 1)
                continue;
            const QFontMetrics fm(item->font());
            for (const QString &word : item->text().split(QLatin1Char(' '), Qt::SkipEmptyParts))
                least[c] = std::max(least[c], fm.horizontalAdvance(word) + 16);
        }
        least[c] = std::min(least[c], widths[c]);
        total += widths[c];
    }
    int slack = 0;
    for (int c = 0; c < n; ++c)
        slack += widths[c] - least[c];
    if (total > available && slack > 0) {
        const double share = std::min(1.0, double(total - available) / slack);
        total = 0;
        for (int c = 0; c < n; ++c) {
            widths[c] -= int(std::ceil(share * (widths[c] - least[c])));
            header->resizeSection(c, widths[c]);
            total += widths[c];
        }
    }
    if (total < available && n > 0) // the last column takes what is left, as it stretches
        header->resizeSection(n - 1, header->sectionSize(n - 1) + available - total);
    m_table->resizeRowsToContents();
    // A row as tall as its text leaves the text a pixel short once the grid line is drawn, and
    // a wrapped cell then elides its last line: a little room below each row.
    for (int r = 0; r < m_table->rowCount(); ++r)
        m_table->setRowHeight(r, m_table->rowHeight(r) + 4);
    const int frame = header->sizeHint().height() + 2 * m_table->frameWidth() +
                      (total > available ? m_table->horizontalScrollBar()->sizeHint().height() : 0);
    int h = frame;
    for (int r = 0; r < m_table->rowCount(); ++r)
        h += m_table->rowHeight(r);
    // Presenting, a table taller than the page (with its heading) shows one chef's rows at a
    // time, each under the column names, rather than be cut at the page's edge.
    m_fittedPageHeight = pageHeight();
    QList<int> starts = chefStarts();
    const int heading = m_heading->heightForWidth(std::max(1, m_table->width())) + 24;
    const int room = m_fittedPageHeight - heading - frame;
    m_chunked = false;
    if (isPresenting() && starts.size() < 2 && heading + h > m_fittedPageHeight && room > 0) {
        // No chef's rows to show apart (the walks): as many rows as fit the page, a press each.
        m_chunked = true;
        auto split = [this](int limit) {
            QList<int> out{0};
            int used = 0;
            for (int r = 0; r < m_table->rowCount(); ++r) {
                if (used > 0 && used + m_table->rowHeight(r) > limit) {
                    out << r;
                    used = 0;
                }
                used += m_table->rowHeight(r);
            }
            return out;
        };
        starts = split(room);
        // As many presses, the rows shared out evenly: no lone row on the last.
        int rows = 0, tallest = 0;
        for (int r = 0; r < m_table->rowCount(); ++r) {
            rows += m_table->rowHeight(r);
            tallest = std::max(tallest, m_table->rowHeight(r));
        }
        const int even = std::max(tallest, int(std::ceil(double(rows) / starts.size())));
        for (int limit = std::min(room, even); limit < room; limit += 4) {
            const QList<int> balanced = split(limit);
            if (balanced.size() <= starts.size()) {
                starts = balanced;
                break;
            }
        }
    }
    m_sectionStarts = starts;
    const bool wasSectioned = m_sectioned;
    m_sectioned = isPresenting() && starts.size() >= 2 && m_table->isVisibleTo(this) &&
                  heading + h > m_fittedPageHeight;
    if (m_sectioned) {
        m_shownSection = std::clamp(m_shownSection, 0, int(starts.size()) - 1);
        const int first = starts[m_shownSection];
        const int end =
            m_shownSection + 1 < starts.size() ? starts[m_shownSection + 1] : m_table->rowCount();
        h = frame;
        for (int r = 0; r < m_table->rowCount(); ++r) {
            const bool shown = r >= first && r < end;
            if (shown)
                h += m_table->rowHeight(r);
            m_table->setRowHidden(r, !shown);
        }
    }
    m_table->setFixedHeight(h);
    fitToPage(m_chart, m_fittedPageHeight);
    if (wasSectioned != m_sectioned)
        emit pendingActionChanged();
}

QList<int> CostLedgerPanel::chefStarts() const
{
    QList<int> starts;
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (m_table->columnCount() > 1 && m_table->columnSpan(r, 0) == m_table->columnCount())
            starts << r;
    return starts;
}

int CostLedgerPanel::sectionCount() const
{
    return m_sectioned ? int(m_sectionStarts.size()) : 1;
}

int CostLedgerPanel::pageHeight() const
{
    return m_scroll ? m_scroll->viewport()->height() : height();
}

void CostLedgerPanel::setPresenting(bool presenting)
{
    ChapterPanel::setPresenting(presenting);
    m_shownSection = 0;
    refresh();
}

void CostLedgerPanel::refresh()
{
    const bool running = m_jobs->isBenchmarkRunning();
    m_runButton->setText(tr("&Run the benchmark"));
    m_cancelButton->setText(tr("Cance&l"));
    m_runButton->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    m_progress->setAccessibleName(tr("Benchmark progress"));
    {
        using State = BenchmarkProgress::State;
        BenchmarkProgress::show(m_progress, running                          ? State::Running
                                            : m_jobs->benchmarkCancelled()   ? State::Cancelled
                                            : m_jobs->benchmarkOutOfMemory() ? State::OutOfMemory
                                            : results().empty()              ? State::NotRun
                                                                             : State::Done);
    }
    m_benchRow->setVisible(m_page == Page::Measured || m_page == Page::Bandwidth);
    m_table->setWordWrap(true);
    m_chart->setLogScale(false);
    m_chart->setStacked(false);
    m_chart->setValueLabelDigits(6); // counts are integers: every digit
    m_chart->setCategoryNotes({});
    switch (m_page) {
    case Page::Operations:
        fillOperations();
        break;
    case Page::Walks:
        fillWalks();
        break;
    case Page::Claim:
        fillClaim();
        break;
    case Page::Measured:
        fillMeasured();
        break;
    case Page::Bandwidth:
        fillBandwidth();
        break;
    }
    // The operations and walks pages share the height with the kitchen: their tables carry the
    // numbers the charts would.
    // The benchmark pages show table and chart once something was measured.
    const bool measuredPage = m_page == Page::Measured || m_page == Page::Bandwidth;
    m_chart->setVisible(m_page != Page::Operations && m_page != Page::Walks &&
                        (!measuredPage || !results().empty()) && !answersHidden());
    m_table->setVisible(!measuredPage || !results().empty());
    if (answersHidden())
        coverAnswers();
    fitTable();
}

QList<ChapterPanel::Question> CostLedgerPanel::questions() const
{
    const nk::NormTrace &ln = *controller()->layerNorm();
    const nk::NormTrace &rms = *controller()->rmsNorm();
    switch (m_page) {
    case Page::Operations:
        return {{tr("LayerNorm: how many operations in all, for d = %1?").arg(ln.d()),
                 double(ln.ops.total())},
                {tr("RMSNorm: how many operations in all?"), double(rms.ops.total())}};
    case Page::Walks:
        return {{tr("LayerNorm: how many walks over the table, step by step?"),
                 double(nk::MonitorNumbers::memory(ln).passes)},
                {tr("RMSNorm: how many walks?"), double(nk::MonitorNumbers::memory(rms).passes)}};
    case Page::Claim: {
        const nk::ClaimComparison c = nk::CostLedger::claims(ln, rms);
        return {{tr("LayerNorm: operations counted for this row?"), double(c.countedLayerNorm)},
                {tr("RMSNorm: operations counted?"), double(c.countedRmsNorm)}};
    }
    case Page::Measured:
    case Page::Bandwidth:
        break; // measured times are no sum to work out by hand
    }
    return {};
}

void CostLedgerPanel::setAnswersHidden(bool hidden)
{
    if (hidden == answersHidden())
        return;
    ChapterPanel::setAnswersHidden(hidden);
    refresh();
}

void CostLedgerPanel::coverAnswers()
{
    // The cells that hold (or give away) what the questions ask, as "?".
    auto cover = [this](int row, int column) {
        if (QTableWidgetItem *item = m_table->item(row, column))
            item->setText(QStringLiteral("?"));
    };
    switch (m_page) {
    case Page::Operations:
        for (int r = 0; r < m_table->rowCount(); ++r)
            if (m_table->columnSpan(r, 0) == 1)
                for (int c = 1; c < m_table->columnCount(); ++c)
                    cover(r, c);
        break;
    case Page::Walks:
        for (int r : {0, 2, 3, 4})
            for (int c = 1; c < m_table->columnCount(); ++c)
                cover(r, c);
        break;
    case Page::Claim:
        for (int c = 1; c < m_table->columnCount(); ++c)
            cover(1, c);
        break;
    case Page::Measured:
    case Page::Bandwidth:
        return;
    }
    m_summary->setText(tr("The numbers appear when the guesses are in."));
}

void CostLedgerPanel::fillOperations()
{
    const nk::NormTrace &ln = *controller()->layerNorm();
    const nk::NormTrace &rms = *controller()->rmsNorm();
    m_heading->setText(tr("Operations counted per step, by kind (d = %1)").arg(ln.d()));
    setHeader({tr("step"), tr("add"), tr("sub"), tr("mul"), tr("div"), tr("sqrt"), tr("this step"),
               tr("running total")});
    for (const nk::NormTrace *t : {&ln, &rms}) {
        const bool isLn = t == &ln;
        const QColor accent = isLn ? Theme::layerNorm() : Theme::rmsNorm();
        int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *title =
            cell(isLn ? tr("LayerNorm (%1 variance)").arg(varianceName(t->settings.variance))
                      : tr("RMSNorm"),
                 false);
        title->setForeground(accent);
        QFont bold = m_table->font();
        bold.setBold(true);
        title->setFont(bold);
        m_table->setItem(row, 0, title);
        m_table->setSpan(row, 0, 1, m_table->columnCount());
        for (const nk::LedgerRow &r : nk::CostLedger::rows(*t)) {
            if (r.id == StepId::Input)
                continue; // reading the input is no operation
            row = m_table->rowCount();
            m_table->insertRow(row);
            m_table->setItem(row, 0, cell(stepName(r.id), false));
            const long long kinds[] = {r.ops.add, r.ops.sub, r.ops.mul, r.ops.div, r.ops.sqrt};
            for (int k = 0; k < 5; ++k)
                m_table->setItem(row, 1 + k, cell(count(kinds[k])));
            m_table->setItem(row, 6, cell(count(r.ops.total())));
            auto *run = cell(count(r.runningTotal.total()));
            run->setForeground(accent);
            m_table->setItem(row, 7, run);
        }
    }
    m_chart->setTitle(tr("Operations by kind, whole row"));
    m_chart->setCategories({tr("add"), tr("sub"), tr("mul"), tr("div"), tr("sqrt")});
    auto kinds = [](const nk::OpCounts &o) {
        return QVector<double>{double(o.add), double(o.sub), double(o.mul), double(o.div),
                               double(o.sqrt)};
    };
    m_chart->setSeries(0, QStringLiteral("LayerNorm"), Theme::layerNorm(), kinds(ln.ops));
    m_chart->setSeries(1, QStringLiteral("RMSNorm"), Theme::rmsNorm(), kinds(rms.ops));
    m_chart->truncateSeries(2);
    m_chart->setValueAxisTitle(tr("operations"));
    m_summary->setText(tr("In all: LayerNorm %1 operations, RMSNorm %2. RMSNorm has no "
                          "subtractions: it never centres.")
                           .arg(ln.ops.total())
                           .arg(rms.ops.total()));
}

void CostLedgerPanel::fillWalks()
{
    const nk::NormTrace &ln = *controller()->layerNorm();
    const nk::NormTrace &rms = *controller()->rmsNorm();
    const nk::MemoryFigures lm = nk::MonitorNumbers::memory(ln);
    const nk::MemoryFigures rm = nk::MonitorNumbers::memory(rms);
    m_heading->setText(tr("Walks over the table in memory (LayerNorm: %1 variance)")
                           .arg(varianceName(ln.settings.variance)));
    setHeader({QString(), QStringLiteral("LayerNorm"), QStringLiteral("RMSNorm")});
    // One entry per walk; the steps done in the same walk joined by "+".
    auto walkers = [](const nk::NormTrace &t) {
        QStringList names;
        int last = 0;
        for (const nk::LedgerRow &r : nk::CostLedger::rows(t)) {
            if (r.walk == 0)
                continue;
            if (r.walk == last && !names.isEmpty())
                names.back() += QStringLiteral(" + ") + stepName(r.id);
            else
                names << stepName(r.id);
            last = r.walk;
        }
        return names.join(QStringLiteral(" → "));
    };
    const QString bytesEach = tr("%1 bytes each").arg(lm.bytesPerElement);
    const QList<QStringList> rows = {
        {tr("walks, step by step"), count(lm.passes), count(rm.passes)},
        {tr("the steps that walk"), walkers(ln), walkers(rms)},
        {tr("elements read"), count(lm.readElements), count(rm.readElements)},
        {tr("elements written"), count(lm.writeElements), count(rm.writeElements)},
        {tr("bytes moved (%1)").arg(bytesEach), count(lm.readBytes() + lm.writeBytes()),
         count(rm.readBytes() + rm.writeBytes())},
        {tr("a fused kernel: walks"), count(nk::MemoryFigures::kFusedPasses),
         count(nk::MemoryFigures::kFusedPasses)},
        {tr("a fused kernel: bytes moved"), count(lm.fusedReadBytes() + lm.fusedWriteBytes()),
         count(rm.fusedReadBytes() + rm.fusedWriteBytes())},
    };
    for (int i = 0; i < rows.size(); ++i) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        // Row 1 names steps; the others are numbers.
        for (int c = 0; c < 3; ++c)
            m_table->setItem(row, c, cell(rows[i][c], c > 0 && i != 1));
    }
    m_chart->setTitle(tr("Bytes moved per row"));
    m_chart->setCategories({tr("step by step"), tr("fused kernel")});
    m_chart->setSeries(0, QStringLiteral("LayerNorm"), Theme::layerNorm(),
                       {double(lm.readBytes() + lm.writeBytes()),
                        double(lm.fusedReadBytes() + lm.fusedWriteBytes())});
    m_chart->setSeries(1, QStringLiteral("RMSNorm"), Theme::rmsNorm(),
                       {double(rm.readBytes() + rm.writeBytes()),
                        double(rm.fusedReadBytes() + rm.fusedWriteBytes())});
    m_chart->truncateSeries(2);
    m_chart->setValueAxisTitle(tr("bytes"));
    m_summary->setText(tr("Step by step, every walk reads the row again and some keep an "
                          "intermediate. A fused kernel reads x once and writes y once for both "
                          "norms: the same bytes."));
}

void CostLedgerPanel::fillClaim()
{
    const nk::ClaimComparison c =
        nk::CostLedger::claims(*controller()->layerNorm(), *controller()->rmsNorm());
    m_heading->setText(tr("A common claim beside the count (d = %1)").arg(c.d));
    setHeader({QString(), QStringLiteral("LayerNorm"), QStringLiteral("RMSNorm"), tr("LN ÷ RMS"),
               tr("RMSNorm saves")});
    const QList<QStringList> rows = {
        {tr("a common claim"),
         claimText(nk::claims::kCommonClaimLayerNormPerElement, c.claimLayerNorm),
         claimText(nk::claims::kCommonClaimRmsNormPerElement, c.claimRmsNorm),
         NumberText::ratio(c.claimRatio), NumberText::percent(c.claimSaving)},
        {tr("counted here"), formulaText(c.layerNormFormula, c.countedLayerNorm),
         formulaText(c.rmsNormFormula, c.countedRmsNorm), NumberText::ratio(c.countedRatio),
         NumberText::percent(c.countedSaving)},
        {tr("profilers (DeepSpeed, fvcore)"),
         claimText(nk::claims::kProfilerLayerNormPerElement, c.profilerLayerNorm),
         QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—")},
    };
    for (const QStringList &r : rows) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        for (int k = 0; k < r.size(); ++k)
            m_table->setItem(row, k, cell(r[k], k > 0));
    }
    m_chart->setTitle(tr("Operations per row"));
    m_chart->setCategories({tr("a common claim"), tr("counted here")});
    m_chart->setSeries(0, QStringLiteral("LayerNorm"), Theme::layerNorm(),
                       {c.claimLayerNorm, double(c.countedLayerNorm)});
    m_chart->setSeries(1, QStringLiteral("RMSNorm"), Theme::rmsNorm(),
                       {c.claimRmsNorm, double(c.countedRmsNorm)});
    m_chart->truncateSeries(2);
    m_chart->setValueAxisTitle(tr("operations"));
    m_summary->setText(
        tr("The claim counts %1 fewer operations than LayerNorm actually does "
           "here; the count saves %2, not %3.")
            .arg(qlonglong(std::llround(c.claimLayerNorm)) - c.countedLayerNorm)
            .arg(NumberText::percent(c.countedSaving), NumberText::percent(c.claimSaving)));
}

void CostLedgerPanel::fillMeasured()
{
    const int d = controller()->layerNorm()->d();
    m_heading->setText(
        tr("Measured on this machine: fp32 batch kernels, rows of d = %1, time per row in ns")
            .arg(d));
    setHeader({tr("d"), tr("rows"), tr("copy"), QStringLiteral("LayerNorm"),
               QStringLiteral("RMSNorm"), tr("LN ÷ RMS")});
    QStringList categories;
    QVector<double> copy, lnNs, rmsNs;
    for (const nk::ThroughputBenchmark::Result &r : results()) {
        const nk::MemoryBoundFigures m = nk::CostLedger::memoryBound(r);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const QStringList texts = {count(r.d),
                                   count(r.rows),
                                   NumberText::number(m.copyNsPerRow, kDigits),
                                   NumberText::number(m.layerNormNsPerRow, kDigits),
                                   NumberText::number(m.rmsNormNsPerRow, kDigits),
                                   NumberText::number(m.layerNormOverRms, kDigits)};
        for (int k = 0; k < texts.size(); ++k)
            m_table->setItem(row, k, cell(texts[k]));
        categories << QStringLiteral("d = %1").arg(r.d);
        copy << m.copyNsPerRow;
        lnNs << m.layerNormNsPerRow;
        rmsNs << m.rmsNormNsPerRow;
    }
    m_chart->setTitle(tr("Time per row (best of the repeats)"));
    m_chart->setCategories(categories);
    m_chart->setSeries(0, tr("copy"), Theme::mutedText(), copy);
    m_chart->setSeries(1, QStringLiteral("LayerNorm"), Theme::layerNorm(), lnNs);
    m_chart->setSeries(2, QStringLiteral("RMSNorm"), Theme::rmsNorm(), rmsNs);
    m_chart->truncateSeries(3);
    m_chart->setLogScale(categories.size() > 1);
    m_chart->setValueLabelDigits(kDigits);
    m_chart->setValueAxisTitle(tr("ns per row"));

    QStringList ds;
    for (int k : plannedDimensions(d))
        ds << QString::number(k);
    QString text;
    if (m_jobs->isBenchmarkRunning())
        text = tr("Measuring on a worker thread… LayerNorm, RMSNorm and a copy of the same "
                  "bytes, best of %1 runs each.")
                   .arg(m_jobs->benchmarkPlan().repeat);
    else if (results().empty())
        text = tr("Not measured yet. Run the benchmark: it times fp32 LayerNorm, RMSNorm and a "
                  "copy of the same bytes over a batch of rows for d = %1, best of %2 runs, on a "
                  "worker thread (a few seconds).")
                   .arg(ds.join(QStringLiteral(", ")))
                   .arg(m_jobs->benchmarkPlan().repeat);
    else {
        bool current = false;
        for (const nk::ThroughputBenchmark::Result &r : results()) {
            if (!text.isEmpty())
                text += QLatin1Char(' ');
            text += tr("At d = %1 (%2 rows), LayerNorm takes %3× RMSNorm's time per row (LN ÷ "
                       "RMS, as the operations are compared).")
                        .arg(r.d)
                        .arg(r.rows)
                        .arg(NumberText::number(nk::CostLedger::memoryBound(r).layerNormOverRms,
                                                kDigits));
            current = current || r.d == d;
        }
        if (!current)
            text +=
                QLatin1Char(' ') + tr("Measured for another vector: run again for d = %1.").arg(d);
    }
    if (!m_jobs->isBenchmarkRunning() && m_jobs->benchmarkCancelled())
        text += QLatin1Char(' ') + tr("Cancelled: a partial run, the sizes above only.");
    else if (!m_jobs->isBenchmarkRunning() && m_jobs->benchmarkOutOfMemory())
        text += QLatin1Char(' ') + tr("Stopped: the batch did not fit in memory.");
    m_summary->setText(text);
}

void CostLedgerPanel::fillBandwidth()
{
    const int d = controller()->layerNorm()->d();
    m_heading->setText(
        tr("Bytes per row against bandwidth: read x, write y, %1 bytes per row at d = %2")
            .arg(nk::CostLedger::fp32RowBytes(d))
            .arg(d));
    setHeader({tr("d"), tr("bytes per row"), tr("copy GB/s"), tr("floor, ns per row"),
               tr("LN ÷ floor"), tr("RMS ÷ floor")});
    QStringList categories;
    QVector<double> copy, lnX, rmsX;
    const nk::ThroughputBenchmark::Result *large = nullptr;
    for (const nk::ThroughputBenchmark::Result &r : results()) {
        const nk::MemoryBoundFigures m = nk::CostLedger::memoryBound(r);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const QStringList texts = {count(r.d),
                                   count(m.bytesPerRow),
                                   NumberText::number(m.copyGbps, kDigits),
                                   NumberText::number(m.bandwidthNsPerRow, kDigits),
                                   NumberText::number(m.layerNormOverFloor, kDigits),
                                   NumberText::number(m.rmsNormOverFloor, kDigits)};
        for (int k = 0; k < texts.size(); ++k)
            m_table->setItem(row, k, cell(texts[k]));
        categories << QStringLiteral("d = %1").arg(r.d);
        copy << (m.bandwidthNsPerRow > 0.0 ? m.copyNsPerRow / m.bandwidthNsPerRow : 0.0);
        lnX << m.layerNormOverFloor;
        rmsX << m.rmsNormOverFloor;
        if (!large || r.d > large->d)
            large = &r;
    }
    m_chart->setTitle(tr("Time per row ÷ the time its bytes take at the copy's bandwidth"));
    m_chart->setCategories(categories);
    m_chart->setSeries(0, tr("copy"), Theme::mutedText(), copy);
    m_chart->setSeries(1, QStringLiteral("LayerNorm"), Theme::layerNorm(), lnX);
    m_chart->setSeries(2, QStringLiteral("RMSNorm"), Theme::rmsNorm(), rmsX);
    m_chart->truncateSeries(3);
    m_chart->setValueLabelDigits(kDigits);
    m_chart->setValueAxisTitle(tr("× the floor"));

    QString text = tr("Both kernels read the same x and write the same y: %1 bytes per row, "
                      "whatever they compute in between. A copy of those bytes sets the floor.")
                       .arg(nk::CostLedger::fp32RowBytes(d));
    if (large) {
        const nk::MemoryBoundFigures m = nk::CostLedger::memoryBound(*large);
        text += QLatin1Char(' ');
        // Said only when this run shows it.
        if (nk::CostLedger::isMemoryBound(*large))
            text += tr("At d = %1 both run within %2× of that floor, each at least %3 of the "
                       "copy's bandwidth, and their times are within %4 of each other: limited by "
                       "memory bandwidth, as measured here, so RMSNorm's fewer operations save "
                       "little time.")
                        .arg(large->d)
                        .arg(NumberText::number(std::max(m.layerNormOverFloor, m.rmsNormOverFloor),
                                                kDigits),
                             NumberText::percent(nk::CostLedger::kMemoryBoundFractionOfCopy, 2),
                             NumberText::percent(nk::CostLedger::memoryBoundTimeTolerance(), 2));
        else
            text += tr("At d = %1 LayerNorm runs at %2× and RMSNorm at %3× that floor: not both "
                       "close to it, so here the operations still cost time.")
                        .arg(large->d)
                        .arg(NumberText::number(m.layerNormOverFloor, kDigits),
                             NumberText::number(m.rmsNormOverFloor, kDigits));
        // Below 1 × the floor is faster than the copy: say why that can happen.
        const QString reason = BenchmarkWords::aboveCopyReason(*large);
        if (!reason.isEmpty())
            text += QLatin1Char(' ') + reason;
    } else {
        text += QLatin1Char(' ') + tr("Run the benchmark to measure the floor on this machine.");
    }
    m_summary->setText(text);
}

QString CostLedgerPanel::pendingAction() const
{
    if (m_sectioned && m_shownSection + 1 < sectionCount()) {
        const QTableWidgetItem *next = m_table->item(m_sectionStarts[m_shownSection + 1], 0);
        const QString name = next ? next->text() : QString();
        return m_chunked ? tr("The next rows, from “%1”").arg(name)
                         : tr("The rows of %1").arg(name);
    }
    const bool measuredPage = m_page == Page::Measured || m_page == Page::Bandwidth;
    if (!measuredPage || m_jobs->isBenchmarkRunning() || !results().empty())
        return {};
    return tr("Run the benchmark");
}

void CostLedgerPanel::performPendingAction()
{
    if (m_sectioned && m_shownSection + 1 < sectionCount()) {
        ++m_shownSection;
        fitTable();
        emit pendingActionChanged();
        return;
    }
    if (!pendingAction().isEmpty())
        runBenchmark();
}

void CostLedgerPanel::runBenchmark()
{
    nk::MonitorBenchmarkPlan plan;
    plan.dimensions = plannedDimensions(controller()->layerNorm()->d());
    plan.elementsPerBatch = m_elementsPerBatch;
    m_jobs->setBenchmarkPlan(plan);
    m_jobs->runBenchmark();
}

} // namespace nk::ui
