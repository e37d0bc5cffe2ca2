#include "panels/costledgerpanel.h"

#include "panels/costbandwidthpage.h"
#include "panels/costclaimpage.h"
#include "panels/costmeasuredpage.h"
#include "panels/costoperationspage.h"
#include "panels/costwalkspage.h"

#include "jobs/benchmarkprogress.h"
#include "base/pagedscrollarea.h"

#include "charts/barchart.h"
#include "lesson/chaptercatalog.h"
#include "lesson/lessoncontroller.h"
#include "jobs/monitorjobs.h"
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

namespace {

} // namespace

CostLedgerPanel::CostLedgerPanel(LessonController *controller, QWidget *parent)
    : ChapterPanel(controller, parent)
    , m_jobs(new MonitorJobs(this))
{
    // In the order of Page.
    m_pages.push_back(std::make_unique<CostOperationsPage>(controller));
    m_pages.push_back(std::make_unique<CostWalksPage>(controller));
    m_pages.push_back(std::make_unique<CostClaimPage>(controller));
    m_pages.push_back(std::make_unique<CostMeasuredPage>(controller, m_jobs));
    m_pages.push_back(std::make_unique<CostBandwidthPage>(controller, m_jobs));
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

CostLedgerPanel::~CostLedgerPanel() = default;

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
    currentPage().fill({m_heading, m_table, m_chart, m_summary});
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
    return currentPage().questions();
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
    if (currentPage().coverAnswers(m_table))
        m_summary->setText(tr("The numbers appear when the guesses are in."));
}

const CostLedgerPage &CostLedgerPanel::currentPage() const
{
    return *m_pages[size_t(m_page)];
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
