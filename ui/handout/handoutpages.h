#pragma once

#include "handout/handoutstyle.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <vector>

namespace nk::ui {

// Lays the handout's HTML out on A4 pages and paints them onto QPdfWriter, then saves the file
// through QSaveFile. Runs on a worker thread: it touches no widget (formulas are SVG, charts
// are pictures) and only objects it made.
class HandoutPages
{
public:
    // What the worker needs, copied off the UI thread's objects.
    struct Job
    {
        QString path;
        QString language;
        QString html;
        std::vector<HandoutStyle::Drawing> drawings;
        int resolution = 96;
        QString title;
        QString footer; // "… page %1 of %2", translated
        QString couldNotMake;
        QString couldNotWrite;
    };

    // The worker's side: set by it, read by the UI thread.
    struct State
    {
        std::atomic<bool> cancel{false};
        std::atomic<int> percent{0};
        bool ok = false;
        QString error;
        int pages = 0;
        int breaksInserted = 0; // HandoutPagination's, to keep cards and lines together
        QStringList splitsLeft; // what it could not keep together (tests)
    };

    // progressed(percent) from 50 to 95; pagePainted(page) after each page (tests hold it).
    static void paint(const Job &job, State &state, const std::function<void(int)> &progressed,
                      const std::function<void(int)> &pagePainted);
};

} // namespace nk::ui
