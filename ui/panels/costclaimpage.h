#pragma once

#include "panels/costledgerpage.h"

#include "analysis/costledger.h"

namespace nk::ui {

// Chapter 4's page: a common claim of the norms' operation counts beside the count of this row.
class CostClaimPage : public CostLedgerPage
{
    Q_DECLARE_TR_FUNCTIONS(CostClaimPage)

public:
    using CostLedgerPage::CostLedgerPage;

    void fill(const Sheet &sheet) const override;
    QList<ChapterPanel::Question> questions() const override;
    bool coverAnswers(QTableWidget *table) const override;

private:
    // "7d + 2 = 23": a count as its formula in d.
    static QString formulaText(const nk::CountFormula &f, long long value);
    // "10d = 30": a claim per element and for this row.
    static QString claimText(double perElement, double value);
};

} // namespace nk::ui
