#pragma once

#include "panels/costledgerpage.h"

namespace nk::ui {

// Chapter 4's page: the operations counted per step and kind, with running totals, and the
// totals by kind.
class CostOperationsPage : public CostLedgerPage
{
    Q_DECLARE_TR_FUNCTIONS(CostOperationsPage)

public:
    using CostLedgerPage::CostLedgerPage;

    void fill(const Sheet &sheet) const override;
    QList<ChapterPanel::Question> questions() const override;
    bool coverAnswers(QTableWidget *table) const override;
};

} // namespace nk::ui
