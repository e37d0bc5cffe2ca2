#pragma once

#include "panels/costledgerpage.h"

namespace nk::ui {

// Chapter 4's page: the walks over the table in memory, step by step and fused, and the
// bytes they move.
class CostWalksPage : public CostLedgerPage
{
    Q_DECLARE_TR_FUNCTIONS(CostWalksPage)

public:
    using CostLedgerPage::CostLedgerPage;

    void fill(const Sheet &sheet) const override;
    QList<ChapterPanel::Question> questions() const override;
    bool coverAnswers(QTableWidget *table) const override;
};

} // namespace nk::ui
