#pragma once

#include "handout/handoutpdf.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace nk::ui {

// Writes the PDF handout (what HandoutPdf::write describes) without stalling the UI thread.
// The pages' HTML is assembled a piece at a time (the title page, a chapter's heading, one of
// its steps, its takeaways, the results), a few milliseconds per turn of the event loop; a piece
// whose formulas MathJax has not typeset yet waits for them without blocking. Charts, which are
// widgets, are recorded as QPictures there. Then a low-priority worker thread lays the text out,
// paints every page onto QPdfWriter and saves the file through QSaveFile, so a cancelled or
// failed export leaves an existing file as it was.
class HandoutExport : public QObject
{
    Q_OBJECT

public:
    explicit HandoutExport(QObject *parent = nullptr);
    ~HandoutExport() override; // cancels, and waits for the worker

    // False, with errorText(), when the traces are missing or an export is under way; otherwise
    // finished() follows later (never from inside start()).
    bool start(const QString &path, const HandoutPdf::Options &options);
    void cancel();

    bool isRunning() const;
    int percent() const; // 0 to 100
    int pageCount() const;
    // After an export: the page breaks moved to keep cards and lines whole, and what could not
    // be kept whole (HandoutPagination).
    int breaksInserted() const { return m_breaks; }
    QStringList splitsLeft() const { return m_splitsLeft; }
    bool wasCancelled() const;
    QString errorText() const;
    QString path() const;

    // For tests: runs on the worker after each page is painted (0-based), before the next one or
    // the save; a test holds the worker there to cancel at a known point.
    void setPagePaintedHook(std::function<void(int page)> hook);

signals:
    void progressed(int percent);
    void finished(bool ok); // false: cancelled (wasCancelled()) or failed (errorText())

private:
    struct Run;

    void buildSlice();
    void waitForFormulas();
    void paintOnWorker();
    void workerDone();
    void setPercent(int percent);
    void end(bool ok, const QString &error);

    std::unique_ptr<Run> m_run;
    int m_pages = 0;
    int m_breaks = 0;
    QStringList m_splitsLeft;
    bool m_cancelled = false;
    QString m_error;
    QString m_path;
    std::function<void(int)> m_pagePainted;
};

} // namespace nk::ui
