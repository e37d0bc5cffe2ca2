#pragma once

#include "panels/chapterpanel.h"

#include "norm/normsettings.h"
#include "norm/trace.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QLabel;
class QTableWidget;
class QTableWidgetItem;
QT_END_NAMESPACE

namespace nk::ui {

class BarChart;
class LessonController;

// One page of chapter 4's cost ledger: what it writes into the panel's heading, table, chart
// and summary, the questions predict mode asks about it and the cells that would give the
// answers away. CostLedgerPanel owns one of each and lays them out; the pages only fill.
class CostLedgerPage
{
    Q_DECLARE_TR_FUNCTIONS(CostLedgerPage)

public:
    // The panel's widgets a page fills; the table is emptied by setHeader().
    struct Sheet
    {
        QLabel *heading = nullptr;
        QTableWidget *table = nullptr;
        BarChart *chart = nullptr;
        QLabel *summary = nullptr;
    };

    explicit CostLedgerPage(const LessonController *controller);
    virtual ~CostLedgerPage();

    virtual void fill(const Sheet &sheet) const = 0;
    virtual QList<ChapterPanel::Question> questions() const { return {}; }
    // Covers the cells that hold (or give away) the questions' answers with "?"; false when
    // the page asks nothing.
    virtual bool coverAnswers(QTableWidget *table) const;

protected:
    static constexpr int kDigits = 3;

    const LessonController *controller() const { return m_controller; }

    // A fresh table with these column names, named for screen readers by the heading.
    static void setHeader(const Sheet &sheet, const QStringList &columns);
    static QTableWidgetItem *cell(const QString &text, bool number = true);
    static QString count(long long v) { return QString::number(v); }
    static QString stepName(nk::StepId id);

private:
    const LessonController *m_controller;
};

} // namespace nk::ui
