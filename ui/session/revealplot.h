#pragma once

#include "session/answerbins.h"
#include "session/classroom.h"

#include <QStringList>
#include <QWidget>

namespace nk::ui {

// The class's guesses on reveal: a histogram of core's bins with the true value marked, the
// share within tolerance, and how many wrong answers came from each common slip. Only numbers
// and the slips' names: never a student's name.
class RevealPlot : public QWidget
{
    Q_OBJECT

public:
    explicit RevealPlot(QWidget *parent = nullptr);

    void setTally(const nk::Classroom::Tally &tally, double truth);

    double truth() const { return m_truth; }
    const nk::AnswerBins::Result &bins() const { return m_bins; }
    // The words beside the plot: the true value, the share right, one line per slip.
    QString truthText() const;
    QString shareText() const;
    QStringList slipLines() const;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    nk::Classroom::Tally m_tally;
    nk::AnswerBins::Result m_bins;
    double m_truth = 0.0;
};

} // namespace nk::ui
