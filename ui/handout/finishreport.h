#pragma once

#include "norm/trace.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>

namespace nk::ui {

// The numbers and sentences of the Finish mode for one input: the comparison table, the few
// figures beside each output, the error and flag sentences and the takeaways, built from the two
// traces (and the chapter's takeaways). No widgets: the Finish view, the handout and whatever
// else presents a lesson's result read the same report. Words translate in FinishView's context.
class FinishReport
{
    Q_DECLARE_TR_FUNCTIONS(FinishView)

public:
    enum Row { MeanRow, VarianceRow, ParametersRow, StabilityRow, SpeedRow, RowCount };

    FinishReport() = default;
    // ln must be a LayerNorm trace and rms an RMSNorm trace of the same input. takeaways: the
    // chapter's, in the UI language; the report adds what this input contradicts in them.
    FinishReport(std::shared_ptr<const nk::NormTrace> ln, std::shared_ptr<const nk::NormTrace> rms,
                 const QStringList &takeaways = {}, const QString &chapterTitle = {});

    bool isValid() const { return m_ln && m_rms; }
    const nk::NormTrace &layerNorm() const { return *m_ln; }
    const nk::NormTrace &rmsNorm() const { return *m_rms; }
    const nk::NormTrace &trace(nk::Algorithm a) const;
    int dimension() const { return m_ln ? m_ln->d() : 0; }

    // The comparison: row (Row) × column (0 aspect, 1 LayerNorm, 2 RMSNorm). A cell that names
    // a numeric problem carries "⚠" and is flagged.
    QString cell(int row, int column) const;
    bool isFlagged(int row, int column) const;

    // A value as the cards and the handout write it: the precision's digits.
    QString number(double v) const;
    // The figures beside an output: μ, σ and the divisor √(σ² + ε) for LayerNorm; RMS and the
    // divisor √(RMS² + ε) for RMSNorm.
    QStringList stats(nk::Algorithm a) const;
    QStringList costs(nk::Algorithm a) const; // operations, walks over the table
    QString errorText(nk::Algorithm a) const; // against fp64
    QStringList flagTexts(nk::Algorithm a) const;
    QString settingsText() const; // γ, β, ε, precision, sums, variance algorithm

    QStringList takeaways() const { return m_takeaways; }
    QString chapterTitle() const { return m_chapterTitle; }

    static QString opsText(const nk::OpCounts &ops);

private:
    void fillComparison();
    QStringList inputCaveats() const;

    std::shared_ptr<const nk::NormTrace> m_ln, m_rms;
    QString m_cells[RowCount][3];
    QStringList m_takeaways;
    QString m_chapterTitle;
};

} // namespace nk::ui
