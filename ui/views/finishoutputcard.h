#pragma once

#include "norm/trace.h"

#include <QBoxLayout>
#include <QFrame>

class QLabel;

namespace nk::ui {

class FinishReport;

// One chef's dish on Finish: his output beside the input, a line per element (the first few and
// the last for a long vector), the statistics and costs that make the difference, and the error
// against fp64 with any numeric flags.
class FinishOutputCard : public QFrame
{
    Q_OBJECT

public:
    explicit FinishOutputCard(nk::Algorithm algorithm, QWidget *parent = nullptr);

    void retranslate();
    // After the page has set every widget's font to the body's (style sheets stop propagation).
    void applyFonts(qreal zoom, const QFont &base);
    void applyColours();
    void fill(const FinishReport &report);
    // The least width the card needs with its statistics beside (or below) the columns.
    int neededWidth(bool statisticsBeside) const;
    void setStatisticsBeside(bool beside);

    QLabel *valuesLabel() const { return m_values; }
    QLabel *errorLabel() const { return m_error; }

private:
    nk::Algorithm m_algorithm;
    QBoxLayout *m_body = nullptr; // the columns beside the statistics, or above them
    QLabel *m_title = nullptr;
    QLabel *m_formula = nullptr;
    QLabel *m_indexHeader = nullptr;
    QLabel *m_inputHeader = nullptr;
    QLabel *m_valueHeader = nullptr;
    QLabel *m_indices = nullptr;
    QLabel *m_inputs = nullptr;
    QLabel *m_values = nullptr; // the output, one element per line
    QLabel *m_stats = nullptr;
    QLabel *m_costs = nullptr;
    QLabel *m_note = nullptr;
    QLabel *m_error = nullptr;
};

} // namespace nk::ui
