#pragma once

#include "panels/chapterpanel.h"
#include "kernels/throughputbenchmark.h"

#include <vector>

QT_BEGIN_NAMESPACE
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
QT_END_NAMESPACE

namespace nk::ui {

class BarChart;
class MonitorJobs;

// Chapter 4 (cost): the ledger of counted operations by kind and step with running totals, the
// walks over memory, the common claim beside the count, and the batch kernels timed on this
// machine for rows of the current d (off the UI thread, with progress and cancel), with the
// bytes a row moves against the bandwidth a copy reached. One table and one bar chart, filled
// for the step's page.
class CostLedgerPanel : public ChapterPanel
{
    Q_OBJECT

public:
    static constexpr const char *kName = "cost-ledger";
    enum class Page { Operations, Walks, Claim, Measured, Bandwidth };
    // The d every run measures besides the vector's own: a row the size of a real model's.
    static constexpr int kModelDimension = 4096;

    explicit CostLedgerPanel(LessonController *controller, QWidget *parent = nullptr);

    void showStep(int chapter, int step) override;
    void setLanguage(const QString &lang) override;
    void setZoom(qreal zoom) override;
    QList<Question> questions() const override;
    void setAnswersHidden(bool hidden) override;
    // On the measured pages, the clicker runs the benchmark when nothing was measured yet.
    QString pendingAction() const override;
    void performPendingAction() override;
    void setPresenting(bool presenting) override;
    // Presenting, a table taller than its page shows one chef's rows at a time (the clicker
    // shows the next): the rows' first and number of the sections, and which is shown.
    int shownSection() const { return m_shownSection; }
    int sectionCount() const;
    bool showsSections() const { return m_sectioned; }

    Page page() const { return m_page; }
    static Page pageForKey(const QString &key, int step);
    // The dimensions a run measures for a vector of length d, ascending.
    static std::vector<int> plannedDimensions(int d);

    QTableWidget *table() const { return m_table; }
    BarChart *chart() const { return m_chart; }
    QPushButton *runButton() const { return m_runButton; }
    QPushButton *cancelButton() const { return m_cancelButton; }
    QProgressBar *progress() const { return m_progress; }
    MonitorJobs *jobs() const { return m_jobs; }
    QString summary() const;
    // Elements per batch of a run (rows = elements / d); tests make it small.
    void setElementsPerBatch(long long elements) { m_elementsPerBatch = elements; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void fillOperations();
    void fillWalks();
    void fillClaim();
    void fillMeasured();
    void fillBandwidth();
    void runBenchmark();
    void applyFonts();
    void setHeader(const QStringList &columns);
    void fitTable();
    bool eventFilter(QObject *watched, QEvent *event) override;
    int m_fittedWidth = -1;
    int m_fittedPageHeight = -1;
    int m_shownSection = 0;
    bool m_sectioned = false;
    class PagedScrollArea *m_scroll = nullptr;
    QList<int> chefStarts() const; // the rows that name a chef (a span across the table)
    QList<int> m_sectionStarts;    // presenting: the first row of each part a press shows
    bool m_chunked = false;        // the parts are rows that fit the page, not a chef's
    int pageHeight() const;
    void coverAnswers();
    const std::vector<nk::ThroughputBenchmark::Result> &results() const;

    Page m_page = Page::Operations;
    long long m_elementsPerBatch = 4096LL * 4096LL;
    QLabel *m_heading = nullptr;
    QWidget *m_benchRow = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QTableWidget *m_table = nullptr;
    BarChart *m_chart = nullptr;
    QLabel *m_summary = nullptr;
    MonitorJobs *m_jobs = nullptr;
};

} // namespace nk::ui
