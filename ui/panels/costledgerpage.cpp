#include "panels/costledgerpage.h"

#include <QLabel>
#include <QTableWidget>

namespace nk::ui {

CostLedgerPage::CostLedgerPage(const LessonController *controller)
    : m_controller(controller)
{
}

CostLedgerPage::~CostLedgerPage() = default;

bool CostLedgerPage::coverAnswers(QTableWidget *) const
{
    return false;
}

void CostLedgerPage::setHeader(const Sheet &sheet, const QStringList &columns)
{
    sheet.table->clear();
    // Each step's heading is set first: it names the table for screen readers.
    sheet.table->setAccessibleName(sheet.heading->text());
    sheet.table->setColumnCount(int(columns.size()));
    sheet.table->setHorizontalHeaderLabels(columns);
    sheet.table->setRowCount(0);
}

QTableWidgetItem *CostLedgerPage::cell(const QString &text, bool number)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    item->setTextAlignment((number ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    return item;
}

QString CostLedgerPage::stepName(nk::StepId id)
{
    switch (id) {
    case nk::StepId::Input:
        return tr("input");
    case nk::StepId::Mean:
        return tr("mean μ");
    case nk::StepId::Variance:
        return tr("variance σ²");
    case nk::StepId::Normalize:
        return tr("standardize x̂");
    case nk::StepId::Affine:
        return tr("γ·x̂ + β");
    case nk::StepId::Square:
        return tr("squares xᵢ²");
    case nk::StepId::MeanSquare:
        return tr("mean square");
    case nk::StepId::Rms:
        return tr("divisor √(RMS² + ε)"); // its two operations: + ε, √
    case nk::StepId::Scale:
        return tr("x ÷ divisor · γ");
    }
    return {};
}

} // namespace nk::ui
